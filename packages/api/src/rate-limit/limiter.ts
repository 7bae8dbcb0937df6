// The counters behind the rate limits: fixed windows, counted in process here, or in Redis (the
// server's RedisLimiter) so that every instance shares one count. `undo` exists so that sign-in
// can count an attempt before it runs (parallel guesses cannot all slip under the limit) and take
// it back once it turns out not to be a failed sign-in.

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface Limiter {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one hit; nothing when the window has ended meanwhile. */
  undo(key: string): Promise<void>;
}

/** Above this many keys, ended windows are swept out; above 10× it, the oldest keys go too. */
const SWEEP_AT = 10_000;

export class MemoryLimiter implements Limiter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #now: () => number;

  constructor(options: { now?: () => number } = {}) {
    this.#now = options.now ?? Date.now;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.#windows.size >= SWEEP_AT) this.#sweep(now);
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetMs: window.endsAt - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.#windows.get(key);
    if (window && window.endsAt > this.#now() && window.count > 0) window.count--;
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < SWEEP_AT * 10) break;
      this.#windows.delete(key);
    }
  }
}
