// The cause of a 429, apart from the middleware so that the error formatter (trpc.ts) can read it
// without a cycle.

/** Read by the HTTP layer to send `Retry-After`, and by the error formatter for the web app. */
export class RateLimited extends Error {
  override name = "RateLimited";
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(`Rate limited for ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
