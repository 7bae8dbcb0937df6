// Counts kept in memory and written every few seconds (docs/architecture.md "Reach"): a page view
// costs a Map update, not a database write, so counting never slows a page. Each flush is one
// upsert (reach-store.ts addReach) for everything counted since the last, plus one read turning
// page slugs into business ids. The day is taken when the event happens (SITE_TIMEZONE), not at the
// flush. On a crash, what was counted since the last flush (a few seconds) is lost: these are
// statistics, and losing a few seconds of them is the price of not writing on every page; a
// clean shutdown flushes first. A failed flush keeps its counts for the next one.
import { localDate } from "@chamber/core";
import type { ReachCounter } from "@chamber/core/schemas";
import type { Database } from "@chamber/db";
import { addReach, mergeIncrements, type ReachIncrement } from "./reach-store.ts";

/** A business as the counting point knows it: its id (a click, a card), or its page's slug (a view). */
export type ReachTarget = { businessId: number } | { slug: string };

interface Pending {
  target: ReachTarget;
  day: string;
  counts: Partial<Record<ReachCounter, number>>;
}

/** Beyond this many pending rows (a database down for long), new counts are dropped, not memory. */
const MAX_PENDING = 50_000;

export interface ReachTallyOptions {
  prisma: Database["prisma"];
  zone: string;
  now?: () => Date;
  /** How often the counts are written (ms). */
  flushMs?: number;
  onError?: (error: unknown) => void;
}

export class ReachTally {
  #pending = new Map<string, Pending>();
  #flushing: Promise<void> = Promise.resolve();
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #options: Required<Omit<ReachTallyOptions, "onError">> & Pick<ReachTallyOptions, "onError">;

  constructor(options: ReachTallyOptions) {
    // Each default only where the option is absent or undefined (a spread would keep an undefined).
    this.#options = { ...options, now: options.now ?? (() => new Date()), flushMs: options.flushMs ?? 5_000 };
  }

  /** Adds `n` to `counter` of the business today. */
  count(target: ReachTarget, counter: ReachCounter, n = 1): void {
    this.#add(target, this.#today(), counter, n);
  }

  #day = { minute: Number.NaN, date: "" };

  /**
   * Today in the site's zone, worked out once a minute (a zone's day always begins on a whole
   * minute): a directory page counts 24 cards, and each reading of the zone's clock costs ~30 µs.
   */
  #today(): string {
    const now = this.#options.now().getTime();
    const minute = Math.floor(now / 60_000);
    if (minute !== this.#day.minute) this.#day = { minute, date: localDate(new Date(now), this.#options.zone) };
    return this.#day.date;
  }

  #add(target: ReachTarget, day: string, counter: ReachCounter, n: number): void {
    const key = `${"slug" in target ? `s:${target.slug}` : `i:${target.businessId}`}|${day}`;
    let pending = this.#pending.get(key);
    if (!pending) {
      if (this.#pending.size >= MAX_PENDING) return;
      pending = { target, day, counts: {} };
      this.#pending.set(key, pending);
    }
    pending.counts[counter] = (pending.counts[counter] ?? 0) + n;
  }

  /** Rows waiting for the next flush. */
  get pendingRows(): number {
    return this.#pending.size;
  }

  /** Writes everything counted so far; flushes never overlap. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), this.#options.flushMs);
    this.#timer.unref?.();
  }

  /** Stops the timer and writes what is left (at shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      await addReach(this.#options.prisma, mergeIncrements(await this.#resolve(batch)));
    } catch (error) {
      // Kept for the next flush, on the day they were counted.
      for (const row of batch)
        for (const [counter, n] of Object.entries(row.counts))
          this.#add(row.target, row.day, counter as ReachCounter, n);
      this.#options.onError?.(error);
    }
  }

  /** Page slugs to business ids, in one read; a slug no business has is dropped. */
  async #resolve(batch: Pending[]): Promise<ReachIncrement[]> {
    const slugs = [...new Set(batch.flatMap((row) => ("slug" in row.target ? [row.target.slug] : [])))];
    const ids =
      slugs.length === 0
        ? new Map<string, number>()
        : new Map(
            (
              await this.#options.prisma.business.findMany({
                where: { slug: { in: slugs } },
                select: { id: true, slug: true },
              })
            ).map((row) => [row.slug, row.id]),
          );
    return batch.flatMap((row) => {
      const businessId = "slug" in row.target ? ids.get(row.target.slug) : row.target.businessId;
      return businessId === undefined ? [] : [{ businessId, day: row.day, counts: row.counts }];
    });
  }
}
