// A VTIMEZONE component (RFC 5545 §3.6.5) for any IANA zone, derived from Intl: the zone's
// transitions in a base year become DAYLIGHT/STANDARD observances with yearly rules such as
// "second Sunday of March" (BYDAY=2SU) or "last Sunday of October" (BYDAY=-1SU).

import { formatOffset, offsetMinutes, wallClockAtOffset, zoneAbbreviation } from "@chamber/core";
import { formatWallClock } from "./ics-format.ts";

interface Transition {
  at: Date;
  from: number;
  to: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** Each instant in `year` (UTC) where the zone's offset changes, to the minute. */
export function transitionsIn(zone: string, year: number): Transition[] {
  const transitions: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let day = Date.UTC(year, 0, 1); day < end; day += DAY) {
    const before = offsetMinutes(new Date(day), zone);
    if (offsetMinutes(new Date(day + DAY), zone) === before) continue;
    let low = day;
    let high = day + DAY;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(new Date(middle), zone) === before) low = middle;
      else high = middle;
    }
    transitions.push({ at: new Date(high), from: before, to: offsetMinutes(new Date(high), zone) });
  }
  return transitions;
}

/** "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU" for the weekday-of-month the transition fell on. */
function yearlyRule(transition: Transition): string {
  const local = wallClockAtOffset(transition.at, transition.from);
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(local.year, local.month, 0)).getUTCDate();
  const nth = Math.ceil(local.day / 7);
  const ordinal = nth >= 4 && local.day + 7 > daysInMonth ? -1 : nth;
  return `FREQ=YEARLY;BYMONTH=${local.month};BYDAY=${ordinal}${weekdays[weekday]}`;
}

function observance(transition: Transition, zone: string): string[] {
  const kind = transition.to > transition.from ? "DAYLIGHT" : "STANDARD";
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${formatOffset(transition.from)}`,
    `TZOFFSETTO:${formatOffset(transition.to)}`,
    `TZNAME:${zoneAbbreviation(transition.at, zone)}`,
    // DTSTART is the local time of the change, read in the offset in force before it.
    `DTSTART:${formatWallClock(wallClockAtOffset(transition.at, transition.from))}`,
    `RRULE:${yearlyRule(transition)}`,
    `END:${kind}`,
  ];
}

/**
 * The zone's rules as of `baseYear`, valid from that year on (use a year before the earliest
 * event, so every event falls after both observances start). A zone without daylight saving
 * gets one fixed STANDARD observance.
 */
export function vtimezone(zone: string, baseYear: number): string[] {
  const transitions = transitionsIn(zone, baseYear);
  const body =
    transitions.length > 0
      ? transitions.flatMap((transition) => observance(transition, zone))
      : fixedObservance(zone, baseYear);
  return ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`, ...body, "END:VTIMEZONE"];
}

function fixedObservance(zone: string, year: number): string[] {
  const start = new Date(Date.UTC(year, 0, 1));
  const offset = formatOffset(offsetMinutes(start, zone));
  return [
    "BEGIN:STANDARD",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${zoneAbbreviation(start, zone)}`,
    `DTSTART:${year}0101T000000`,
    "END:STANDARD",
  ];
}
