import { describe, expect, it } from "vitest";
import { MemoryLimiter } from "./limiter.ts";

describe("MemoryLimiter", () => {
  it("counts hits in a fixed window and starts over once it ends", async () => {
    let now = 1_000;
    const limiter = new MemoryLimiter({ now: () => now });
    expect(await limiter.hit("k", 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 10_000;
    expect(await limiter.hit("k", 60_000)).toEqual({ count: 2, resetMs: 50_000 });
    expect(await limiter.hit("other", 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 50_000;
    expect(await limiter.hit("k", 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  it("takes a hit back, never below zero and never into a window that has ended", async () => {
    let now = 0;
    const limiter = new MemoryLimiter({ now: () => now });
    await limiter.hit("k", 1_000);
    await limiter.hit("k", 1_000);
    await limiter.undo("k");
    expect((await limiter.hit("k", 1_000)).count).toBe(2);
    await limiter.undo("k");
    await limiter.undo("k");
    await limiter.undo("k");
    expect((await limiter.hit("k", 1_000)).count).toBe(1);
    now = 5_000;
    await limiter.undo("k");
    expect((await limiter.hit("k", 1_000)).count).toBe(1);
  });

  it("forgets ended windows once it holds many keys", async () => {
    let now = 0;
    const limiter = new MemoryLimiter({ now: () => now });
    for (let i = 0; i < 10_000; i++) await limiter.hit(`old-${i}`, 1_000);
    now = 2_000;
    await limiter.hit("new", 1_000);
    // An old key starts a fresh window: its ended one was swept, not carried on.
    expect(await limiter.hit("old-1", 1_000)).toEqual({ count: 1, resetMs: 1_000 });
  });
});
