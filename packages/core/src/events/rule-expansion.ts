// A rule's starts within a window, at a cost bounded by the window whatever the rule. rrule alone
// walks from the first date and stops only at a date it gives (until, count, a callback) or in the
// year 9999: a rule that never gives a date (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) walks three
// million days, and a series begun years ago walks every one of them before the window. It also
// rebuilds its year tables at each period, so a daily rule costs tens of microseconds a day. Here:
//
// - A rule without BYSETPOS is evaluated as the same day filters over yearly periods (one rebuild a
//   year), its day, week or month INTERVAL applied after, counted from the first start; with the
//   window's months (and days, for a short one) added as filters, days outside it cost nothing.
// - The walk starts at the period, in step with the first start's, that holds the window's start.
// - rrule reads its options' `interval` once or twice a period: an accessor there ends the walk a
//   period past the window, which is what stops a rule that gives nothing.
//
// Times are floating: Date values whose UTC fields are the wall clock (recurrence.ts).
import type { Options as RuleOptions } from "rrule";
import * as rruleModule from "rrule";

// rrule ships CommonJS for Node (its exports under `default`) and an ES build for bundlers (named
// exports); this reads RRule from whichever one was loaded.
type RRuleModule = typeof import("rrule");
const loaded = rruleModule as RRuleModule & { default?: RRuleModule };
export const { RRule } = "RRule" in loaded && loaded.RRule ? loaded : (loaded.default as RRuleModule);

type Options = Partial<RuleOptions>;

