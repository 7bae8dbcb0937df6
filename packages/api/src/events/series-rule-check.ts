// The checks a series' rule passes before any occurrence is made (decision 017): it must give
// dates, its first date among them, end after it, and still run within the history kept.
import { ExpansionTooLong, localDateTime, occurrences, type Recurrence } from "@chamber/core";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { historyFrom, horizonFor, monthsAfter, SERIES_HORIZON_MONTHS } from "./series-horizon.ts";

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
