// dayjs with its utc and timezone plugins, for the admin's date-time pickers and the event page's
// calendar links. A module of its own: the plugins are installed at load, a side effect the bundler
// must keep, so a page that only formats dates (time-zone.ts, through Intl) would otherwise ship
// dayjs (~2 KB gzip) for nothing.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { DEFAULT_SITE_TIMEZONE } from "./time-zone.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** A wall-clock time in the site zone ("2026-05-01T18:30") to the instant it names. */
export function zonedWallClockToInstant(wallClock: string, zone: string = DEFAULT_SITE_TIMEZONE): Date {
  return dayjs.tz(wallClock, zone).toDate();
}

/** An instant as the site zone's wall clock, "YYYY-MM-DDTHH:mm", for date-time inputs. */
export function instantToZonedWallClock(instant: Date | string, zone: string = DEFAULT_SITE_TIMEZONE): string {
  return dayjs(instant).tz(zone).format("YYYY-MM-DDTHH:mm");
}

export { dayjs };
