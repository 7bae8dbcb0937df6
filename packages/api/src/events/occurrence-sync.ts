// A series' occurrences as Event rows (decision 017): made for a 12-month horizon so the
// events list, featured list, REST reads and detail pages need no notion of repetition, each with
// a stable id. A series edit rewrites its future occurrences except those edited on their own
// (overridden); a skipped date (EXDATE) is never made again; the horizon is extended as time passes.
// An occurrence is the series' occurrence on its day: a new time of day or rule keeps the id and
// page of every occurrence on a day the rule still gives.
import { ExpansionTooLong, localDate, localDateTime, occurrences, type Recurrence } from "@chamber/core";
import { type Database, type EventSeriesModel as EventSeries, Prisma } from "@chamber/db";
import type { Changes } from "../cache/changes.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";

type Transaction = Prisma.TransactionClient;

export const SERIES_HORIZON_MONTHS = 12;

const monthsAfter = (date: Date, months: number) => {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

/** Twelve months past the later of now and the series' first start. */
export function horizonFor(now: Date, first: Date): Date {
  return monthsAfter(new Date(Math.max(now.getTime(), first.getTime())), SERIES_HORIZON_MONTHS);
}

/**
 * Where a new series' occurrences begin: its first date, or twelve months back for one begun
 * earlier. That much history shows in the admin; every start since a first date long past would
 * be thousands of rows nobody reads.
 */
export function historyFrom(now: Date, first: Date): Date {
  return new Date(Math.max(first.getTime(), monthsAfter(now, -SERIES_HORIZON_MONTHS).getTime()));
}

/**
 * Refuses a rule that gives no date in the 12 months from its first date: the series would have
 * no occurrence, so nothing in the admin would show it or let staff delete it. Refuses a first
 * date the rule does not give too: calendar apps count a series' first date (DTSTART) as its first
 * occurrence whatever the rule says (RFC 5545 §3.8.5.3), so the feed would show one the site does
 * not. Then the end: one before the first date the rule gives, or a count the rule reaches too
 * rarely to be counted cheaply (rule-expansion.ts).
 */
export function checkGivesDates(series: Recurrence, zone: string): void {
  const endless = { ...series, until: null, count: null };
  const first = occurrences(endless, zone, series.date, monthsAfter(series.date, SERIES_HORIZON_MONTHS), 1)[0];
  if (!first) {
    throw fieldRefusal("rule", `The rule gives no date in the ${SERIES_HORIZON_MONTHS} months from the first date`);
  }
  if (first.getTime() !== series.date.getTime()) {
    throw fieldRefusal(
      "date",
      `The first date must be one the rule gives: from this date it first gives ${localDateTime(first, zone)} (${zone})`,
    );
  }
  let ends: Date[];
  try {
    ends = occurrences(series, zone, series.date, series.date, 1);
  } catch (error) {
    if (!(error instanceof ExpansionTooLong)) throw error;
    throw fieldRefusal("count", "The rule gives its dates too rarely to be counted; end the series by until");
  }
  if (ends.length === 0) {
    throw fieldRefusal(series.count ? "count" : "until", "The series ends before the first date its rule gives");
  }
}

/** Refuses a new series whose every date is before its history (historyFrom): it would have no occurrence. */
export function checkStillRuns(series: Recurrence, zone: string, now: Date): void {
  if (occurrences(series, zone, historyFrom(now, series.date), horizonFor(now, series.date), 1).length === 0) {
    throw fieldRefusal(
      series.count ? "count" : "until",
      `The series ended more than ${SERIES_HORIZON_MONTHS} months ago`,
    );
  }
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
    website: series.website,
    imageId: series.imageId,
    featured: series.featured,
    published: series.published,
    publishedAt: series.publishedAt,
    unlistAt: series.unlistAt,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
 * Inserts event rows (all of one shape) in one statement whose cost in JavaScript hardly grows with
 * their number: the rows travel as one JSON parameter that PostgreSQL unpacks into Event rows.
 * Through createMany, every row's every column is a parameter the query compiler handles on the
 * event loop, about 0.3 ms a row: a year of daily occurrences held it 30 ms per hundred rows.
 * The column names are the rows' own keys, which are Event's columns (no field is mapped to
 * another name); `updatedAt` is set here as Prisma sets it on a create.
 */
export async function insertEvents(tx: Transaction, rows: Prisma.EventCreateManyInput[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const updatedAt = new Date();
  const stamped = rows.map((row) => ({ updatedAt, ...row }));
  const columns = Prisma.join(Object.keys({ updatedAt, ...first }).map((column) => Prisma.raw(`"${column}"`)));
  await tx.$executeRaw`
    INSERT INTO "Event" (${columns})
    SELECT ${columns} FROM json_populate_recordset(NULL::"Event", ${JSON.stringify(stamped)}::json)`;
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

/**
 * The skipped dates for a series' new rule or time: a skipped day the rule still gives is skipped
 * at the start the rule now gives it (an EXDATE must equal a start to hide it in calendar apps);
 * others are kept as they were, harmless.
 */
export function skippedDatesFor(series: Recurrence, exdates: Date[], zone: string): Date[] {
  return exdates.map((date) => startOnDay(series, date, zone) ?? date);
}

/** The start the series' rule (within its end) gives on `instant`'s day in the site zone, or null. */
export function startOnDay(series: Recurrence, instant: Date, zone: string): Date | null {
  const day = localDate(instant, zone);
  const near = occurrences(series, zone, new Date(instant.getTime() - DAY_MS), new Date(instant.getTime() + DAY_MS));
  return near.find((start) => localDate(start, zone) === day) ?? null;
}

/**
 * A deleted occurrence's row as the undo puts it back (decisions 013 and 017): its day is no longer
 * skipped, and it comes back at the start its series gives that day now (the series' time may have
 * changed since, its skipped day moving with it). If the series no longer gives its day (a new rule
 * or a shorter end since), it comes back as an event of its own, as a series edit keeps an edited
 * occurrence whose day it no longer gives: left in the series, the feed's RRULE would not show it
 * and the next series edit would remove it (so too when the series itself has been deleted since).
 * Its day then stays skipped, so a later rule that gives the day again makes no second event beside it.
 */
export async function restoredOccurrence(
  tx: Transaction,
  row: Prisma.EventUncheckedCreateInput,
  zone: string,
): Promise<Prisma.EventUncheckedCreateInput> {
  const series = row.seriesId ? await tx.eventSeries.findUnique({ where: { id: row.seriesId } }) : null;
  const standalone = { seriesId: null, occurrenceDate: null, overridden: false };
  if (!series || !row.occurrenceDate) return { ...row, ...standalone };
  const original = new Date(row.occurrenceDate);
  const start = startOnDay(series, original, zone);
  if (!start) return { ...row, ...standalone, sequence: (row.sequence ?? 0) + 1 };
  const day = localDate(original, zone);
  const exdates = series.exdates.filter((date) => localDate(date, zone) !== day);
  if (exdates.length !== series.exdates.length) {
    await tx.eventSeries.update({ where: { id: series.id }, data: { exdates, sequence: { increment: 1 } } });
  }
  const shift = start.getTime() - original.getTime();
  if (shift === 0) return row;
  const movedOnItsOwn = new Date(row.date).getTime() !== original.getTime();
  if (movedOnItsOwn) return { ...row, occurrenceDate: start };
  const endDate = row.endDate ? new Date(new Date(row.endDate).getTime() + shift) : row.endDate;
  return { ...row, occurrenceDate: start, date: start, endDate };
}

/**
 * Moves the horizon of every series whose occurrences run out within a month, making the
 * occurrences it now covers, and marks events changed in `changes` for each (the caller flushes
 * them once done). Answers how many series were extended (0: nothing changed).
 */
export async function extendHorizons(
  prisma: Database["prisma"],
  zone: string,
  now: Date,
  changes: Changes,
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
    changes.add("events");
  }
  return short.length;
}
