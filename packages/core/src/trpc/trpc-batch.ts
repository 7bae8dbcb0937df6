// How large one tRPC batch may be, decided once for both ends: the web app's httpBatchLink splits
// its calls so that no batch goes past these, and the server (apps/server http/api.ts) accepts
// every batch within them and refuses, with a message saying which limit, any batch beyond.

export const TRPC_BATCH = {
  /** Calls in one batch. */
  maxItems: 10,
  /**
   * The longest URL, path and query (`/trpc/a.b,c.d?batch=1&input=…`), of a batch of several
   * calls. Within the 2,083 characters older browsers and many proxies take; the procedure names
   * of a batch are one path segment, so the server's router takes segments this long.
   */
  maxUrlLength: 2048,
} as const;
