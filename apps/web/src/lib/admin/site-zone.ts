// The chamber's own time zone, in which the admin shows and enters every date (docs/architecture.md
// §6): an event at 6:30 PM in Ojai reads 6:30 PM whatever the browser's zone. The server names the
// zone (SITE_TIMEZONE) in a <meta name="site-timezone"> of every page; a page without it, or with a
// name the browser does not know, falls back to the chamber's historical zone.
//
// The admin's date-and-time fields hold zone-less "YYYY-MM-DD HH:mm:ss" wall clocks, so
// instantToPickerValue and pickerValueToIso are the only places a zone is attached or removed. A
// day chosen without a usable time is held as the bare "YYYY-MM-DD": it reads as no instant and
// pickerValueProblem names it, so a missing time is never taken for midnight.
import {
  type DateFormat,
  dayjs,
  formatInZone,
  TIME_OF_DAY_HINT,
  type TimeOfDay,
  timeOfDayWallClock,
} from "@chamber/core";
import { siteZone } from "#web/lib/site-zone.ts";

// The zone itself is read in ../site-zone.ts (public pages need it without dayjs).
export { FALLBACK_SITE_ZONE, readSiteZone, siteZone, siteZoneName, zoneDisplayName } from "#web/lib/site-zone.ts";

const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** A stored instant in one of the docs/product.md §9 formats, in the site zone. */
export function formatSiteDate(instant: Date | string, format: DateFormat, zone = siteZone): string {
  return formatInZone(instant, format, zone);
}

/** A stored instant as the picker's wall-clock value in the site zone; null stays null. */
export function instantToPickerValue(instant: string | null | undefined, zone = siteZone): string | null {
  return instant ? dayjs(instant).tz(zone).format(PICKER_FORMAT) : null;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const FULL_VALUE = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):\d{2}$/;

/** The field's value from its two halves: a day without a time stays the bare day. */
export function joinPickerValue(day: string | null, time: TimeOfDay | null): string | null {
  if (!day) return null;
  return time ? `${day} ${timeOfDayWallClock(time)}:00` : day;
}

/** The day and time of a field's value; either may be missing. */
export function splitPickerValue(value: string | null | undefined): { day: string | null; time: TimeOfDay | null } {
  if (value && DAY_ONLY.test(value)) return { day: value, time: null };
  const match = value ? FULL_VALUE.exec(value) : null;
  if (!match) return { day: null, time: null };
  return { day: match[1] ?? null, time: { hour: Number(match[2]), minute: Number(match[3]) } };
}

/** Why a value cannot be saved (a day without a time), or null. */
export function pickerValueProblem(value: string | null | undefined): string | null {
  return value && DAY_ONLY.test(value) ? TIME_OF_DAY_HINT : null;
}

/** The picker's wall-clock value, read in the site zone, as an ISO-8601 string with its offset. */
export function pickerValueToIso(value: string | null | undefined, zone = siteZone): string | null {
  // A bare day is an unfinished entry, not midnight.
  if (!value || DAY_ONLY.test(value)) return null;
  const instant = dayjs.tz(value, zone);
  return instant.isValid() ? instant.format() : null;
}
