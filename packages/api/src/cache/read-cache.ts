// The seam for caching public reads. Routers ask the cache by key and tell it when they write;
// the server supplies a real implementation (in-process, invalidated across instances).
export interface ReadCache {
  /** Returns the cached value for `key`, or computes, stores and returns it. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every cached value whose key starts with one of `prefixes`. */
  invalidate(...prefixes: string[]): Promise<void>;
}

export const noopCache: ReadCache = {
  get: (_key, compute) => compute(),
  invalidate: async () => {},
};
