import { describe, expect, it, vi } from "vitest";
import { MemoryServerCache } from "./server-cache.ts";
import { TtlLru } from "./ttl-lru.ts";

function clock(start = Date.UTC(2026, 5, 15, 12)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("MemoryServerCache", () => {
  it("computes a value once and serves it from memory afterwards", async () => {
    const cache = new MemoryServerCache();
    const compute = vi.fn(async () => ["a"]);
    expect(await cache.get("businesses:list", compute)).toEqual(["a"]);
    expect(await cache.get("businesses:list", compute)).toEqual(["a"]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("shares one computation between concurrent readers of the same key", async () => {
    const cache = new MemoryServerCache();
    const gate = deferred<string>();
    const compute = vi.fn(() => gate.promise);
    const reads = [cache.get("k", compute), cache.get("k", compute), cache.get("k", compute)];
    gate.resolve("v");
    expect(await Promise.all(reads)).toEqual(["v", "v", "v"]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("caches null and empty answers too", async () => {
    const cache = new MemoryServerCache();
    const compute = vi.fn(async () => null);
    await cache.get("pages:slug:missing", compute);
    await cache.get("pages:slug:missing", compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("drops exactly the keys under an invalidated prefix", async () => {
    const cache = new MemoryServerCache();
    await cache.get("businesses:list::", async () => 1);
    await cache.get("businesses:featured:3", async () => 2);
    await cache.get("events:featured:3", async () => 3);
    await cache.invalidate("businesses:");
    expect(await cache.get("businesses:list::", async () => 10)).toBe(10);
    expect(await cache.get("businesses:featured:3", async () => 20)).toBe(20);
    expect(await cache.get("events:featured:3", async () => 30)).toBe(3);
  });

  it("does not keep a value read while a write invalidated it", async () => {
    const cache = new MemoryServerCache();
    const gate = deferred<string>();
    const stale = cache.get("news:list", () => gate.promise);
    await cache.invalidate("news:");
    // A reader arriving after the write must not join the computation that began before it.
    const fresh = vi.fn(async () => "after");
    expect(await cache.get("news:list", fresh)).toBe("after");
    gate.resolve("before");
    expect(await stale).toBe("before");
    expect(await cache.get("news:list", async () => "recomputed")).toBe("after");
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("forgets a value after its time to live, so scheduled visibility shows without a write", async () => {
    const time = clock();
    const cache = new MemoryServerCache({ now: time.now, ttlMs: 30_000 });
    await cache.get("events:list:", async () => "old");
    time.advance(29_999);
    expect(await cache.get("events:list:", async () => "new")).toBe("old");
    time.advance(1);
    expect(await cache.get("events:list:", async () => "new")).toBe("new");
  });

  it("does not cache a failed computation", async () => {
    const cache = new MemoryServerCache();
    await expect(cache.get("k", async () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("reads around the cache while suspended and starts empty when resumed", async () => {
    const cache = new MemoryServerCache();
    await cache.get("k", async () => "cached");
    cache.suspend();
    expect(cache.enabled).toBe(false);
    const compute = vi.fn(async () => "live");
    expect(await cache.get("k", compute)).toBe("live");
    expect(await cache.get("k", compute)).toBe("live");
    expect(compute).toHaveBeenCalledTimes(2);
    cache.resume();
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
  });

  it("drops every stored HTTP answer on any invalidation", async () => {
    const cache = new MemoryServerCache();
    cache.responses.set(
      "/api/news",
      { body: Buffer.from("[]"), etag: 'W/"x"', contentType: "application/json", encoded: {} },
      2,
    );
    const before = cache.version;
    await cache.invalidate("board-members:");
    expect(cache.responses.get("/api/news")).toBeUndefined();
    expect(cache.version).toBeGreaterThan(before);
  });

  it("broadcasts an invalidation and still resolves when the broadcast fails", async () => {
    const warn = vi.fn();
    const cache = new MemoryServerCache({ warn });
    const publish = vi.fn(async () => Promise.reject(new Error("Redis connection is reconnecting")));
    cache.attachBus({ publish, close: async () => {} });
    await cache.get("pages:slug:about", async () => "old");
    await expect(cache.invalidate("pages:")).resolves.toBeUndefined();
    expect(publish).toHaveBeenCalledWith(["pages:"]);
    expect(warn).toHaveBeenCalledOnce();
    expect(await cache.get("pages:slug:about", async () => "new")).toBe("new");
  });
});

describe("TtlLru", () => {
  const lru = (options: Partial<ConstructorParameters<typeof TtlLru>[0]> = {}) =>
    new TtlLru<string>({ maxEntries: 3, ttlMs: 1000, clock: () => 0, ...options });

  it("evicts the least recently used entry beyond its size", () => {
    const map = lru();
    map.set("a", "1");
    map.set("b", "2");
    map.set("c", "3");
    map.get("a");
    map.set("d", "4");
    expect(map.get("b")).toBeUndefined();
    expect([map.get("a"), map.get("c"), map.get("d")]).toEqual(["1", "3", "4"]);
  });

  it("keeps within its byte budget and refuses an entry larger than all of it", () => {
    const map = lru({ maxEntries: 100, maxBytes: 10 });
    map.set("a", "1", 6);
    map.set("b", "2", 6);
    expect(map.get("a")).toBeUndefined();
    expect(map.bytes).toBe(6);
    map.set("huge", "x", 11);
    expect(map.get("huge")).toBeUndefined();
    expect(map.get("b")).toBe("2");
  });
});
