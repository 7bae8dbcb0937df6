// Calendar subscriptions: a feed's address kept and read again every hour. Every server instance
// looks for due ones; the UPDATE that moves a subscription's next read an hour on is its claim, so
// each is read by one instance only. A read's counts or its failure are kept for the admin.
import { CALENDAR_REFRESH_MS, type CalendarImportResult } from "@chamber/core/schemas";
import type { Database, Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { asSystem } from "../activity/actor.ts";
import type { Changes } from "../cache/changes.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import { type Context, createInnerContext } from "../context.ts";
import type { OutboundPolicy } from "../outbound/public-request.ts";
import { FeedUnreadable, fetchCalendar } from "./fetch-calendar.ts";
import { importCalendar } from "./import-calendar.ts";

export const subscriptionSelect = {
  id: true,
  url: true,
  createdBy: true,
  enabled: true,
  nextFetchAt: true,
  lastFetchedAt: true,
  lastResult: true,
  lastError: true,
  createdAt: true,
} satisfies Prisma.CalendarSubscriptionSelect;

export const nextRead = (now: Date) => new Date(now.getTime() + CALENDAR_REFRESH_MS);

/** A feed's text, or why it could not be read (for the subscription's `lastError`). */
export type FeedRead = { text: string } | { error: string };

/** Reads a feed, outside any transaction: a slow remote must not hold one open. */
export async function readFeed(url: string, outbound: OutboundPolicy): Promise<FeedRead> {
  try {
    return { text: await fetchCalendar(url, outbound) };
  } catch (error) {
    if (error instanceof FeedUnreadable) return { error: error.message };
    throw error;
  }
}

/** Imports a feed read by `readFeed`, keeping the counts or why it failed. */
export async function refreshSubscription(
  ctx: Context,
  id: number,
  feed: FeedRead,
  runImport: (text: string) => Promise<CalendarImportResult>,
): Promise<boolean> {
  let outcome: { lastResult: CalendarImportResult; lastError: null } | { lastError: string };
  if ("error" in feed) outcome = { lastError: feed.error };
  else {
    try {
      outcome = { lastResult: await runImport(feed.text), lastError: null };
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === "BAD_REQUEST")) throw error;
      outcome = { lastError: error.message };
    }
  }
  await ctx.prisma.calendarSubscription.update({
    where: { id },
    data: { ...outcome, lastFetchedAt: ctx.now(), nextFetchAt: nextRead(ctx.now()) },
  });
  return outcome.lastError === null;
}

export interface RefreshJob {
  db: Database;
  cache: ReadCache;
  zone: string;
  now: () => Date;
  outbound: OutboundPolicy;
}

/**
 * Reads every enabled subscription whose hour has come, each claimed by moving its next read on
 * first. Events it imports are marked in `changes` (the caller flushes them). Answers how many
 * were read.
 */
export async function refreshDueSubscriptions(job: RefreshJob, changes: Changes): Promise<number> {
  const now = job.now();
  const claimed = await job.db.prisma.$queryRaw<{ id: number; url: string }[]>`
    UPDATE "CalendarSubscription" SET "nextFetchAt" = ${nextRead(now)}
    WHERE "enabled" AND "nextFetchAt" <= ${now}
    RETURNING "id", "url"`;
  const ctx = createInnerContext({
    db: job.db,
    zone: job.zone,
    now: job.now,
    cache: job.cache,
    outbound: job.outbound,
  });
  for (const subscription of claimed) {
    // The feed is read outside any transaction; its writes are one transaction, the system's.
    const feed = await readFeed(subscription.url, job.outbound);
    await refreshSubscription(ctx, subscription.id, feed, (text) =>
      asSystem(job.db.prisma, (prisma) =>
        importCalendar({ ...ctx, prisma, db: { ...job.db, prisma } }, text, subscription.id),
      ),
    );
    changes.add("events");
  }
  return claimed.length;
}
