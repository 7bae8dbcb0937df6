import { describe, expect, it, vi } from "vitest";
import { MemoryServerCache } from "./server-cache.ts";

function clock(start = Date.UTC(2026, 5, 15, 12)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const response = (body: string) => ({
  body: Buffer.from(body),
  etag: 'W/"x"',
  contentType: "application/json",
  encoded: {},
});

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
    cache.responses.set("/api/news", response("[]"));
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

describe("the stored HTTP answers", () => {
  it("evict the least recently used answer beyond their count", () => {
    const cache = new MemoryServerCache({ maxResponses: 3 });
    for (const url of ["/a", "/b", "/c"]) cache.responses.set(url, response(url));
    cache.responses.get("/a");
    cache.responses.set("/d", response("/d"));
    expect(cache.responses.get("/b")).toBeUndefined();
    expect(["/a", "/c", "/d"].map((url) => cache.responses.get(url)?.body.toString())).toEqual(["/a", "/c", "/d"]);
  });

  it("keep within their byte budget and refuse an answer larger than all of it", () => {
    const cache = new MemoryServerCache({ maxResponseBytes: 10 });
    cache.responses.set("/a", response("aaaaaa"));
    cache.responses.set("/b", response("bbbbbb"));
    expect(cache.responses.get("/a")).toBeUndefined();
    expect(cache.responses.calculatedSize).toBe(6);
    cache.responses.set("/huge", response("x".repeat(11)));
    expect(cache.responses.get("/huge")).toBeUndefined();
    expect(cache.responses.get("/b")?.body.toString()).toBe("bbbbbb");
  });

  it("expire with the values, on the app's clock", () => {
    const time = clock();
    const cache = new MemoryServerCache({ now: time.now, ttlMs: 1000 });
    cache.responses.set("/a", response("a"));
    time.advance(999);
    expect(cache.responses.get("/a")).toBeDefined();
    time.advance(1);
    expect(cache.responses.get("/a")).toBeUndefined();
  });
});
