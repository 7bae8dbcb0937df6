// Importing events from iCalendar (docs/decisions/032-calendar-import.md): a file's text or a
// feed's address, and the feeds kept as subscriptions. The REST door of an import is
// POST /api/imports/events (apps/server imports/, multipart or JSON), which calls `fromFile` or
// `fromUrl`; the subscriptions are REST procedures of their own. Editors and owners only.
import {
  type CalendarImportResult,
  calendarFileImport,
  calendarImportAnswer,
  calendarSubscriptionId,
  calendarSubscriptionOutput,
  calendarUrlImport,
  listPagingQuery,
} from "@chamber/core/schemas";
import { z } from "zod";
import { actorOf } from "../activity/actor.ts";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { checkTargetUrl, OutboundRefused } from "../outbound/public-request.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { adminProcedure, deleted, notFound, router, writeProcedure, writeReadingFirst } from "../trpc.ts";
import { FeedUnreadable, fetchCalendar } from "./fetch-calendar.ts";
import { importCalendar } from "./import-calendar.ts";
import { nextRead, readFeed, refreshSubscription, subscriptionSelect } from "./subscriptions.ts";

const tags = ["imports"];
const write = writeProcedure("events");

/** The address as it is kept (one subscription per address), or a 400 on `url`. */
function targetOf(ctx: Context, url: string): string {
  try {
    return checkTargetUrl(url, ctx.outbound).href;
  } catch (error) {
    if (error instanceof OutboundRefused) throw fieldRefusal("url", error.message);
    throw error;
  }
}

/** The feed at the address staff gave, read before the import's transaction opens; else a 400 on `url`. */
async function readGivenFeed(ctx: Context, given: string) {
  const url = targetOf(ctx, given);
  try {
    return { url, text: await fetchCalendar(url, ctx.outbound) };
  } catch (error) {
    if (error instanceof FeedUnreadable) throw fieldRefusal("url", error.message);
    throw error;
  }
}

/** A subscription's address and its feed read now, before the refresh's transaction opens. */
async function readSubscribedFeed(ctx: Context, id: number) {
  const found = await ctx.prisma.calendarSubscription.findUnique({ where: { id }, select: { url: true } });
  if (!found) throw notFound("Calendar subscription");
  return readFeed(found.url, ctx.outbound);
}

/** A stored row as the output schema reads it: `lastResult` is kept as JSON. */
const answer = <Row extends { lastResult: unknown }>(row: Row) => ({
  ...row,
  lastResult: row.lastResult as CalendarImportResult | null,
});

export const calendarImportRouter = router({
  fromFile: write
    .meta({ requires: "editor" })
    .input(calendarFileImport)
    .output(calendarImportAnswer)
    .mutation(async ({ ctx, input }) => ({ ...(await importCalendar(ctx, input.ics)), subscriptionId: null })),

  fromUrl: writeReadingFirst(calendarUrlImport, (ctx, input) => readGivenFeed(ctx, input.url), "events")
    .meta({ requires: "editor" })
    .output(calendarImportAnswer)
    .mutation(async ({ ctx, input }) => {
      const { url, text } = ctx.read;
      if (!input.subscribe) return { ...(await importCalendar(ctx, text)), subscriptionId: null };
      const now = ctx.now();
      const { id } = await ctx.prisma.calendarSubscription.upsert({
        where: { url },
        create: { url, createdBy: actorOf(ctx).name, nextFetchAt: nextRead(now) },
        update: { enabled: true },
        select: { id: true },
      });
      const result = await importCalendar(ctx, text, id);
      await ctx.prisma.calendarSubscription.update({
        where: { id },
        data: { lastResult: result, lastError: null, lastFetchedAt: now, nextFetchAt: nextRead(now) },
      });
      return { ...result, subscriptionId: id };
    }),

  subscriptions: adminProcedure
    .meta({
      requires: "editor",
      openapi: {
        method: "GET",
        path: "/calendar-subscriptions",
        tags,
        protect: true,
        summary: "List calendar subscriptions",
        description:
          "The calendar feeds read again every hour (POST /imports/events with `subscribe`), newest first, with the last read's counts or why it failed.",
      },
    })
    .input(listPagingQuery)
    .output(z.array(calendarSubscriptionOutput))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.calendarSubscription.findMany({
        select: subscriptionSelect,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      return pageOfList(ctx, input, rows.map(answer), updatedAtOf("calendarSubscription"));
    }),

  refreshSubscription: writeReadingFirst(
    calendarSubscriptionId,
    (ctx, input) => readSubscribedFeed(ctx, input.id),
    "events",
  )
    .meta({
      requires: "editor",
      openapi: {
        method: "POST",
        path: "/calendar-subscriptions/{id}/refresh",
        tags,
        protect: true,
        summary: "Read a subscription now",
        description:
          "Reads the feed and imports it at once, as the hourly refresh does; the answer carries the counts (`lastResult`) or why the feed could not be read (`lastError`).",
      },
    })
    .output(calendarSubscriptionOutput)
    .mutation(async ({ ctx, input }) => {
      await refreshSubscription(ctx, input.id, ctx.read, (text) => importCalendar(ctx, text, input.id));
      return answer(
        await ctx.prisma.calendarSubscription.findUniqueOrThrow({
          where: { id: input.id },
          select: subscriptionSelect,
        }),
      );
    }),

  deleteSubscription: writeProcedure()
    .meta({
      requires: "editor",
      openapi: {
        method: "DELETE",
        path: "/calendar-subscriptions/{id}",
        tags,
        protect: true,
        summary: "Remove a calendar subscription",
        description: "The feed is no longer read. The events it brought stay, as events of their own.",
      },
    })
    .input(calendarSubscriptionId)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      const { count } = await ctx.prisma.calendarSubscription.deleteMany({ where: { id: input.id } });
      if (count === 0) throw notFound("Calendar subscription");
      return { success: true as const, id: input.id };
    }),
});
