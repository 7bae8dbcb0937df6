// /api/event-series (decision 017): a repeating event. Writes keep its occurrences (Event rows) in step
// through occurrence-sync.ts; reads answer the series with its occurrences.
import { MAX_STARTS_A_DAY, SERIES_YEARS, visibleWhere } from "@chamber/core";
import {
  eventSeriesInput,
  eventSeriesOutput,
  eventSeriesUpdate,
  eventSeriesUpdateOutput,
  idParam,
  idQuery,
  listPaging,
  readScope,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import type { Context } from "../context.ts";
import { imageSelect } from "../images/image-reference.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted, UNDO_WINDOW_MS } from "../trash/trash.ts";
import {
  deleted,
  notFound,
  publicChangingProcedure,
  publicProcedure,
  router,
  seesHidden,
  writeProcedure,
} from "../trpc.ts";
import { eventSelect } from "./event-select.ts";
import { insertEvents } from "./insert-events.ts";
import { extendHorizons } from "./series-horizon.ts";
import { createSeries, replaceSeries } from "./series-writes.ts";

const write = writeProcedure("events");
const tags = ["event series"];

/** A series with its occurrences, soonest first; a visitor sees only visible ones. */
async function withOccurrences(ctx: Context, where: Prisma.EventSeriesWhereInput, all: boolean) {
  const occurrenceWhere = all ? {} : visibleWhere(ctx.now());
  return ctx.prisma.eventSeries.findMany({
    where,
    include: {
      image: imageSelect,
      events: { where: occurrenceWhere, select: eventSelect, orderBy: [{ date: "asc" }, { id: "asc" }] },
    },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
}

function answer(series: Awaited<ReturnType<typeof withOccurrences>>[number]) {
  const { events, horizon: _internal, ...fields } = series;
  return { ...fields, occurrences: events };
}

async function readOne(ctx: Context, id: number, all: boolean) {
  const [series] = await withOccurrences(ctx, { id, ...(all ? {} : visibleWhere(ctx.now())) }, all);
  if (!series) throw notFound("Event series");
  return answer(series);
}

export const eventSeriesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/event-series",
        tags,
        protect: false,
        summary: "List event series",
        description: "Every series with its occurrences. An admin also sees hidden series and occurrences.",
      },
    })
    .input(z.object({ scope: readScope(), ...listPaging }))
    .output(z.array(eventSeriesOutput))
    .query(async ({ ctx, input }) => {
      const all = seesHidden(ctx, input.scope);
      const series = await withOccurrences(ctx, all ? {} : visibleWhere(ctx.now()), all);
      return pageOfList(ctx, input, series.map(answer), updatedAtOf("eventSeries"));
    }),

  byId: publicChangingProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/event-series/{id}",
        tags,
        protect: false,
        summary: "One event series",
        description: "The series with its occurrences for the next 12 months; 404 when it is not visible.",
      },
    })
    .input(idQuery)
    .output(eventSeriesOutput)
    .query(async ({ ctx, input }) => {
      const all = seesHidden(ctx, input.scope);
      // A read is a moment to notice that the series is running out of occurrences.
      await extendHorizons(ctx.prisma, ctx.zone, ctx.now(), ctx.changes, input.id);
      return readOne(ctx, input.id, all);
    }),

  create: write
    .meta({
      openapi: {
        method: "POST",
        path: "/event-series",
        tags,
        protect: true,
        summary: "Create an event series",
        description: `The event fields plus \`rule\` (an RFC 5545 RRULE body such as \`FREQ=MONTHLY;BYDAY=1TH\`, read in SITE_TIMEZONE from the first \`date\`, which must be a date the rule gives: calendar apps count it as the first occurrence) and an optional end, \`until\` or \`count\`. Its occurrences are made as events for the next 12 months (and the last 12, for a first date before them). A rule gives at most ${MAX_STARTS_A_DAY} starts a day; \`date\` and \`until\` fall between ${SERIES_YEARS.first} and ${SERIES_YEARS.last}. 400 names \`date\` when the rule does not give it or it is out of those years, \`rule\` when the rule gives no date in the 12 months from \`date\` or too many a day, \`count\` when the rule reaches it too rarely to be counted, \`until\` or \`count\` when the series ended more than 12 months ago.`,
      },
    })
    .input(eventSeriesInput)
    .output(eventSeriesOutput)
    .mutation(async ({ ctx, input }) => readOne(ctx, await createSeries(ctx, input), true)),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/event-series/{id}",
        tags,
        protect: true,
        summary: "Replace an event series",
        description:
          "Changes the whole series: its occurrences still to come take the new fields and rule, except those edited on their own and dates skipped. An occurrence on a day the new rule still gives keeps its id and page (at the new time of day, unless it was moved on its own); one on a day it no longer gives is removed, or, if it was edited on its own, kept as an event of its own (listed in `detached`). Past occurrences are left as they were.",
      },
    })
    .input(eventSeriesUpdate)
    .output(eventSeriesUpdateOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const detached = await replaceSeries(ctx, id, fields);
      return { ...(await readOne(ctx, id, true)), detached };
    }),

  delete: write
    .meta({
      openapi: {
        method: "DELETE",
        path: "/event-series/{id}",
        tags,
        protect: true,
        summary: "Delete an event series",
        description: `Deletes the series and every one of its occurrences; POST /api/event-series/{id}/restore puts them back within ${UNDO_WINDOW_MS / 1000} s.`,
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      // The trash row holds the series with its occurrences, so an undo brings back every page.
      await deleteUndoably(ctx, "eventSeries", input.id, (tx) =>
        tx.eventSeries.delete({ where: { id: input.id }, include: { events: true } }),
      );
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({
      openapi: restoreOpenapi(
        "/event-series/{id}/restore",
        tags,
        "an event series",
        "Its occurrences come back with it, with the same ids and their own edits.",
      ),
    })
    .input(idParam)
    .output(eventSeriesOutput)
    .mutation(async ({ ctx, input }) => {
      await restoreDeleted(ctx, "eventSeries", input.id, "Event series", async (tx, row) => {
        const { events, ...series } = row as unknown as Prisma.EventSeriesUncheckedCreateInput & {
          events: Prisma.EventCreateManyInput[];
        };
        await tx.eventSeries.create({ data: series });
        await insertEvents(tx, events);
      });
      return readOne(ctx, input.id, true);
    }),
});
