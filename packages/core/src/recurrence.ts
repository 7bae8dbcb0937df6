// Repeating events (issue 16): an RFC 5545 RRULE read by the `rrule` library, never hand-written
// date arithmetic. The rule runs on the site zone's wall clock ("every first Thursday at 6 PM"),
// not on UTC instants: rrule is given the first start's wall clock as a floating time, and each
// wall clock it answers is turned back into an instant in the zone. So 6 PM stays 6 PM across the
// March and November daylight-saving changes, whatever the server's own zone.
import type { Options as RuleOptions } from "rrule";
import * as rruleModule from "rrule";
import { instantOfWallClock, type WallClock, wallClock } from "./time-zone.ts";

// rrule ships CommonJS for Node (its exports under `default`) and an ES build for bundlers (named
// exports); this reads RRule from whichever one was loaded.
type RRuleModule = typeof import("rrule");
const loaded = rruleModule as RRuleModule & { default?: RRuleModule };
const { RRule } = "RRule" in loaded && loaded.RRule ? loaded : (loaded.default as RRuleModule);

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

/** A safety bound: no rule makes more rows than a daily event would in its horizon. */
export const MAX_OCCURRENCES = 800;

/** The starts the rule gives from `from` to `to` (both inclusive), as instants, in order. */
export function occurrences(recurrence: Recurrence, zone: string, from: Date, to: Date): Date[] {
  const rule = new RRule({
    ...RRule.parseString(recurrence.rule),
    dtstart: floating(wallClock(recurrence.date, zone)),
    ...(recurrence.count ? { count: recurrence.count } : {}),
    ...(recurrence.until ? { until: floating(wallClock(recurrence.until, zone)) } : {}),
  });
  // The window is widened by a day each side in floating time; the exact bounds are applied to
  // the instants, so an offset never drops or adds one at the edges.
  const day = 24 * 60 * 60 * 1000;
  const window = rule.between(
    new Date(floating(wallClock(from, zone)).getTime() - day),
    new Date(floating(wallClock(to, zone)).getTime() + day),
    true,
    (_date, index) => index < MAX_OCCURRENCES,
  );
  return window
    .map((date) => instantOfWallClock(wallOfFloating(date), zone))
    .filter((instant) => instant >= from && instant <= to);
}

/** The rule as an RRULE property value for a feed, with its end (UNTIL in UTC, RFC 5545 §3.3.10). */
export function rruleValue(recurrence: Pick<Recurrence, "rule" | "until" | "count">): string {
  const parts = [recurrence.rule];
  if (recurrence.count) parts.push(`COUNT=${recurrence.count}`);
  else if (recurrence.until) parts.push(`UNTIL=${recurrence.until.toISOString().replace(/[-:]|\.\d{3}/g, "")}`);
  return parts.join(";");
}
