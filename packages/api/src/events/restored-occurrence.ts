// Undoing the delete of a series' occurrence (decisions 013 and 017): the row comes back where its
// series now puts its day, or as an event of its own.
import { localDate } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { startOnDay } from "./series-day.ts";

type Transaction = Prisma.TransactionClient;

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
