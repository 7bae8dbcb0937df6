// `pnpm start` must run the server with the V8 flags its memory figures were measured with.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../src/node-flags.ts";

describe("the server's V8 flags", () => {
  it("are the ones the root start script passes to node", () => {
    const rootPackage = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(rootPackage.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/launch.mjs start`);
  });
});
