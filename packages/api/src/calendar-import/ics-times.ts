// An iCalendar time as an instant (RFC 5545 §3.3.5): UTC ("Z"), a TZID that names an IANA zone
// (read with the runtime's zone rules, which are newer than any VTIMEZONE a file carries), a TZID
// only the file's own VTIMEZONE describes (Outlook's "Pacific Standard Time"), or floating. A whole
// day (VALUE=DATE) is that day's start in the site zone, as the admin stores an all-day event.
import { instantOfWallClock, type WallClock, wallClock } from "@chamber/core";
import type ICAL from "ical.js";

/** A time the calendar gives that cannot be placed: its zone is neither known nor described. */
class UnplacedTime extends Error {
  override name = "UnplacedTime";
}

/** `tzid` as an IANA zone the runtime knows ("/America/Los_Angeles" as some writers put it), or null. */
export function ianaZone(tzid: string | null | undefined): string | null {
  const name = tzid?.trim().replace(/^\/+/, "");
  if (!name) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const wallOf = (time: ICAL.Time): WallClock => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.isDate ? 0 : time.hour,
  minute: time.isDate ? 0 : time.minute,
  second: time.isDate ? 0 : time.second,
});

/** Where the calendar's times are read: the site zone for days, `floating` for times without a zone. */
export interface Zones {
  site: string;
  floating: string;
}

/** The instant `time` names; `tzid` is its property's TZID parameter. */
export function instantOf(time: ICAL.Time, tzid: string | null, zones: Zones): Date {
  const wall = wallOf(time);
  if (time.isDate) return instantOfWallClock(wall, zones.site);
  if (time.zone?.tzid === "UTC") {
    return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
  }
  if (!tzid) return instantOfWallClock(wall, zones.floating);
  const zone = ianaZone(tzid);
  if (zone) return instantOfWallClock(wall, zone);
  // Described by a VTIMEZONE of the file: ical.js reads its offsets.
  if (time.zone && time.zone.tzid === tzid) return new Date(time.toUnixTime() * 1000);
  throw new UnplacedTime(`Its time zone "${tzid}" is neither known nor described in the calendar`);
}

/** The instant of a property's (first) value, or null when it is absent. */
export function propertyInstant(component: ICAL.Component, name: string, zones: Zones): Date | null {
  const property = component.getFirstProperty(name);
  if (!property) return null;
  return instantOf(property.getFirstValue() as ICAL.Time, tzidOf(property), zones);
}

export const tzidOf = (property: ICAL.Property): string | null => {
  const tzid = property.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
};

/** The start of the day before `instant`'s day in `zone`: an all-day DTEND is exclusive. */
export function dayBefore(instant: Date, zone: string): Date {
  const wall = wallClock(instant, zone);
  // Date.UTC, under instantOfWallClock, carries day 0 into the month before.
  return instantOfWallClock({ ...wall, day: wall.day - 1, hour: 0, minute: 0, second: 0 }, zone);
}
