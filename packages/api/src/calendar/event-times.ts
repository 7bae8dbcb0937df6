// How an event's time and state are written in iCalendar (RFC 5545), shared by the events feed
// (apps/server feeds/calendar.ts) and the registration invites (registrations/invite.ts): local
// times in the site's zone with its TZID, or whole days for an all-day event.
import { type EventStatus, eventEnd, localDate } from "@chamber/core";
import { formatLocal } from "./ics-format.ts";

/** The fields of an event its times are written from. */
export interface TimedEvent {
  date: Date;
  endDate: Date | null;
  allDay: boolean;
}

/** RFC 5545 §3.8.1.11 knows three states of an event; postponed is not yet settled. */
export const icsStatus: Record<EventStatus, string> = {
  scheduled: "CONFIRMED",
  rescheduled: "CONFIRMED",
  movedOnline: "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
};

/** "20260704", a DATE value (§3.3.4). */
export const compactDate = (instant: Date, zone: string) => localDate(instant, zone).replaceAll("-", "");

/** The day after a "YYYY-MM-DD" date, as a DATE value: an all-day DTEND is exclusive. */
function dayAfter(instant: Date, zone: string): string {
  const [year = 1970, month = 1, day = 1] = localDate(instant, zone).split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return next.toISOString().slice(0, 10).replaceAll("-", "");
}

/** DTSTART and DTEND: a local time with the zone, or whole days for an all-day event. */
export function eventTimes(event: TimedEvent, zone: string): string[] {
  if (event.allDay) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(event.date, zone)}`,
      `DTEND;VALUE=DATE:${dayAfter(event.endDate ?? event.date, zone)}`,
    ];
  }
  return [
    `DTSTART;TZID=${zone}:${formatLocal(event.date, zone)}`,
    `DTEND;TZID=${zone}:${formatLocal(eventEnd(event), zone)}`,
  ];
}
