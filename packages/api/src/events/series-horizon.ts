// How far ahead a series' occurrences are made (decision 017): twelve months past the later of now
// and its first start, and, for a new series begun long ago, how far back. As time passes the
// horizon is moved on (extendHorizons, run at start-up and daily by the server), so the months
// ahead are always made whole.
import type { Database } from "@chamber/db";
import type { Changes } from "../cache/changes.ts";
import { syncOccurrences } from "./occurrence-sync.ts";

export const SERIES_HORIZON_MONTHS = 12;

export const monthsAfter = (date: Date, months: number) => {
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
  const soon = monthsAfter(now, SERIES_HORIZON_MONTHS - 1);
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
