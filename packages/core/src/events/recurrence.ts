// Repeating events (decision 017): an RFC 5545 RRULE read by the `rrule` library, never hand-written
// date arithmetic. The rule runs on the site zone's wall clock ("every first Thursday at 6 PM"),
// not on UTC instants: rrule is given the first start's wall clock as a floating time, and each
// wall clock it answers is turned back into an instant in the zone. So 6 PM stays 6 PM across the
// March and November daylight-saving changes, whatever the server's own zone. What a rule may ask
// is bounded (starts a day, years) so that expanding it stays cheap (rule-expansion.ts).
import type { Options as RuleOptions } from "rrule";
import { instantOfWallClock, type WallClock, wallClock } from "../time/time-zone.ts";
import { ExpansionTooLong, expand, RRule } from "./rule-expansion.ts";

export { ExpansionTooLong };

/**
 * The most starts a rule may give in a day. A chamber's repeating events are a few showings a day
 * at most, and each start is an event row for 12 months ahead: four a day is 1,464 rows a year.
 */
export const MAX_STARTS_A_DAY = 4;

/** The years a series' dates may fall in: far enough for any real calendar, and cheap to expand. */
export const SERIES_YEARS = { first: 1900, last: 2200 } as const;

/** The frequencies staff can choose; hourly and finer would make thousands of events a year. */
const allowedFrequencies = new Map<number, string>([
  [RRule.YEARLY, "YEARLY"],
  [RRule.MONTHLY, "MONTHLY"],
  [RRule.WEEKLY, "WEEKLY"],
  [RRule.DAILY, "DAILY"],
]);

/** Properties that belong to the series' own fields, not to its rule. */
const ownFields = /(^|;)\s*(DTSTART|UNTIL|COUNT)\s*=/i;

/**
 * The rule in its canonical spelling ("FREQ=MONTHLY;BYDAY=+1TH"), or the reason it cannot be used.
 * rrule's parser is lenient (an unknown FREQ parses as nothing), so what it read is checked.
 */
export function normalizeRule(body: string): { rule: string } | { problem: string } {
  const text = body.trim().replace(/^RRULE:/i, "");
  if (!text) return { problem: "Rule is required" };
  if (ownFields.test(text))
    return { problem: "Give the end as until or count, and the start as date, not in the rule" };
  let options: Partial<RuleOptions>;
  try {
    options = RRule.parseString(text);
  } catch (error) {
    return { problem: `Rule is not an RFC 5545 RRULE: ${(error as Error).message}` };
  }
  if (options.freq === undefined || !allowedFrequencies.has(options.freq)) {
    return { problem: "Rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY" };
  }
  const values = Object.values(options).flatMap((value): unknown[] => (Array.isArray(value) ? [...value] : [value]));
  const unreadable = (value: unknown) => value == null || (typeof value === "number" && !Number.isFinite(value));
  if (values.some(unreadable)) {
    return { problem: "Rule has a value that is not understood" };
  }
  if (options.interval !== undefined && (options.interval < 1 || options.interval > 1000)) {
    return { problem: "Rule's INTERVAL must be between 1 and 1000" };
  }
  const perDay = [options.byhour, options.byminute, options.bysecond]
    .map((part) => (Array.isArray(part) ? new Set(part).size : 1))
    .reduce((product, size) => product * size, 1);
  if (perDay > MAX_STARTS_A_DAY) {
    return { problem: `Rule gives ${perDay} starts a day; at most ${MAX_STARTS_A_DAY} are allowed` };
  }
  // A day's BYSETPOS picks among its own BYHOUR times, which BYHOUR alone says better.
  if (options.freq === RRule.DAILY && options.bysetpos != null) {
    return { problem: "Rule's BYSETPOS needs FREQ=WEEKLY, MONTHLY or YEARLY" };
  }
  return { rule: RRule.optionsToString(options).replace(/^RRULE:/, "") };
}

/** The parts rrule's English reads right; with others (BYSETPOS, a negative BYMONTHDAY…) it drops their sense. */
const partsReadInWords = new Set(["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYMONTH", "WKST"]);

/**
 * A valid rule in English ("Every month on the 1st and 15th"), or null when its words would leave
 * out part of its sense: then the rule is best shown as it is.
 */
