// The Node bundles import every package from node_modules at run time (scripts/node-bundle.ts), so
// a package whose bundle compiles in the server's code must list the server's dependencies too:
// the benches do. A dependency added to the server and forgotten there fails here, not at 2 a.m.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Manifest = { dependencies: Record<string, string>; optionalDependencies?: Record<string, string> };
const manifest = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Manifest;

describe("the packages that bundle the server's code", () => {
  it("list the server's run-time dependencies, at the same versions", () => {
    const server = manifest("../../package.json");
    const bench = manifest("../../../../bench/package.json");
    expect(bench.dependencies).toMatchObject(server.dependencies);
    expect(bench.optionalDependencies).toEqual(server.optionalDependencies);
  });
});
