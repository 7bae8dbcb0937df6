// Needs a Redis at TEST_REDIS_URL or REDIS_URL (default redis://127.0.0.1:6379); skipped with the
// reason otherwise.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attachRedisInvalidation } from "./redis-invalidation.ts";
import { MemoryServerCache } from "./server-cache.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`skipping the Redis invalidation tests: no Redis answers at ${redisUrl}`);

const log = { warn: vi.fn() };
const opened: { cache: MemoryServerCache; redis: Redis }[] = [];

async function instance(channel: string, url = redisUrl, connectTimeoutMs = 5000) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  const cache = new MemoryServerCache({ warn: log.warn });
  await attachRedisInvalidation(cache, { redis, channel, log, connectTimeoutMs });
  opened.push({ cache, redis });
  return cache;
}

async function eventually(check: () => Promise<boolean>, ms = 2000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(async () => {
  for (const { cache, redis } of opened.splice(0)) {
    await cache.close();
    redis.disconnect();
  }
});

describe.skipIf(!redisUp)("cache invalidation over Redis pub/sub", () => {
  it("drops another instance's entries when one instance writes", async () => {
    const channel = `chamber-test:${randomBytes(6).toString("hex")}:cache`;
    const a = await instance(channel);
    const b = await instance(channel);
    expect(a.enabled && b.enabled).toBe(true);
    await b.get("businesses:list::", async () => "old");
    await b.get("events:list:", async () => "events");

    await a.invalidate("businesses:");

    await eventually(async () => (await b.get("businesses:list::", async () => "new")) === "new");
    expect(await b.get("events:list:", async () => "recomputed")).toBe("events");
  });

  it("ignores messages on other channels and malformed messages", async () => {
    const channel = `chamber-test:${randomBytes(6).toString("hex")}:cache`;
    const b = await instance(channel);
    await b.get("news:list", async () => "kept");
    const publisher = new Redis(redisUrl);
    try {
      await publisher.publish(channel, "not json");
      await publisher.publish(`${channel}:other`, JSON.stringify({ from: "x", prefixes: ["news:"] }));
      await publisher.publish(channel, JSON.stringify({ from: "x", prefixes: ["events:"] }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await b.get("news:list", async () => "dropped")).toBe("kept");
    } finally {
      publisher.disconnect();
    }
  });

  it("reads around the cache while its subscriber is cut off, and caches again once back", async () => {
    const channel = `chamber-test:${randomBytes(6).toString("hex")}:cache`;
    const b = await instance(channel);
    await b.get("k", async () => "before the outage");
    const admin = new Redis(redisUrl);
    try {
      // Kill the subscriber's connection the way a network blip would.
      const clients = await admin.call("CLIENT", "LIST", "TYPE", "pubsub");
      const id = String(clients)
        .split("\n")
        .find((line) => line.includes(`sub=1`))
        ?.match(/id=(\d+)/)?.[1];
      expect(id).toBeDefined();
      await admin.client("KILL", "ID", String(id));
      await eventually(async () => !b.enabled, 1000);
      // Invalidations sent now are lost to this instance: it must not serve what it had.
      expect(await b.get("k", async () => "live")).toBe("live");
      await eventually(async () => b.enabled, 3000);
      const compute = vi.fn(async () => "after the outage");
      expect(await b.get("k", compute)).toBe("after the outage");
      await b.get("k", compute);
      expect(compute).toHaveBeenCalledTimes(1);
    } finally {
      admin.disconnect();
    }
  });
});

describe("cache invalidation when Redis does not answer", () => {
  it("lets writes succeed, warns, and keeps reading around the cache", async () => {
    log.warn.mockClear();
    const cache = await instance("chamber-test:nowhere", "redis://127.0.0.1:1", 200);
    expect(cache.enabled).toBe(false);
    const started = Date.now();
    await expect(cache.invalidate("businesses:")).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(log.warn).toHaveBeenCalled();
    const compute = vi.fn(async () => "live");
    await cache.get("businesses:list::", compute);
    await cache.get("businesses:list::", compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