export function ruleInWords(rule: string): string | null {
  const parts = rule.split(";").map((part) => part.split("="));
  const readable = parts.every(
    ([name = "", value = ""]) => partsReadInWords.has(name) && !(name === "BYMONTHDAY" && value.includes("-")),
  );
  if (!readable) return null;
  const words = RRule.fromString(rule).toText();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A wall clock as the floating Date rrule computes with (its UTC fields are the wall clock). */
const floating = (wall: WallClock) =>
  new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));

const wallOfFloating = (date: Date): WallClock => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
  second: date.getUTCSeconds(),
});

export interface Recurrence {
  /** The first start; the rule repeats its wall clock in `zone`. */
  date: Date;
  /** A normalized rule body (normalizeRule). */
  rule: string;
  /** No occurrence starts after this instant. */
  until: Date | null;
  /** At most this many occurrences, counted from the first (skipped ones included, as RFC 5545 counts). */
  count: number | null;
}

/** A bound on the rows a rule makes: its most starts a day for a whole year. */
export const MAX_OCCURRENCES = MAX_STARTS_A_DAY * 366;

/**
 * The most periods (days, weeks, months or years, as rule-expansion.ts walks them) any expansion
 * may pass, counting to its `count` included: a rule that gives its dates too rarely to reach its
 * count within them is refused.
 */
const MAX_PERIODS = 1000;

/** The end of the floating time any series can reach (its last year's horizon). */
const LAST_FLOATING = Date.UTC(SERIES_YEARS.last + 2, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The count-th start of a rule from `start` (floating), or null when it gives fewer by the end of
 * the years a series may reach. Counting must begin at the first date; it is done once per rule,
 * start and count, so the reads of a window never walk from the first date.
 */
const countEnds = new Map<string, Date | null>();
function countEnd(rule: string, options: Partial<RuleOptions>, start: Date, count: number): Date | null {
  const key = `${rule}|${start.getTime()}|${count}`;
  const known = countEnds.get(key);
  if (known !== undefined) return known;
  const starts = expand(options, start, start, new Date(LAST_FLOATING), count, MAX_PERIODS);
  const end = starts.length === count ? (starts.at(-1) as Date) : null;
  if (countEnds.size >= 1000) countEnds.clear();
  countEnds.set(key, end);
  return end;
}

/**
 * The starts the rule gives from `from` to `to` (both inclusive), as instants, in order, at most
 * `limit`. It costs what the window holds, not the series' age (rule-expansion.ts). Throws
 * ExpansionTooLong for a count the rule reaches too rarely to be counted.
 */
export function occurrences(
  recurrence: Recurrence,
  zone: string,
  from: Date,
  to: Date,
  limit = MAX_OCCURRENCES,
): Date[] {
  const options = RRule.parseString(recurrence.rule);
  const start = floating(wallClock(recurrence.date, zone));
  // The window is widened by a day each side in floating time; the exact bounds are applied to
  // the instants, so an offset never drops or adds one at the edges.
  let end = floating(wallClock(to, zone)).getTime() + DAY_MS;
  if (recurrence.until) end = Math.min(end, floating(wallClock(recurrence.until, zone)).getTime());
  if (recurrence.count) {
    const last = countEnd(recurrence.rule, options, start, recurrence.count);
    if (last) end = Math.min(end, last.getTime());
  }
  const begin = new Date(floating(wallClock(from, zone)).getTime() - DAY_MS);
  // Each start is turned into an instant only as far as the answer needs (it reads the zone's rules).
  const instants: Date[] = [];
  for (const date of expand(options, start, begin, new Date(end), MAX_OCCURRENCES, MAX_PERIODS)) {
    if (instants.length >= limit) break;
    const instant = instantOfWallClock(wallOfFloating(date), zone);
    if (instant >= from && instant <= to) instants.push(instant);
  }
  return instants;
}

/** The rule as an RRULE property value for a feed, with its end (UNTIL in UTC, RFC 5545 §3.3.10). */
export function rruleValue(recurrence: Pick<Recurrence, "rule" | "until" | "count">): string {
  const parts = [recurrence.rule];
  if (recurrence.count) parts.push(`COUNT=${recurrence.count}`);
  else if (recurrence.until) parts.push(`UNTIL=${recurrence.until.toISOString().replace(/[-:]|\.\d{3}/g, "")}`);
  return parts.join(";");
}
