// Whether a business is open at an instant, read from its opening hours (hours.ts) in the site's
// zone: the one rule behind the listing's "Open now" line, the directory's "Open now" filter and
// GET /api/businesses?openNow=true (docs/architecture.md "Opening hours and the read cache").
//
// Each span of a date becomes an interval of instants; the business is open when `now` falls in
// one. A span closing at or before it opens runs into the next date's early hours, so Monday's
// "18:00"–"02:00" still counts at 1 AM on Tuesday. A dated exception replaces its date's weekday
// spans (a span of the day before still runs past midnight into it).
//
// Daylight saving, read as Temporal's "compatible" disambiguation and RFC 5545 do:
// - a wall-clock time the spring-forward change skips (02:30 on 2026-03-08 in Los Angeles) is
//   moved forward by the gap (03:30 PDT), so a span never opens or closes before its stated time;
// - a time the fall-back change repeats (01:30 on 2026-11-01) is its first occurrence. A span
//   "18:00"–"02:00" over that night is open for both 1:30s and closes once, at 2:00 PST; a span
//   closing at 01:30 closes at the first 1:30 and does not reopen in the repeated hour.

import { offsetMinutes, wallClock } from "../time/time-zone.ts";
import type { Hours, HoursSpan } from "./hours.ts";
import type { Weekday } from "./weekdays.ts";

/** Sunday first, as `Date.getUTCDay()` counts. */
const weekdayByIndex: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

export interface OpeningMoment {
  /** "2026-03-10", the date in the zone. */
  date: string;
  weekday: Weekday;
  /** "09:00", the wall clock in the zone. */
  time: string;
  at: Date;
}

export interface OpeningState {
  /** False when the business gave no hours: say nothing rather than "Closed". */
  known: boolean;
  open: boolean;
  today: {
    date: string;
    weekday: Weekday;
    /** Today's spans, its exception's when it has one. */
    spans: HoursSpan[];
    /** Today follows a dated exception rather than its weekday. */
    exception: boolean;
  };
  /** When open: the end of the current span (contiguous spans joined). */
  closes: OpeningMoment | null;
  /** When closed: the next opening within the next `LOOKAHEAD_DAYS` days. */
  opens: OpeningMoment | null;
}

/** How far ahead the next opening is looked for (exceptions can close a business for a while). */
export const LOOKAHEAD_DAYS = 21;

/** A calendar date as a UTC midnight, so date arithmetic never meets a daylight-saving change. */
type CalendarDay = Date;

const pad = (value: number) => String(value).padStart(2, "0");
const isoDate = (day: CalendarDay) => `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
const addDays = (day: CalendarDay, days: number): CalendarDay => new Date(day.getTime() + days * 86_400_000);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday of a "YYYY-MM-DD" date. */
export function weekdayOf(date: string): Weekday {
  return weekdayByIndex[new Date(`${date}T00:00:00Z`).getUTCDay()] as Weekday;
}

/** The spans of `date`: its exception's when it has one, else its weekday's. */
export function spansOn(hours: Hours, date: string): { spans: HoursSpan[]; exception: boolean } {
  const exception = hours.exceptions.find((candidate) => candidate.date === date);
  if (exception) return { spans: "spans" in exception ? exception.spans : [], exception: true };
  return { spans: hours.weekly[weekdayOf(date)] ?? [], exception: false };
}

/**
 * The instant of `minutes` after midnight of `day` in `zone` (minutes may pass 1440: the next day).
 * Tried with the offsets in force 12 hours before and after (a day holds at most one change): the
 * earliest that reads back as the wall clock asked for wins; none does inside a skipped hour, and
 * the offset before the change moves the time forward by the gap.
 */
export function instantOfDayMinutes(day: CalendarDay, minutes: number, zone: string): Date {
  const asUtc = day.getTime() + minutes * 60_000;
  const before = offsetMinutes(new Date(asUtc - 43_200_000), zone);
  const after = offsetMinutes(new Date(asUtc + 43_200_000), zone);
  const target = wallClock(new Date(asUtc), "UTC");
  const readsBack = (instant: number) => {
    const wall = wallClock(new Date(instant), zone);
    return wall.day === target.day && wall.hour === target.hour && wall.minute === target.minute;
  };
  const candidates = [asUtc - before * 60_000, asUtc - after * 60_000].sort((a, b) => a - b);
  const exact = candidates.find(readsBack);
  return new Date(exact ?? asUtc - before * 60_000);
}

interface Interval {
  opens: Date;
  closes: Date;
}

/** The intervals of the spans of `day`. */
function intervalsOf(hours: Hours, day: CalendarDay, zone: string): Interval[] {
  return spansOn(hours, isoDate(day)).spans.map((span) => {
    const opens = minutesOf(span.opens);
    let closes = minutesOf(span.closes);
    if (closes <= opens) closes += 1440;
    return { opens: instantOfDayMinutes(day, opens, zone), closes: instantOfDayMinutes(day, closes, zone) };
  });
}

function momentOf(instant: Date, zone: string): OpeningMoment {
  const wall = wallClock(instant, zone);
  const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  return { date, weekday: weekdayOf(date), time: `${pad(wall.hour)}:${pad(wall.minute)}`, at: instant };
}

/** Whether `hours` say open at `now`, today's spans, and the next closing or opening; see the top of the file. */
export function openingState(hours: Hours | null | undefined, now: Date, zone: string): OpeningState {
  const wall = wallClock(now, zone);
  const todayDay: CalendarDay = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  const date = isoDate(todayDay);
  const todaySpans = hours ? spansOn(hours, date) : { spans: [], exception: false };
  const today = { date, weekday: weekdayOf(date), ...todaySpans };
  if (!hours) return { known: false, open: false, today, closes: null, opens: null };

  // Yesterday's spans may run into today; the days after hold the next opening.
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset++) {
    intervals.push(...intervalsOf(hours, addDays(todayDay, offset), zone));
  }
  intervals.sort((a, b) => a.opens.getTime() - b.opens.getTime());
  const at = now.getTime();
  const current = intervals.find((interval) => interval.opens.getTime() <= at && at < interval.closes.getTime());
  if (current) {
    // Spans that meet or overlap ("18:00"–"00:00" then "00:00"–"02:00") read as one.
    let closes = current.closes.getTime();
    for (const interval of intervals) {
      if (interval.opens.getTime() <= closes && interval.closes.getTime() > closes) closes = interval.closes.getTime();
    }
    return { known: true, open: true, today, closes: momentOf(new Date(closes), zone), opens: null };
  }
  const next = intervals.find((interval) => interval.opens.getTime() > at);
  return { known: true, open: false, today, closes: null, opens: next ? momentOf(next.opens, zone) : null };
}
