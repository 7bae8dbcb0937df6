// A series' occurrences as Event rows (issue 16, decision 017): made for a 12-month horizon so the
// events list, featured list, REST reads and detail pages need no notion of repetition, each with
// a stable id. A series edit rewrites its future occurrences except those edited on their own
// (overridden); a skipped date (EXDATE) is never made again; the horizon is extended as time passes.
import { occurrences } from "@chamber/core";
import type { Database, EventSeriesModel as EventSeries, Prisma } from "@chamber/db";

type Transaction = Prisma.TransactionClient;

export const SERIES_HORIZON_MONTHS = 12;

/** Twelve months past the later of now and the series' first start. */
export function horizonFor(now: Date, first: Date): Date {
  const horizon = new Date(Math.max(now.getTime(), first.getTime()));
  horizon.setUTCMonth(horizon.getUTCMonth() + SERIES_HORIZON_MONTHS);
  return horizon;
}

/** An occurrence's own fields: the series' fields at `start`, its end as far after as the first's. */
function occurrenceFields(series: EventSeries, start: Date) {
  const length = series.endDate ? series.endDate.getTime() - series.date.getTime() : null;
  return {
    title: series.title,
    description: series.description,
    category: series.category,
    location: series.location,
    date: start,
    endDate: length === null ? null : new Date(start.getTime() + length),
    allDay: series.allDay,
    status: series.status,
    previousDate: null,
    onlineUrl: series.onlineUrl,
    featured: series.featured,
    published: series.published,
    publishedAt: series.publishedAt,
    unlistAt: series.unlistAt,
  };
}

/**
 * Makes the occurrences starting from `from` up to the series' horizon match its rule: missing
 * ones are created; with `rewrite`, existing ones not edited on their own take the series' fields
 * (a new revision each) and ones the rule no longer gives are removed. Occurrences before `from`
 * are history and are left alone.
 */
export async function syncOccurrences(
  tx: Transaction,
  series: EventSeries,
  zone: string,
  from: Date,
  rewrite: boolean,
): Promise<void> {
  const skipped = new Set(series.exdates.map((date) => date.getTime()));
  const starts = occurrences(series, zone, from, series.horizon).filter((start) => !skipped.has(start.getTime()));
  const existing = await tx.event.findMany({
    where: { seriesId: series.id, occurrenceDate: { gte: from } },
    select: { id: true, occurrenceDate: true, overridden: true },
  });
  const byStart = new Map(existing.map((row) => [row.occurrenceDate?.getTime(), row]));
  const wanted = new Set(starts.map((start) => start.getTime()));

  const missing = starts.filter((start) => !byStart.has(start.getTime()));
  if (missing.length > 0) {
    await tx.event.createMany({
      data: missing.map((start) => ({
        ...occurrenceFields(series, start),
        seriesId: series.id,
        occurrenceDate: start,
      })),
    });
  }
  if (!rewrite) return;
  const gone = existing.filter((row) => !wanted.has(row.occurrenceDate?.getTime() ?? Number.NaN)).map((row) => row.id);
  if (gone.length > 0) await tx.event.deleteMany({ where: { id: { in: gone } } });
  for (const row of existing) {
    if (row.overridden || !row.occurrenceDate || !wanted.has(row.occurrenceDate.getTime())) continue;
    await tx.event.update({
      where: { id: row.id },
      data: { ...occurrenceFields(series, row.occurrenceDate), sequence: { increment: 1 } },
    });
  }
}

/**
 * Moves the horizon of every series whose occurrences run out within a month, making the
 * occurrences it now covers. Answers how many series were extended (0: nothing changed).
 */
export async function extendHorizons(
  prisma: Database["prisma"],
  zone: string,
  now: Date,
  seriesId?: number,
): Promise<number> {
  const soon = new Date(now);
  soon.setUTCMonth(soon.getUTCMonth() + SERIES_HORIZON_MONTHS - 1);
  const short = await prisma.eventSeries.findMany({
    where: { horizon: { lt: soon }, ...(seriesId === undefined ? {} : { id: seriesId }) },
  });
  for (const series of short) {
    await prisma.$transaction(async (tx) => {
      const horizon = horizonFor(now, series.date);
      const extended = await tx.eventSeries.update({ where: { id: series.id }, data: { horizon } });
      await syncOccurrences(tx, extended, zone, new Date(series.horizon.getTime() + 1), false);
    });
  }
  return short.length;
}
