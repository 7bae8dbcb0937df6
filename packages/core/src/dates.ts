// Every date is shown, and entered in the admin, in the chamber's own time zone (DESIGN §6):
// an event at 6:30 PM in Ojai reads 6:30 PM whatever the viewer's zone.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_SITE_TIMEZONE = "America/Los_Angeles";

/** SPEC §9 formats, in dayjs tokens. */
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

export function formatInZone(instant: Date | string, format: DateFormat, zone: string = DEFAULT_SITE_TIMEZONE): string {
  return dayjs(instant).tz(zone).format(dateFormats[format]);
}

/** A wall-clock time in the site zone ("2026-05-01T18:30") to the instant it names. */
export function zonedWallClockToInstant(wallClock: string, zone: string = DEFAULT_SITE_TIMEZONE): Date {
  return dayjs.tz(wallClock, zone).toDate();
}

/** An instant as the site zone's wall clock, "YYYY-MM-DDTHH:mm", for date-time inputs. */
export function instantToZonedWallClock(instant: Date | string, zone: string = DEFAULT_SITE_TIMEZONE): string {
  return dayjs(instant).tz(zone).format("YYYY-MM-DDTHH:mm");
}

export { dayjs };
