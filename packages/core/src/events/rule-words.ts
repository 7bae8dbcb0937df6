// A series' rule as a visitor reads it on an occurrence's page and on the grouped events list
// ("Every first Thursday, 6:30 PM"), in the site's zone. The rules the admin's repeat fields make
// (weekly on a day, monthly on the nth or last weekday or on a date, every n of either) are worded
// here; rrule's own English is kept for the rest, and a rule whose words would leave out part of
// its sense reads "Repeats" rather than something untrue. The API words it, so no page ships rrule.
import { dayNames, formatInZone, monthNames, wallClock } from "../time/time-zone.ts";
import { ruleInWords } from "./recurrence.ts";

const weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const ordinals: Record<string, string> = { "1": "first", "2": "second", "3": "third", "4": "fourth", "-1": "last" };

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinalDay(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** "a, b and c". */
const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** "Every", "Every other", "Every 3 …": the interval's words before a unit. */
function every(interval: number, unit: string, units: string): string {
  if (interval === 1) return `Every ${unit}`;
  if (interval === 2) return `Every other ${unit}`;
  return `Every ${interval} ${units}`;
}

/** A BYDAY entry ("TH", "+1TH", "-1FR") as its weekday's name and its position in the month, if any. */
function readDay(entry: string): { name: string; nth: string | undefined } | null {
  const match = /^([+-]?\d)?([A-Z]{2})$/.exec(entry);
  const index = match ? weekdayCodes.indexOf(match[2] ?? "") : -1;
  if (!match || index < 0) return null;
  const position = match[1]?.replace("+", "");
  return { name: dayNames[index] ?? "", nth: position === undefined ? undefined : ordinals[position] };
}

/** The words of the rules the repeat fields make, or null for any other. */
function commonWords(parts: Map<string, string>, start: { day: number; month: number; weekday: string }) {
  const known = new Set(["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "WKST"]);
  if ([...parts.keys()].some((name) => !known.has(name))) return null;
  const interval = Number(parts.get("INTERVAL") ?? 1);
  const days = parts.get("BYDAY")?.split(",").map(readDay);
  if (days?.some((day) => day === null)) return null;
  const read = (days ?? []) as { name: string; nth: string | undefined }[];
  const monthDays = parts.get("BYMONTHDAY")?.split(",").map(Number);
  if (monthDays?.some((day) => !(day >= 1 && day <= 31))) return null;
  switch (parts.get("FREQ")) {
    case "DAILY":
      return parts.has("BYDAY") || monthDays ? null : every(interval, "day", "days");
    case "WEEKLY": {
      if (monthDays || read.some((day) => day.nth)) return null;
      const names = read.length > 0 ? read.map((day) => day.name) : [start.weekday];
      return interval === 1 ? `Every ${list(names)}` : `${every(interval, "week", "weeks")} on ${list(names)}`;
    }
    case "MONTHLY": {
      if (read.length > 0) {
        const [only] = read;
        if (read.length > 1 || monthDays || !only?.nth) return null;
        const day = `${only.nth} ${only.name}`;
        return interval === 1 ? `Every ${day}` : `${every(interval, "month", "months")} on the ${day}`;
      }
      const dates = list((monthDays ?? [start.day]).map(ordinalDay));
      return `${every(interval, "month", "months")} on the ${dates}`;
    }
    case "YEARLY":
      return parts.has("BYDAY") || monthDays
        ? null
        : `${every(interval, "year", "years")} on ${monthNames[start.month - 1]} ${start.day}`;
    default:
      return null;
  }
}

/**
 * A series' rule in words with its time of day: "Every first Thursday, 6:30 PM", "Every other
 * Tuesday, 9:00 AM", "Every month on the 15th" (all day). `date` is its first start.
 */
export function seriesInWords(series: { rule: string; date: Date | string; allDay: boolean }, zone: string): string {
  const first = new Date(series.date);
  const clock = wallClock(first, zone);
  const weekday = dayNames[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()] ?? "";
  const parts = new Map(
    series.rule.split(";").map((part) => {
      const [name = "", value = ""] = part.split("=");
      return [name.toUpperCase(), value.toUpperCase()] as const;
    }),
  );
  const words =
    commonWords(parts, { day: clock.day, month: clock.month, weekday }) ?? ruleInWords(series.rule) ?? "Repeats";
  // A rule with its own hours has several times a day, which the first start's time would belie.
  const oneTime = !parts.has("BYHOUR") && !parts.has("BYMINUTE");
  return series.allDay || !oneTime ? words : `${words}, ${formatInZone(first, "time", zone)}`;
}
