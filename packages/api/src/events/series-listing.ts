// `series=once` on the events list (GET /api/events, the events page's default): a series is listed
// once, by the occurrence that stands for it, with its rule in words. The one that stands for it is
// its first the filters keep in the list's order: its next one, or its latest when every one the
// filters keep is past. A chamber has a few series, so the pick is one OR of (series, start) pairs.
import { seriesInWords } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";

type Where = Prisma.EventWhereInput;

/** The pairs as a filter: events of no series, and the one occurrence picked for each series. */
const picked = (rows: { seriesId: number | null; date: Date | null }[]): Where => ({
  OR: [
    { seriesId: null },
    ...rows.flatMap((row) => (row.seriesId !== null && row.date ? [{ seriesId: row.seriesId, date: row.date }] : [])),
  ],
});

/**
 * The filters that keep one occurrence per series in each part of the list. `filters` are the
 * list's own; `withUpcoming` says whether the upcoming part is listed (a series shown there is not
 * shown again among the past ones).
 */
export async function onceFilters(ctx: Context, filters: Where[], withUpcoming: boolean) {
  const now = ctx.now();
  const inSeries: Where = { seriesId: { not: null } };
  const [next, latest] = await Promise.all([
    withUpcoming
      ? ctx.prisma.event.groupBy({
          by: ["seriesId"],
          where: { AND: [...filters, inSeries, { date: { gt: now } }] },
          _min: { date: true },
        })
      : [],
    ctx.prisma.event.groupBy({
      by: ["seriesId"],
      where: { AND: [...filters, inSeries, { date: { lte: now } }] },
      _max: { date: true },
    }),
  ]);
  const upcoming = new Set(next.map((row) => row.seriesId));
  return {
    upcoming: picked(next.map((row) => ({ seriesId: row.seriesId, date: row._min.date }))),
    past: picked(
      latest
        .filter((row) => !upcoming.has(row.seriesId))
        .map((row) => ({ seriesId: row.seriesId, date: row._max.date })),
    ),
  };
}

/** The listed events with their series' rule in words (`repeats`), one read for the whole page. */
export async function withRepeats<T extends { seriesId: number | null }>(ctx: Context, events: T[]) {
  const ids = [...new Set(events.flatMap((event) => (event.seriesId === null ? [] : [event.seriesId])))];
  if (ids.length === 0) return events.map((event) => ({ ...event, repeats: null }));
  const series = await ctx.prisma.eventSeries.findMany({
    where: { id: { in: ids } },
    select: { id: true, rule: true, date: true, allDay: true },
  });
  const words = new Map(series.map((one) => [one.id, seriesInWords(one, ctx.zone)]));
  return events.map((event) => ({
    ...event,
    repeats: event.seriesId === null ? null : (words.get(event.seriesId) ?? null),
  }));
}
