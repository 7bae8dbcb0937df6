// The server's read cache (the `ReadCache` seam of @chamber/api) plus the store of serialized
// answers that http/response-cache.ts keeps and serves, both in process, both `lru-cache`.
//
// Freshness rules:
// - Every write calls `invalidate(prefix)`: matching values, every stored HTTP answer and every
//   computation still in flight for them are dropped synchronously, before the write returns.
// - A value computed while an invalidation happened is handed to its callers but never stored
//   (the `version` counter), so a read racing a write cannot park old data in the cache.
// - Entries live at most `ttlMs` (30 s by default): visibility also changes with the clock alone
//   (a scheduled `publishedAt` or `unlistAt` passing, no write involved), and that bounds how long
//   such a change can take to show.
// - Across instances an invalidation bus (redis-invalidation.ts) carries every invalidation to
//   the other processes; while the bus cannot promise delivery the cache stands aside (`enabled`
//   false) and every read goes to the database.
import type { ReadCache } from "@chamber/api";
import { LRUCache } from "lru-cache";

/** A serialized answer, with its compressed forms made on first demand. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  encoded: { br?: Buffer; gzip?: Buffer };
  /** Its Vary, and headers of its own that replace the public read's (a page's cache-control and CSP). */
  headers?: Record<string, string>;
}

export interface ServerCache extends ReadCache {
  /** Serialized answers to anonymous public GETs (API reads and rendered pages) by URL; dropped by every invalidation. */
  readonly responses: LRUCache<string, CachedResponse>;
  /** Grows with every invalidation, local or remote. */
  readonly version: number;
  /** False while invalidations might be missed: read around the cache then. */
  readonly enabled: boolean;
  close(): Promise<void>;
}

export const isServerCache = (cache: ReadCache): cache is ServerCache =>
  "responses" in cache && "version" in cache && "enabled" in cache;

/** Carries invalidations to the other instances. */
export interface InvalidationBus {
  /** Resolves once the message is handed to the broker; rejects when it could not be. */
  publish(prefixes: string[]): Promise<void>;
  close(): Promise<void>;
}

export interface ServerCacheOptions {
  /** Time to live of every entry (default 30 s). */
  ttlMs?: number;
  /** Cached read values (default 1,000 keys: searches make the key space open-ended). */
  maxEntries?: number;
  /** Cached HTTP answers (default 500 URLs, 32 MiB). */
  maxResponses?: number;
  maxResponseBytes?: number;
  /** The app's clock. */
  now?: () => Date;
  /** Where failures to broadcast are reported. */
  warn?: (details: Record<string, unknown>, message: string) => void;
}

const DEFAULT_CACHE_TTL_MS = 30_000;

/** Boxed, so that undefined and null answers are cached like any other. */
interface Stored {
  value: unknown;
}

export class MemoryServerCache implements ServerCache {
  readonly responses: LRUCache<string, CachedResponse>;
  /**
   * lru-cache's fetch shares one computation between concurrent readers of a key. A fetch the
   * cache aborts (its key deleted by an invalidation) still answers its callers with what it read
   * (`ignoreFetchAbort`), and is not stored: a later reader starts a fresh one.
   */
  readonly #values: LRUCache<string, Stored, () => Promise<unknown>>;
  /**
   * Keys being computed, with how many computations (an aborted one may still be running beside
   * its successor): lru-cache lists only settled entries, and an invalidation must reach these too.
   */
  readonly #loading = new Map<string, number>();
  readonly #warn: NonNullable<ServerCacheOptions["warn"]>;
  #version = 0;
  #suspended = false;
  #bus: InvalidationBus | undefined;

  constructor(options: ServerCacheOptions = {}) {
    const now = options.now ?? (() => new Date());
    // The app's clock, so tests that move time also age the cache; read on every look (no
    // ttlResolution: that keeps a reading for a millisecond of real time, with a timer per reading).
    // An entry is stale once `ttlMs` have passed; lru-cache's once more than `ttl` have.
    const ttl = Math.max(1, (options.ttlMs ?? DEFAULT_CACHE_TTL_MS) - 1);
    const clock = { perf: { now: () => now().getTime() }, ttl, ttlResolution: 0 };
    this.#values = new LRUCache({
      ...clock,
      max: options.maxEntries ?? 1000,
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { context, signal }) => {
        const version = this.#version;
        this.#loading.set(key, (this.#loading.get(key) ?? 0) + 1);
        try {
          const value = await context();
          // Read while a write invalidated the cache: its callers get it, the cache does not. An
          // aborted fetch is no longer in its slot (which may hold a newer value): nothing to drop.
          if ((version !== this.#version || this.#suspended) && !signal.aborted) this.#values.delete(key);
          return { value };
        } finally {
          const left = (this.#loading.get(key) ?? 1) - 1;
          if (left > 0) this.#loading.set(key, left);
          else this.#loading.delete(key);
        }
      },
    });
    this.responses = new LRUCache({
      max: options.maxResponses ?? 500,
      maxSize: options.maxResponseBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (response) => Math.max(1, response.body.length),
      ...clock,
    });
    this.#warn = options.warn ?? ((details, message) => console.warn(message, details));
  }

  get version(): number {
    return this.#version;
  }

  get enabled(): boolean {
    return !this.#suspended;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.#suspended) return compute();
    const stored = await this.#values.fetch(key, { context: compute });
    // fetch answers undefined only when its method did, and ours always answers a box.
    return (stored as Stored).value as T;
  }

  async invalidate(...prefixes: string[]): Promise<void> {
    this.dropLocal(prefixes);
    if (!this.#bus) return;
    try {
      await this.#bus.publish(prefixes);
    } catch (error) {
      // The write itself succeeded. Other instances whose own connection is down are reading
      // around their caches; the rest will see the change when their entries expire.
      this.#warn(
        { err: error, prefixes },
        "cache invalidation could not be broadcast; other instances may serve cached data until it expires",
      );
    }
  }

  /** Forgets matching values here only (a remote invalidation, or the local half of one). */
  dropLocal(prefixes: string[]): void {
    this.#version++;
    const matches = (key: string) => prefixes.some((prefix) => key.startsWith(prefix));
    for (const key of [...this.#values.keys(), ...this.#loading.keys()]) if (matches(key)) this.#values.delete(key);
    this.responses.clear();
  }

  /** Forgets everything and reads around the cache until `resume()` (the bus lost its link). */
  suspend(): void {
    this.#suspended = true;
    this.#clearAll();
  }

  /** The bus is listening again: start caching from empty. */
  resume(): void {
    this.#clearAll();
    this.#suspended = false;
  }

  attachBus(bus: InvalidationBus): void {
    this.#bus = bus;
  }

  async close(): Promise<void> {
    this.#clearAll();
    const bus = this.#bus;
    this.#bus = undefined;
    await bus?.close();
  }

  #clearAll(): void {
    this.#version++;
    this.#values.clear();
    this.responses.clear();
  }
}
