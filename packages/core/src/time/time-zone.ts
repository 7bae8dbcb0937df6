// The one time-zone toolkit (docs/architecture.md §6): every date is shown, entered in the admin,
// written into feeds, structured data and exports, and seeded in the chamber's own zone
// (SITE_TIMEZONE): an event at 6:30 PM in Ojai reads 6:30 PM whatever the viewer's zone.
//
// Display and the wall-clock arithmetic the server needs (iCalendar, JSON-LD, CSV, seed data) are
// read from Intl, which knows every IANA zone without a tz database of our own; the admin's
// inputs use dayjs (zoned-dayjs.ts), kept apart so that no public page ships it.

export const DEFAULT_SITE_TIMEZONE = "America/Los_Angeles";

/** The zone a date is shown in when a call names none: see showDatesIn. */
let shownZone = DEFAULT_SITE_TIMEZONE;

/**
 * Names SITE_TIMEZONE as the zone of every date shown without one. The web app sets it before a
 * page is drawn, on the server and in the browser (apps/web/src/router.tsx), so the two draw the
 * same dates; the API names its zone on every call (its context's `zone`). A name this runtime's
 * Intl does not know is ignored: the zone stays as it was.
 */
export function showDatesIn(zone: string | undefined): void {
  if (!zone) return;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    shownZone = zone;
  } catch {
    // An unknown zone: keep the one there is.
  }
}

/** The zone dates are shown in when a call names none (showDatesIn). */
export const shownTimezone = (): string => shownZone;

/** docs/product.md §9 formats, in dayjs tokens. */
export const dateFormats = {
  /** 'Jan 5, 2025' on cards */
  card: "MMM D, YYYY",
  /** 'MMMM d, yyyy' */
  long: "MMMM D, YYYY",
  /** 'h:mm a' */
  time: "h:mm A",
  /** 'EEEE, MMMM d, yyyy at h:mm a' */
  full: "dddd, MMMM D, YYYY [at] h:mm A",
} as const;

export type DateFormat = keyof typeof dateFormats;

/** January to December, as dates are written in the site's formats. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** The days' names, Sunday first as Date's getUTCDay() numbers them (weekdays.ts reads them too). */
export const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * `instant` in one of the `dateFormats`, in `zone`. Read from the wall clock (one cached Intl
 * formatter) rather than dayjs's zone plugin, which builds a zoned date through toLocaleString on
 * every call: a server-rendered event list formats dozens of dates per page.
 */
export function formatInZone(instant: Date | string, format: DateFormat, zone: string = shownZone): string {
  const clock = wallClock(new Date(instant), zone);
  const month = monthNames[clock.month - 1] ?? "";
  const time = `${clock.hour % 12 || 12}:${String(clock.minute).padStart(2, "0")} ${clock.hour < 12 ? "AM" : "PM"}`;
  switch (format) {
    case "card":
      return `${month.slice(0, 3)} ${clock.day}, ${clock.year}`;
    case "long":
      return `${month} ${clock.day}, ${clock.year}`;
    case "time":
      return time;
    case "full": {
      const weekday = dayNames[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
      return `${weekday}, ${month} ${clock.day}, ${clock.year} at ${time}`;
    }
  }
}

export interface WallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock of `instant` in `zone`. */
export function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const wallAsUtc = (wall: WallClock) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Minutes east of UTC in `zone` at `instant` (-420 for 7 hours behind). */
export function offsetMinutes(instant: Date, zone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc(wallClock(instant, zone)) - wholeSeconds) / 60_000);
}

/** The wall clock at a fixed offset (no zone rules involved). */
export function wallClockAtOffset(instant: Date, offset: number): WallClock {
  return wallClock(new Date(instant.getTime() + offset * 60_000), "UTC");
}

/**
 * The instant `wall` names in `zone`. A wall clock skipped by a spring-forward change (2:30 AM on
 * the March switch) reads with the offset after the change, an hour earlier (1:30 AM); one that
 * occurs twice in the autumn reads as its first occurrence.
 */
export function instantOfWallClock(wall: WallClock, zone: string): Date {
  const asUtc = wallAsUtc(wall);
  const guess = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  // Once more with the offset in force at the guess: it differs only near a change.
  return new Date(asUtc - offsetMinutes(new Date(guess), zone) * 60_000);
}

/** The instant `days` calendar days after `now`'s date in `zone`, at `hour`:`minute` there. */
export function daysFromNowAt(now: Date, days: number, hour: number, minute: number, zone: string): Date {
  const today = wallClock(now, zone);
  // Calendar arithmetic on the date alone, so a daylight-saving change never shifts the day.
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return instantOfWallClock(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute, second: 0 },
    zone,
  );
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, "0");

/** "-0700" (iCalendar) or, with a separator, "-07:00" (ISO 8601). */
export function formatOffset(offset: number, separator = ""): string {
  const sign = offset < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(offset) / 60))}${separator}${pad(Math.abs(offset) % 60)}`;
}

/** "2026-07-04", the date in `zone`. */
export function localDate(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** "2026-07-04 18:30", as staff read dates in a spreadsheet. */
export function localDateTime(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${localDate(instant, zone)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** ISO 8601 with the zone's offset: "2026-07-04T18:30:00-07:00". */
export function isoInZone(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${localDate(instant, zone)}T${time}${formatOffset(offsetMinutes(instant, zone), ":")}`;
}

/** The zone's short name at `instant` ("PDT"), or its GMT offset where English has no name. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((candidate) => candidate.type === "timeZoneName");
  return part?.value ?? formatOffset(offsetMinutes(instant, zone));
}
