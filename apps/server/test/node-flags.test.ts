// `pnpm start` must run the server with the V8 flags and allocator settings its memory figures
// were measured with.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { START_SCRIPT } from "../src/node-flags.ts";

describe("the server's start settings", () => {
  it("are the ones the root start script passes to node", () => {
    const rootPackage = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(rootPackage.scripts.start).toBe(START_SCRIPT);
  });
});
