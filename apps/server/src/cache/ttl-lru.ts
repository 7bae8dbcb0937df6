// A small bounded map: entries expire after a time to live, and when the count or byte budget is
// exceeded the least recently used entries go first. A Map keeps insertion order, so moving a hit
// to the end makes the first key the least recently used one.

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

export interface TtlLruOptions {
  maxEntries: number;
  /** Budget for the sum of the sizes given to `set` (default: unbounded). */
  maxBytes?: number;
  ttlMs: number;
  /** Milliseconds clock (the app's clock, so tests that move time also age the cache). */
  clock: () => number;
}

export class TtlLru<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #options: TtlLruOptions;
  #bytes = 0;

  constructor(options: TtlLruOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#options.clock()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes = 0): void {
    const maxBytes = this.#options.maxBytes ?? Number.POSITIVE_INFINITY;
    if (bytes > maxBytes) return;
    this.delete(key);
    this.#entries.set(key, { value, bytes, expiresAt: this.#options.clock() + this.#options.ttlMs });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Drops every entry whose key satisfies `match`. */
  deleteWhere(match: (key: string) => boolean): void {
    for (const key of [...this.#entries.keys()]) if (match(key)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
