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

/** Reads the subscription's feed and imports it, keeping the counts or why it failed. */
export async function refreshSubscription(
  ctx: Context,
  subscription: { id: number; url: string },
  runImport: (text: string) => Promise<CalendarImportResult>,
): Promise<boolean> {
  let outcome: { lastResult: CalendarImportResult; lastError: null } | { lastError: string };
  try {
    const text = await fetchCalendar(subscription.url, ctx.outbound);
    outcome = { lastResult: await runImport(text), lastError: null };
  } catch (error) {
    const refused = error instanceof TRPCError && error.code === "BAD_REQUEST";
    if (!(error instanceof FeedUnreadable) && !refused) throw error;
    outcome = { lastError: (error as Error).message };
  }
  await ctx.prisma.calendarSubscription.update({
    where: { id: subscription.id },
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
    await refreshSubscription(ctx, subscription, (text) =>
      asSystem(job.db.prisma, (prisma) =>
        importCalendar({ ...ctx, prisma, db: { ...job.db, prisma } }, text, subscription.id),
      ),
    );
    changes.add("events");
  }
  return claimed.length;
}
