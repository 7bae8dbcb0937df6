// dayjs with its utc and timezone plugins, for the admin's date-time pickers and the event page's
// calendar links. A module of its own: the plugins are installed at load, a side effect the bundler
// must keep, so a page that only formats dates (time-zone.ts, through Intl) would otherwise ship
// dayjs (~2 KB gzip) for nothing.
import dayjsBase from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { DEFAULT_SITE_TIMEZONE } from "./time-zone.ts";

dayjsBase.extend(utc);
dayjsBase.extend(timezone);

/**
 * dayjs, exported as this module's own binding: re-exported as is (`export { dayjs }`), a bundler
 * honouring the package's `"sideEffects": false` lets an importer use "dayjs" directly and skips
 * this module, and with it the plugins' installation above.
 */
export const dayjs: typeof dayjsBase = dayjsBase;
export declare namespace dayjs {
  type Dayjs = dayjsBase.Dayjs;
}

/** A wall-clock time in the site zone ("2026-05-01T18:30") to the instant it names. */
export function zonedWallClockToInstant(wallClock: string, zone: string = DEFAULT_SITE_TIMEZONE): Date {
  return dayjs.tz(wallClock, zone).toDate();
}

/** An instant as the site zone's wall clock, "YYYY-MM-DDTHH:mm", for date-time inputs. */
export function instantToZonedWallClock(instant: Date | string, zone: string = DEFAULT_SITE_TIMEZONE): string {
  return dayjs(instant).tz(zone).format("YYYY-MM-DDTHH:mm");
}
