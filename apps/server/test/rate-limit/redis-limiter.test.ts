// The Redis counters behind the shared rate limits: one window per key with its expiry, a take-back
// that never brings an ended window back without one, and requests let through while Redis is down.
// Runs when a Redis answers (TEST_REDIS_URL or REDIS_URL, default redis://127.0.0.1:6379).
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { RedisLimiter } from "../../src/rate-limit/redis-limiter.ts";
import { deleteRedisKeys, redisAnswers } from "../processes/processes.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`Redis limiter tests skipped: no Redis answers at ${redisUrl}`);

describe.skipIf(!redisUp)("RedisLimiter", () => {
  const prefix = `chamber-test-${randomBytes(6).toString("hex")}:rl:`;
  const redis = redisUp ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
  afterAll(async () => {
    redis?.disconnect();
    await deleteRedisKeys(redisUrl, prefix);
  });

  it("counts hits in one window with an expiry, shared by every limiter on the same Redis", async () => {
    if (!redis) return;
    const a = new RedisLimiter(redis, prefix);
    const b = new RedisLimiter(redis, prefix);
    expect((await a.hit("contact.send:client:1", 60_000)).count).toBe(1);
    const second = await b.hit("contact.send:client:1", 60_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(55_000);
    expect(second.resetMs).toBeLessThanOrEqual(60_000);
    expect(await redis.pttl(`${prefix}contact.send:client:1`)).toBeGreaterThan(0);
  });

  it("takes a hit back, and leaves an ended window ended", async () => {
    if (!redis) return;
    const limiter = new RedisLimiter(redis, prefix);
    await limiter.hit("auth.login:account:a@b.example", 60_000);
    await limiter.hit("auth.login:account:a@b.example", 60_000);
    await limiter.undo("auth.login:account:a@b.example");
    expect((await limiter.hit("auth.login:account:a@b.example", 60_000)).count).toBe(2);
    await limiter.hit("short", 30);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await limiter.undo("short");
    await limiter.undo("short");
    expect(await redis.exists(`${prefix}short`)).toBe(0);
  });

  it("lets requests through while Redis does not answer, and reports why", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const errors: unknown[] = [];
    const limiter = new RedisLimiter(down, prefix, (error) => errors.push(error));
    expect(await limiter.hit("k", 1_000)).toEqual({ count: 0, resetMs: 0 });
    await limiter.undo("k");
    expect(errors).toHaveLength(2);
    down.disconnect();
  });
});
