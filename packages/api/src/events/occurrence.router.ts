// What an occurrence's page says of its series, and what a skipped date's address answers
// (decision 017). Both are public reads of visible rows only; they are part of the event router.
import { localDate, seriesInWords, visibleWhere } from "@chamber/core";
import { idParam, NEXT_DATES, occurrenceSeries, skippedOccurrence } from "@chamber/core/schemas";
import type { Context } from "../context.ts";
import { notFound, publicProcedure } from "../trpc.ts";

const tags = ["events"];
const linkSelect = { id: true, date: true, status: true } as const;

/** A visible series by id, with what its words need. */
const visibleSeries = (ctx: Context, id: number) =>
  ctx.prisma.eventSeries.findFirst({
    where: { id, ...visibleWhere(ctx.now()) },
    select: { id: true, title: true, rule: true, date: true, allDay: true, until: true, count: true, exdates: true },
  });

/** The series' visible occurrences starting after `after`, soonest first. */
const nextOccurrences = (ctx: Context, seriesId: number, after: Date, take: number, except?: number) =>
  ctx.prisma.event.findMany({
    where: {
      AND: [visibleWhere(ctx.now()), { seriesId, date: { gt: after }, ...(except ? { id: { not: except } } : {}) }],
    },
    select: linkSelect,
    orderBy: [{ date: "asc" }, { id: "asc" }],
    take,
  });

/**
 * The series and start a deleted event had, from the activity log's record of its delete (the row
 * itself is gone, and the trash keeps it only for the undo window), or null if it had none.
 */
async function deletedOccurrence(ctx: Context, id: number) {
  const entry = await ctx.prisma.activityEntry.findFirst({
    where: { entity: "Event", entityId: String(id), action: "delete" },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    select: { changes: true },
  });
  const changes = (entry?.changes ?? {}) as Record<string, [unknown, unknown] | undefined>;
  const [seriesId] = changes.seriesId ?? [];
  const [occurrenceDate] = changes.occurrenceDate ?? [];
  if (typeof seriesId !== "number" || typeof occurrenceDate !== "string") return null;
  return { seriesId, occurrenceDate: new Date(occurrenceDate) };
}

export const occurrenceProcedures = {
  series: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/events/{id}/series",
        tags,
        protect: false,
        summary: "An occurrence's series",
        description: `The series a visible occurrence belongs to: its rule, the rule in words in the site's zone, and its next ${NEXT_DATES} visible occurrences still to come. 404 when the event is not visible or is no occurrence of a visible series.`,
      },
    })
    .input(idParam)
    .output(occurrenceSeries)
    .query(async ({ ctx, input }) => {
      const event = await ctx.prisma.event.findFirst({
        where: { id: input.id, ...visibleWhere(ctx.now()) },
        select: { seriesId: true },
      });
      const series = event?.seriesId ? await visibleSeries(ctx, event.seriesId) : null;
      if (!series) throw notFound("Event series");
      const next = await nextOccurrences(ctx, series.id, ctx.now(), NEXT_DATES, input.id);
      const { id, rule, until, count } = series;
      return { id, rule, until, count, words: seriesInWords(series, ctx.zone), next };
    }),

  skipped: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/events/{id}/skipped",
        tags,
        protect: false,
        summary: "A skipped date",
        description:
          "For the id of an occurrence deleted from its series (its date skipped, an EXDATE): the series, the skipped start and the next visible occurrence after it. 404 when the event exists, was no occurrence, its series is not visible, or its date is no longer skipped.",
      },
    })
    .input(idParam)
    .output(skippedOccurrence)
    .query(async ({ ctx, input }) => {
      const exists = await ctx.prisma.event.count({ where: { id: input.id } });
      const deleted = exists === 0 ? await deletedOccurrence(ctx, input.id) : null;
      const series = deleted ? await visibleSeries(ctx, deleted.seriesId) : null;
      // The skipped start moves with the series' time of day (series-day.ts): it is found by its day.
      const day = deleted && localDate(deleted.occurrenceDate, ctx.zone);
      const date = series?.exdates.find((start) => localDate(start, ctx.zone) === day);
      if (!series || !date) throw notFound("Skipped date");
      const after = new Date(Math.max(date.getTime(), ctx.now().getTime()));
      const [next = null] = await nextOccurrences(ctx, series.id, after, 1);
      return {
        id: input.id,
        seriesId: series.id,
        title: series.title,
        date,
        words: seriesInWords(series, ctx.zone),
        next,
      };
    }),
};