const DAY_MS = 24 * 60 * 60 * 1000;
const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Thrown when a walk would pass more periods than it is allowed (`expand`'s `maxPeriods`). */
export class ExpansionTooLong extends Error {}

/** The walk was stopped past its window; what it found is the answer. */
class PastTheWindow extends Error {}

const list = <T>(value: T | T[] | null | undefined): T[] | undefined =>
  value == null ? undefined : Array.isArray(value) ? value : [value];

const present = (value: unknown) => list(value)?.length;

/** rrule's weekday number (Monday 0) of a floating date. */
const weekdayOf = (date: Date) => (date.getUTCDay() + 6) % 7;

/** A weekday option (a number, "MO", or a Weekday with or without its nth) as rrule's number. */
const weekdayNumber = (day: unknown): number =>
  typeof day === "number" ? day : ((day as { weekday: number }).weekday ?? 0);

/** The days since 1970 of a floating date. */
const dayIndex = (date: Date) => Math.floor(date.getTime() / DAY_MS);
const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
/** Weeks since the week (starting on `wkst`) that holds 1970-01-05, a Monday. */
const weekIndex = (date: Date, wkst: number) => Math.floor((dayIndex(date) - 4 - wkst) / 7);

/**
 * The rule with what rrule would take from the first start written out (its time of day; the day
 * of a yearly, monthly or weekly rule that names none), so it reads the same from any other start.
 */
function explicit(options: Options, start: Date): Options {
  const filled: Options = {
    ...options,
    byhour: list(options.byhour) ?? [start.getUTCHours()],
    byminute: list(options.byminute) ?? [start.getUTCMinutes()],
    bysecond: list(options.bysecond) ?? [start.getUTCSeconds()],
  };
  const namesDays = [options.byweekno, options.byyearday, options.bymonthday, options.byweekday, options.byeaster].some(
    present,
  );
  if (namesDays) return filled;
  if (options.freq === RRule.YEARLY)
    return { ...filled, bymonth: list(options.bymonth) ?? [start.getUTCMonth() + 1], bymonthday: [start.getUTCDate()] };
  if (options.freq === RRule.MONTHLY) return { ...filled, bymonthday: [start.getUTCDate()] };
  if (options.freq === RRule.WEEKLY) return { ...filled, byweekday: [weekdayOf(start)] };
  return filled;
}

interface Plan {
  /** The options rrule walks with. */
  options: Options;
  /** Whether a start rrule gives belongs to the rule (its INTERVAL, counted from the first start). */
  inStep: (date: Date) => boolean;
  /** Whether the window may be added as filters (windowFilters): day filters only, nothing per period. */
  narrowable: boolean;
}

/** How the rule is walked: over yearly periods when nothing in it depends on its own period. */
function plan(options: Options, start: Date): Plan {
  const interval = options.interval ?? 1;
  const freq = options.freq;
  if (present(options.bysetpos) || freq === RRule.YEARLY || freq === undefined) {
    return { options, inStep: () => true, narrowable: false };
  }
  // Over a year, a weekday's nth counts within the year; a daily or weekly rule ignores it, a
  // monthly one counts within each month, as rrule does when BYMONTH names the months.
  const plainDays = list(options.byweekday)?.map(weekdayNumber);
  const yearly: Options = { ...options, freq: RRule.YEARLY, interval: 1 };
  if (freq === RRule.MONTHLY) {
    const first = monthIndex(start);
    return {
      options: { ...yearly, bymonth: list(options.bymonth) ?? ALL_MONTHS },
      inStep: (date) => (monthIndex(date) - first) % interval === 0,
      narrowable: true,
    };
  }
  // A day filter that always holds keeps rrule from taking a day from the start.
  const days: Options = { ...yearly, byweekday: plainDays ?? ALL_WEEKDAYS };
  if (freq === RRule.WEEKLY) {
    const wkst = weekdayNumber(options.wkst ?? 0);
    const first = weekIndex(start, wkst);
    return { options: days, inStep: (date) => (weekIndex(date, wkst) - first) % interval === 0, narrowable: true };
  }
  const first = dayIndex(start);
  return { options: days, inStep: (date) => (dayIndex(date) - first) % interval === 0, narrowable: true };
}

/** The start of the period, in step with `start`'s, that holds `from`; `start` when none is later. */
function periodStart(options: Options, start: Date, from: Date): Date {
  const interval = options.interval ?? 1;
  const steps = (distance: number) => Math.floor(distance / interval) * interval;
  const year = start.getUTCFullYear();
  let jumped: Date;
  if (options.freq === RRule.MONTHLY) {
    const months = steps(monthIndex(from) - monthIndex(start));
    jumped = new Date(Date.UTC(year, start.getUTCMonth() + months, 1));
  } else if (options.freq === RRule.WEEKLY) {
    const wkst = weekdayNumber(options.wkst ?? 0);
    const weekStart = dayIndex(start) - ((weekdayOf(start) - wkst + 7) % 7);
    const weeks = steps(weekIndex(from, wkst) - weekIndex(start, wkst));
    jumped = new Date((weekStart + weeks * 7) * DAY_MS);
  } else if (options.freq === RRule.DAILY) {
    jumped = new Date((dayIndex(start) + steps(dayIndex(from) - dayIndex(start))) * DAY_MS);
  } else {
    jumped = new Date(Date.UTC(year + steps(from.getUTCFullYear() - year), 0, 1));
  }
  return jumped > start ? jumped : start;
}

/** How many periods of the walk lie from `begin` to `end`, at most. */
function periodsBetween(options: Options, begin: Date, end: Date): number {
  const interval = options.interval ?? 1;
  const span =
    options.freq === RRule.MONTHLY
      ? monthIndex(end) - monthIndex(begin)
      : options.freq === RRule.WEEKLY
        ? (dayIndex(end) - dayIndex(begin)) / 7
        : options.freq === RRule.DAILY
          ? dayIndex(end) - dayIndex(begin)
          : end.getUTCFullYear() - begin.getUTCFullYear();
  return Math.ceil(span / interval) + 2;
}

/** The months from `from` to `to`, or null when they are all of them. */
function monthsOf(from: Date, to: Date): number[] | null {
  if (monthIndex(to) - monthIndex(from) >= 11) return null;
  const months: number[] = [];
  for (let month = monthIndex(from); month <= monthIndex(to); month++) months.push((month % 12) + 1);
  return months;
}

/** The days of the year (1 to 366) from `from` to `to`, when they are few: a window of a day or two. */
function yearDaysOf(from: Date, to: Date): number[] | null {
  if (dayIndex(to) - dayIndex(from) > 31) return null;
  const days: number[] = [];
  for (let day = dayIndex(from); day <= dayIndex(to); day++) {
    const date = new Date(day * DAY_MS);
    days.push(day - dayIndex(new Date(Date.UTC(date.getUTCFullYear(), 0, 1))) + 1);
  }
  return days;
}

/**
 * The window as filters added to a rule walked over years: its months, and its days of the year
 * when the rule names none (rrule reads a rule's own days of the year with either sign). Days
 * outside them are skipped before any time of day is made.
 */
function windowFilters(options: Options, from: Date, to: Date): Options | null {
  const months = monthsOf(from, to);
  if (!months) return {};
  const bymonth = list(options.bymonth)?.filter((month) => months.includes(month)) ?? months;
  if (bymonth.length === 0) return null;
  const byyearday = present(options.byyearday) ? null : yearDaysOf(from, to);
  return { bymonth, ...(byyearday ? { byyearday } : {}) };
}

/**
 * The starts a rule (parsed rrule options, no COUNT or UNTIL) gives from its first start `start`,
 * within [from, to] (inclusive), at most `limit`, in order. The walk ends at `limit` starts or a
 * period past `to`; one that would pass more than `maxPeriods` periods throws ExpansionTooLong.
 */
export function expand(
  rule: Options,
  start: Date,
  from: Date,
  to: Date,
  limit: number,
  maxPeriods = Number.POSITIVE_INFINITY,
): Date[] {
  if (to < from || to < start || limit <= 0) return [];
  const walk = plan(explicit(rule, start), start);
  const dtstart = periodStart(walk.options, start, from);
  const periods = periodsBetween(walk.options, dtstart, to);
  const allowed = Math.min(periods, maxPeriods);
  const filters = walk.narrowable ? windowFilters(walk.options, from, to) : {};
  if (!filters) return [];
  const rrule = new RRule({ ...walk.options, ...filters, dtstart, until: to });

  const interval = rrule.options.interval;
  let reads = 0;
  Object.defineProperty(rrule.options, "interval", {
    get() {
      // Twice a period (rrule's loop and its date arithmetic), plus once when it begins.
      if (++reads > 2 * allowed + 1) throw periods > allowed ? new ExpansionTooLong() : new PastTheWindow();
      return interval;
    },
  });
  const found: Date[] = [];
  try {
    rrule.between(from, to, true, (date) => {
      if (walk.inStep(date)) found.push(date);
      return found.length < limit;
    });
  } catch (error) {
    if (!(error instanceof PastTheWindow)) throw error;
  }
  return found;
}
