// Cache invalidation across instances over Redis pub/sub (docs/architecture.md §7). A write drops its own
// entries synchronously, then PUBLISHes the prefixes and waits for Redis to take the message; every
// other instance listens on a dedicated subscriber connection and drops the same entries. Redis
// pushes the message to the subscribers' sockets before it answers the PUBLISH, so by the time the
// write's response leaves, the message is already on its way to every instance, ahead of any
// request the client can send next.
//
// Messages are lost while a subscriber is disconnected, so from the moment its link drops until it
// is subscribed again that instance forgets everything and reads around its cache.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { MemoryServerCache } from "./server-cache.ts";

export interface RedisInvalidationOptions {
  /** The shared connection, used to publish; a duplicate of it subscribes. */
  redis: Redis;
  channel: string;
  log: { warn(details: Record<string, unknown>, message: string): void; info?(message: string): void };
  /** How long a write waits for Redis to take the message (default 2 s). */
  publishTimeoutMs?: number;
  /** How long start-up waits for the first subscription (default 2 s; caching starts later otherwise). */
  connectTimeoutMs?: number;
}

interface Message {
  from: string;
  prefixes: string[];
}

function parseMessage(text: string): Message | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<Message>;
    if (typeof parsed.from !== "string" || !Array.isArray(parsed.prefixes)) return undefined;
    return { from: parsed.from, prefixes: parsed.prefixes.filter((prefix) => typeof prefix === "string") };
  } catch {
    return undefined;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Connects `cache` to the other instances; resolves once subscribed (or after the connect timeout). */
export async function attachRedisInvalidation(
  cache: MemoryServerCache,
  options: RedisInvalidationOptions,
): Promise<void> {
  const { redis, channel, log } = options;
  const origin = randomUUID();
  const subscriber = redis.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
  let closed = false;
  let lastError = "";

  cache.suspend();
  let markSubscribed: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    markSubscribed = resolve;
  });

  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message && message.from !== origin) cache.dropLocal(message.prefixes);
  });
  subscriber.on("error", (error: Error) => {
    if (error.message !== lastError) log.warn({ err: error }, "cache invalidation subscriber: Redis error");
    lastError = error.message;
  });
  subscriber.on("close", () => {
    if (closed || !cache.enabled) return;
    log.warn({}, "cache invalidation subscriber disconnected: reading around the cache until it is back");
    cache.suspend();
  });

  const listen = async () => {
    await subscriber.subscribe(channel);
    if (closed) return;
    lastError = "";
    cache.resume();
    markSubscribed();
  };
  subscriber.on("ready", () => {
    listen().catch((error: unknown) => log.warn({ err: error }, "cache invalidation: subscribe failed"));
  });

  cache.attachBus({
    publish: async (prefixes) => {
      if (redis.status !== "ready") throw new Error(`Redis connection is ${redis.status}`);
      const message: Message = { from: origin, prefixes };
      await withTimeout(redis.publish(channel, JSON.stringify(message)), options.publishTimeoutMs ?? 2000, "PUBLISH");
    },
    close: async () => {
      closed = true;
      subscriber.disconnect();
    },
  });

  subscriber.connect().catch(() => {
    // Reported by the "error" listener; ioredis keeps reconnecting.
  });
  await withTimeout(subscribed, options.connectTimeoutMs ?? 2000, "cache invalidation subscribe").catch(() => {
    log.warn({}, "cache invalidation: Redis is not answering; reading around the cache until it does");
  });
}
