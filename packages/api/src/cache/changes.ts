// What a piece of work changed, named where it is known and dropped from the read cache once the
// work is done. A write procedure declares its entity up front (`writeProcedure("news")`); a
// procedure whose entities depend on what it did (an approved submission becomes an event or a
// business; a read that extends a series' occurrences writes events) adds them to this list as it
// goes, and the middleware in trpc.ts flushes it after the work succeeded, so its transaction has
// committed. Work outside a procedure (the daily series job) keeps a list of its own and flushes it
// the same way. Nobody calls `cache.invalidate` by hand: a source scan test holds to that.
import { type CachedEntity, cachePrefix } from "./cache-keys.ts";
import type { ReadCache } from "./read-cache.ts";

export class Changes {
  readonly #entities: Set<CachedEntity>;

  constructor(entities: Iterable<CachedEntity> = []) {
    this.#entities = new Set(entities);
  }

  /** Marks `entities` as written: their cached reads are dropped at the next flush. */
  add(...entities: CachedEntity[]): void {
    for (const entity of entities) this.#entities.add(entity);
  }

  get entities(): readonly CachedEntity[] {
    return [...this.#entities];
  }

  /**
   * Drops the cached reads of everything marked (in this instance at once, in the others through
   * the cache's bus) and empties the list; nothing marked, nothing sent.
   */
  async flush(cache: ReadCache): Promise<void> {
    if (this.#entities.size === 0) return;
    const prefixes = [...this.#entities].map((entity) => cachePrefix[entity]);
    this.#entities.clear();
    await cache.invalidate(...prefixes);
  }
}
