// The events page's day filters (?when=today|weekend|week, or ?from=&to=): which site days each
// names, as dates the event list's `from` and `to` take. Pure calendar arithmetic on the site date,
// so a daylight-saving change never shifts a day; the API turns the dates into instants.
import { addDays } from "../reach/reach-days.ts";
import { localDate } from "../time/time-zone.ts";

/** The named day ranges of the events page. */
export const eventDayRanges = ["today", "weekend", "week"] as const;
export type EventDayRange = (typeof eventDayRanges)[number];

export const eventDayRangeLabels: Record<EventDayRange, string> = {
  today: "today",
  weekend: "this weekend",
  week: "in the next 7 days",
};

export const isEventDayRange = (value: unknown): value is EventDayRange =>
  typeof value === "string" && (eventDayRanges as readonly string[]).includes(value);

/**
 * The first and last site days of `range` at `now`: today; the coming Saturday and Sunday (on a
 * Saturday or Sunday, the weekend it is in); today and the next six days.
 */
export function eventDayBounds(range: EventDayRange, now: Date, zone: string): { from: string; to: string } {
  const today = localDate(now, zone);
  if (range === "today") return { from: today, to: today };
  if (range === "week") return { from: today, to: addDays(today, 6) };
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  // Sunday (0) belongs to the weekend that began the day before; any other day looks ahead to Saturday.
  const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
  return { from: saturday, to: addDays(saturday, 1) };
}
