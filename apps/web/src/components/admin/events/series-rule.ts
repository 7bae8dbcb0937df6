// A repetition the way staff say it ("monthly on the first Thursday", "every 3 months") as the
// RRULE the API takes, with its words for the form, and an existing series' rule and end read back
// into those choices. The weekday and its place in the month come from a date (the first date of a
// new series, the edited occurrence's for a series), so staff choose only how often. A rule the
// choices cannot say (one set over the API) is kept as it is, never rewritten to a near one.
import {
  dayNames,
  formatOffset,
  localDate,
  normalizeRule,
  occurrences,
  offsetMinutes,
  type Recurrence,
  ruleInWords,
} from "@chamber/core";
import { siteZone } from "#web/lib/admin/site-zone.ts";

/** "kept": an existing series' rule that the other choices cannot say, left as it is. */
export type Repeat = "none" | "weekly" | "monthlyWeekday" | "monthlyDate" | "kept";

export interface RepeatValues {
  repeat: Repeat;
  /** Every N weeks or months. */
  interval: number;
  ends: "count" | "until" | "never";
  count: number;
  /** "YYYY-MM-DD", the last day an occurrence may fall on. */
  until: string | null;
  /** The stored rule behind "kept"; null for a new event. */
  kept: string | null;
}

export const noRepeat: RepeatValues = {
  repeat: "none",
  interval: 1,
  ends: "count",
  count: 6,
  until: null,
  kept: null,
};

/** The largest interval each choice offers (the form's number fields stop there). */
export const maxInterval = { weekly: 52, monthly: 12 } as const;

const weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
const ordinals = ["first", "second", "third", "fourth", "last"];

/** The first date's weekday and its place in its month (the fifth is said and written as last). */
function weekdayOf(isoDate: string, zone = siteZone) {
  const [year = 1970, month = 1, day = 1] = localDate(new Date(isoDate), zone).split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const nth = Math.ceil(day / 7);
  return { weekday, nth: nth >= 5 ? -1 : nth, day };
}

export function ruleFor(values: RepeatValues, isoDate: string, zone = siteZone): string | null {
  const { weekday, nth } = weekdayOf(isoDate, zone);
  const interval = values.interval > 1 ? `;INTERVAL=${values.interval}` : "";
  switch (values.repeat) {
    case "none":
      return null;
    case "kept":
      return values.kept;
    case "weekly":
      return `FREQ=WEEKLY${interval};BYDAY=${weekdayCodes[weekday]}`;
    case "monthlyWeekday":
      return `FREQ=MONTHLY${interval};BYDAY=${nth}${weekdayCodes[weekday]}`;
    case "monthlyDate":
      return `FREQ=MONTHLY${interval}`;
  }
}

/** "Every week on Thursday", "Monthly on the first Thursday", "Every 3 months on day 7". */
export function describeRepeat(values: RepeatValues, isoDate: string | null, zone = siteZone): string {
  if (values.repeat === "none") return "Does not repeat";
  if (values.repeat === "kept") return (values.kept && ruleInWords(values.kept)) ?? "A rule set outside the admin";
  if (!isoDate) return "Choose the first date";
  const { weekday, nth, day } = weekdayOf(isoDate, zone);
  const every = (unit: string) => (values.interval > 1 ? `Every ${values.interval} ${unit}s` : `Every ${unit}`);
  switch (values.repeat) {
    case "weekly":
      return `${every("week")} on ${dayNames[weekday]}`;
    case "monthlyWeekday":
      return `${values.interval > 1 ? every("month") : "Monthly"} on the ${ordinals[nth === -1 ? 4 : nth - 1]} ${dayNames[weekday]}`;
    case "monthlyDate":
      return `${values.interval > 1 ? every("month") : "Monthly"} on day ${day}`;
  }
}

/** The series' end as the API takes it: a count, the end of the last day in the site zone, or none. */
export function seriesEnd(values: RepeatValues, zone = siteZone): { count: number | null; until: string | null } {
  if (values.ends === "count") return { count: values.count, until: null };
  if (values.ends === "never") return { count: null, until: null };
  return { count: null, until: values.until ? `${values.until}T23:59:59${offsetOf(values.until, zone)}` : null };
}

function offsetOf(day: string, zone: string): string {
  return formatOffset(offsetMinutes(new Date(`${day}T12:00:00Z`), zone), ":");
}

/** Two rules that repeat alike, whatever their spelling ("BYDAY=1TH" and "BYDAY=+1TH"). */
export function sameRule(a: string, b: string): boolean {
  const canonical = (rule: string) => {
    const normal = normalizeRule(rule);
    return "rule" in normal ? normal.rule : rule;
  };
  return canonical(a) === canonical(b);
}

/**
 * A series' stored rule and end as the form's choices. `isoDate` is a start the rule gives (the
 * edited occurrence's original start): a choice is taken only if it gives back the same rule from
 * it; any other rule is "kept". The end is read as a count, a last day in the site zone, or none.
 */
export function repeatOfSeries(
  series: { rule: string; until: string | null; count: number | null },
  isoDate: string,
  zone = siteZone,
): RepeatValues {
  const end: Pick<RepeatValues, "ends" | "count" | "until"> = series.count
    ? { ends: "count", count: series.count, until: null }
    : series.until
      ? { ends: "until", count: noRepeat.count, until: localDate(new Date(series.until), zone) }
      : { ends: "never", count: noRepeat.count, until: null };
  const parts = new Map(series.rule.split(";").map((part) => part.split("=") as [string, string]));
  const interval = Number(parts.get("INTERVAL") ?? 1);
  const repeat: Repeat =
    parts.get("FREQ") === "WEEKLY" ? "weekly" : parts.has("BYDAY") ? "monthlyWeekday" : "monthlyDate";
  const limit = repeat === "weekly" ? maxInterval.weekly : maxInterval.monthly;
  const candidate: RepeatValues = { ...end, repeat, interval, kept: null };
  const says = interval <= limit && sameRule(ruleFor(candidate, isoDate, zone) ?? "", series.rule);
  return says ? candidate : { ...candidate, repeat: "kept", interval: 1, kept: series.rule };
}

/** Whether staff changed the series' end in the form (else its stored until and count are sent back). */
export function endChanged(initial: RepeatValues, values: RepeatValues): boolean {
  if (initial.ends !== values.ends) return true;
  if (values.ends === "count") return initial.count !== values.count;
  if (values.ends === "until") return initial.until !== values.until;
  return false;
}

/**
 * The first start `values` give on or after `from` (reading the weekday and day from `ruleDate`):
 * a series' first date, which calendar apps count as its first occurrence, so it must be one.
 */
export function firstStart(values: RepeatValues, ruleDate: string, from: Date, zone = siteZone): Date | null {
  // Staff's monthly "on day 7" repeats the first date's day; here that day is named in the rule.
  const rule =
    values.repeat === "monthlyDate"
      ? `FREQ=MONTHLY;BYMONTHDAY=${weekdayOf(ruleDate, zone).day}`
      : ruleFor({ ...values, interval: 1 }, ruleDate, zone);
  if (!rule) return null;
  const search: Recurrence = { date: from, rule, until: null, count: null };
  const yearOn = new Date(from.getTime() + 400 * 24 * 3_600_000);
  return occurrences(search, zone, from, yearOn)[0] ?? null;
}
