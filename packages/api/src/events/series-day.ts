// A series' start on a given day in the site zone: what a skipped date (EXDATE) becomes when the
// rule or time of day changes, and where a restored occurrence comes back.
import { localDate, occurrences, type Recurrence } from "@chamber/core";

export const DAY_MS = 24 * 60 * 60 * 1000;

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
