// A repetition the way staff say it ("monthly on the first Thursday", "every 3 months") as the
// RRULE the API takes, with its words for the form. The weekday and its place in the month come
// from the first date, so staff choose only how often.
import { formatOffset, localDate, offsetMinutes } from "@chamber/core";
import { siteZone } from "../../../lib/admin/site-zone.ts";

export type Repeat = "none" | "weekly" | "monthlyWeekday" | "monthlyDate";

export interface RepeatValues {
  repeat: Repeat;
  /** Every N weeks or months. */
  interval: number;
  ends: "count" | "until";
  count: number;
  /** "YYYY-MM-DD", the last day an occurrence may fall on. */
  until: string | null;
}

export const noRepeat: RepeatValues = { repeat: "none", interval: 1, ends: "count", count: 6, until: null };

const weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ordinals = ["first", "second", "third", "fourth", "last"];

/** The first date's weekday and its place in its month (the fifth is said and written as last). */
export function weekdayOf(isoDate: string, zone = siteZone) {
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
  if (!isoDate) return "Choose the first date";
  const { weekday, nth, day } = weekdayOf(isoDate, zone);
  const every = (unit: string) => (values.interval > 1 ? `Every ${values.interval} ${unit}s` : `Every ${unit}`);
  switch (values.repeat) {
    case "weekly":
      return `${every("week")} on ${weekdayNames[weekday]}`;
    case "monthlyWeekday":
      return `${values.interval > 1 ? every("month") : "Monthly"} on the ${ordinals[nth === -1 ? 4 : nth - 1]} ${weekdayNames[weekday]}`;
    case "monthlyDate":
      return `${values.interval > 1 ? every("month") : "Monthly"} on day ${day}`;
  }
}

/** The series' end as the API takes it: a count, or the end of the last day in the site zone. */
export function seriesEnd(values: RepeatValues, zone = siteZone): { count: number | null; until: string | null } {
  if (values.ends === "count") return { count: values.count, until: null };
  return { count: null, until: values.until ? `${values.until}T23:59:59${offsetOf(values.until, zone)}` : null };
}

function offsetOf(day: string, zone: string): string {
  return formatOffset(offsetMinutes(new Date(`${day}T12:00:00Z`), zone), ":");
}
