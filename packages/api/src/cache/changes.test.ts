import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cachePrefix } from "./cache-keys.ts";
import { Changes } from "./changes.ts";
import type { ReadCache } from "./read-cache.ts";

function recordingCache() {
  const calls: string[][] = [];
  const cache: ReadCache = {
    get: (_key, compute) => compute(),
    invalidate: async (...prefixes) => {
      calls.push(prefixes);
    },
  };
  return { cache, calls };
}

describe("Changes", () => {
  it("drops every entity named, once, in one invalidation", async () => {
    const { cache, calls } = recordingCache();
    const changes = new Changes(["events"]);
    changes.add("businesses", "events");
    await changes.flush(cache);
    expect(calls).toEqual([[cachePrefix.events, cachePrefix.businesses]]);
    await changes.flush(cache);
    expect(calls).toHaveLength(1);
  });

  it("sends nothing when nothing was named", async () => {
    const { cache, calls } = recordingCache();
    await new Changes().flush(cache);
    expect(calls).toEqual([]);
  });

  it("lets a failed invalidation reach the caller", async () => {
    const cache: ReadCache = { get: (_key, compute) => compute(), invalidate: () => Promise.reject(new Error("down")) };
    await expect(new Changes(["news"]).flush(cache)).rejects.toThrow("down");
  });
});

// Invalidation is declared (writeProcedure's entities, ctx.changes), never called by hand: a
// router or server module that calls `invalidate` or spells a cache prefix would be missed by
// whoever reads the declarations.
describe("where invalidation may be called", () => {
  const root = join(import.meta.dirname, "../../../..");
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file));
  /** The cache itself, the one place that flushes, and the test double that records calls. */
  const allowed = new Set([
    "packages/api/src/cache/changes.ts",
    "packages/api/src/cache/read-cache.ts",
    "packages/api/src/testing/callers.ts",
    "apps/server/src/cache/server-cache.ts",
  ]);
  const literal = new RegExp(`["'\`](?:${Object.values(cachePrefix).join("|")})["'\`]`);

  it.each([
    ["packages/api/src", sources("packages/api/src")],
    ["apps/server/src", sources("apps/server/src")],
  ])("nothing in %s calls invalidate or spells a cache prefix", (_dir, files) => {
    expect(files.length).toBeGreaterThan(10);
    const offenders = files
      .filter((file) => !allowed.has(file) && !file.endsWith("cache-keys.ts"))
      .filter((file) => {
        const text = readFileSync(join(root, file), "utf8");
        return /\.invalidate\(/.test(text) || literal.test(text);
      });
    expect(offenders.map((file) => relative(root, join(root, file)))).toEqual([]);
  });

  it("catches a router that does", () => {
    expect(literal.test(`await ctx.cache.invalidate("events:")`)).toBe(true);
    expect(/\.invalidate\(/.test("ctx.cache.invalidate(cachePrefix.events)")).toBe(true);
  });
});
