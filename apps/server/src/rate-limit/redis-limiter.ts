// Rate-limit counters in Redis, so every instance behind the load balancer shares one count
// (docs/architecture.md §7). Each operation is one Lua script, atomic on the server. While Redis cannot answer,
// the limits let requests through (as the counters' absence would) rather than fail them all:
// main.ts already logs the outage.
import type { Hit, Limiter } from "@chamber/api";
import type { Redis } from "ioredis";

/** INCR, starting the window on the first hit; answers the count and the window's time left. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** DECR only a live, positive count: a window that ended must not come back without an expiry. */
const undoScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisLimiter implements Limiter {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #onError: (error: unknown) => void;

  constructor(redis: Redis, prefix: string, onError: (error: unknown) => void = () => {}) {
    this.#redis = redis;
    this.#prefix = prefix;
    this.#onError = onError;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    try {
      const [count, resetMs] = (await this.#redis.eval(hitScript, 1, this.#prefix + key, windowMs)) as [number, number];
      return { count, resetMs };
    } catch (error) {
      this.#onError(error);
      return { count: 0, resetMs: 0 };
    }
  }

  async undo(key: string): Promise<void> {
    try {
      await this.#redis.eval(undoScript, 1, this.#prefix + key);
    } catch (error) {
      this.#onError(error);
    }
  }
}
