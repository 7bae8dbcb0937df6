// A series' occurrences as Event rows (decision 017): made up to the series' horizon
// (series-horizon.ts) so the events list, featured list, REST reads and detail pages need no notion
// of repetition, each with a stable id. A series edit rewrites its future occurrences except those
// edited on their own (overridden); a skipped date (EXDATE) is never made again.
// An occurrence is the series' occurrence on its day: a new time of day or rule keeps the id and
// page of every occurrence on a day the rule still gives.
import { localDate, occurrences } from "@chamber/core";
import type { EventSeriesModel as EventSeries, Prisma } from "@chamber/db";
import { insertEvents } from "./insert-events.ts";
import { DAY_MS } from "./series-day.ts";

type Transaction = Prisma.TransactionClient;

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
    website: series.website,
    cost: series.cost,
    organizerId: series.organizerId,
    imageId: series.imageId,
    featured: series.featured,
    published: series.published,
    publishedAt: series.publishedAt,
    unlistAt: series.unlistAt,
  };
}

/** An occurrence as the sync reads it. */
interface Occurrence {
  id: number;
  occurrenceDate: Date;
  overridden: boolean;
  date: Date;
  endDate: Date | null;
}

/**
 * Pairs the rule's starts with the occurrences that exist: the same start first, then the same day
 * in the site zone, so a new time of day (6 PM → 7 PM) keeps each occurrence, its id and its page.
 * Answers the pairs, the starts no occurrence has yet, and the occurrences no start wants.
 */
function pairByDay(starts: Date[], rows: Occurrence[], zone: string) {
  const pairs = new Map<Occurrence, Date>();
  const byStart = new Map(rows.map((row) => [row.occurrenceDate.getTime(), row]));
  const unpaired: Date[] = [];
  for (const start of starts) {
    const row = byStart.get(start.getTime());
    if (row) pairs.set(row, start);
    else unpaired.push(start);
  }
  const freeByDay = new Map<string, Occurrence[]>();
  for (const row of rows) {
    if (pairs.has(row)) continue;
    const day = localDate(row.occurrenceDate, zone);
    freeByDay.set(day, [...(freeByDay.get(day) ?? []), row]);
  }
  const fresh: Date[] = [];
  for (const start of unpaired) {
    const row = freeByDay.get(localDate(start, zone))?.shift();
    if (row) pairs.set(row, start);
    else fresh.push(start);
  }
  return { pairs, fresh, unwanted: rows.filter((row) => !pairs.has(row)) };
}

/**
 * A paired occurrence's new fields. A plain one takes the series' fields. One edited on its own
 * keeps its edits; when the series' time changed, it follows the new time unless it was moved on
 * its own (its start is then its own choice).
 */
function pairedFields(series: EventSeries, row: Occurrence, start: Date): Prisma.EventUpdateInput | null {
  if (!row.overridden) return { ...occurrenceFields(series, start), occurrenceDate: start };
  const shift = start.getTime() - row.occurrenceDate.getTime();
  if (shift === 0) return null;
  const movedOnItsOwn = row.date.getTime() !== row.occurrenceDate.getTime();
  return {
    occurrenceDate: start,
    ...(movedOnItsOwn ? {} : { date: start, endDate: row.endDate && new Date(row.endDate.getTime() + shift) }),
  };
}

/**
 * Makes the occurrences starting from `from` up to the series' horizon match its rule: missing
 * ones are created. With `rewrite` (a series edit), an occurrence whose day the rule still gives
 * keeps its id and takes the new start (pairedFields); one whose day it no longer gives is removed,
 * or, if it was edited on its own, kept as an event of its own (decision 017). Occurrences before
 * `from` are history and are left alone. Answers the ids of the occurrences kept on their own.
 */
export async function syncOccurrences(
  tx: Transaction,
  series: EventSeries,
  zone: string,
  from: Date,
  rewrite: boolean,
): Promise<number[]> {
  const skipped = new Set(series.exdates.map((date) => date.getTime()));
  let starts = occurrences(series, zone, from, series.horizon).filter((start) => !skipped.has(start.getTime()));
  if (rewrite) {
    // A day whose occurrence has already begun is not given a second one at a later new time.
    const begun = await tx.event.findMany({
      where: { seriesId: series.id, occurrenceDate: { gte: new Date(from.getTime() - DAY_MS), lt: from } },
      select: { occurrenceDate: true },
    });
    const begunDays = new Set(begun.map((row) => localDate(row.occurrenceDate ?? from, zone)));
    starts = starts.filter((start) => !begunDays.has(localDate(start, zone)));
  }
  const rows = (await tx.event.findMany({
    where: { seriesId: series.id, occurrenceDate: { gte: from } },
    select: { id: true, occurrenceDate: true, overridden: true, date: true, endDate: true },
  })) as Occurrence[];
  const { pairs, fresh, unwanted } = pairByDay(starts, rows, zone);

  if (rewrite) {
    const removed = unwanted.filter((row) => !row.overridden).map((row) => row.id);
    if (removed.length > 0) await tx.event.deleteMany({ where: { id: { in: removed } } });
    const detached = unwanted.filter((row) => row.overridden).map((row) => row.id);
    if (detached.length > 0) {
      await tx.event.updateMany({
        where: { id: { in: detached } },
        data: { seriesId: null, occurrenceDate: null, overridden: false, sequence: { increment: 1 } },
      });
    }
    // A plain occurrence that keeps its start takes the series' fields in one statement with all
    // the others (a daily series has hundreds); only its end, when the length changed, is its own.
    const inPlace = [...pairs].filter(
      ([row, start]) =>
        !row.overridden && row.date.getTime() === start.getTime() && row.occurrenceDate.getTime() === start.getTime(),
    );
    if (inPlace.length > 0) {
      const { date: _own, endDate: _ownEnd, ...shared } = occurrenceFields(series, series.date);
      await tx.event.updateMany({
        where: { id: { in: inPlace.map(([row]) => row.id) } },
        data: { ...shared, sequence: { increment: 1 } },
      });
      for (const [row, start] of inPlace) {
        const { endDate } = occurrenceFields(series, start);
        if (endDate?.getTime() !== row.endDate?.getTime())
          await tx.event.update({ where: { id: row.id }, data: { endDate } });
        pairs.delete(row);
      }
    }
    // No start is given to two occurrences, and a start taken here was no other one's, so these
    // updates never meet the (seriesId, occurrenceDate) unique index half-way.
    for (const [row, start] of pairs) {
      const data = pairedFields(series, row, start);
      if (data) await tx.event.update({ where: { id: row.id }, data: { ...data, sequence: { increment: 1 } } });
    }
  }
  await insertEvents(
    tx,
    fresh.map((start) => ({ ...occurrenceFields(series, start), seriesId: series.id, occurrenceDate: start })),
  );
  return rewrite ? unwanted.filter((row) => row.overridden).map((row) => row.id) : [];
}
