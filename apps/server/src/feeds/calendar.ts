// The events as an iCalendar object (RFC 5545) that calendar apps can subscribe to: stable UIDs,
// local times in the site's zone with its VTIMEZONE, and a link back to each event's page.
// A cancelled or moved event stays in the feed with its STATUS and a higher SEQUENCE, so a
// subscribed calendar updates its copy instead of keeping the old one.
import { type EventStatus, eventEnd, localDate } from "@chamber/core";
import { escapeText, formatLocal, formatUtc, serializeLines } from "./ics-format.ts";
import { vtimezone } from "./vtimezone.ts";

export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  date: Date;
  endDate: Date | null;
  allDay: boolean;
  status: EventStatus;
  onlineUrl: string | null;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CalendarOptions {
  /** Absolute site URL without a trailing slash; its host makes the UIDs globally unique. */
  publicUrl: string;
  zone: string;
  name: string;
  description?: string;
  /** The year to state the zone's rules from, when there are no events. */
  now: Date;
}

export const eventUid = (id: number, publicUrl: string) => `event-${id}@${new URL(publicUrl).hostname}`;

/** RFC 5545 §3.8.1.11 knows three states of an event; postponed is not yet settled. */
const icsStatus: Record<EventStatus, string> = {
  scheduled: "CONFIRMED",
  rescheduled: "CONFIRMED",
  movedOnline: "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
};

/** "20260704", a DATE value (§3.3.4). */
const compactDate = (instant: Date, zone: string) => localDate(instant, zone).replaceAll("-", "");

/** The day after a "YYYY-MM-DD" date, as a DATE value: an all-day DTEND is exclusive. */
function dayAfter(instant: Date, zone: string): string {
  const [year = 1970, month = 1, day = 1] = localDate(instant, zone).split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return next.toISOString().slice(0, 10).replaceAll("-", "");
}

/** DTSTART and DTEND: a local time with the zone, or whole days for an all-day event. */
export function eventTimes(event: CalendarEvent, zone: string): string[] {
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

/** The properties that describe an event, after its UID and times (shared with series overrides). */
export function eventDetails(event: CalendarEvent, options: CalendarOptions): string[] {
  const url = `${options.publicUrl}/events/${event.id}`;
  const online = event.status === "movedOnline" && event.onlineUrl;
  const notice = event.status === "cancelled" ? "This event is cancelled.\n\n" : "";
  return [
    // Without a METHOD, DTSTAMP is when the event was last revised (RFC 5545 §3.8.7.2).
    `DTSTAMP:${formatUtc(event.updatedAt)}`,
    `CREATED:${formatUtc(event.createdAt)}`,
    `LAST-MODIFIED:${formatUtc(event.updatedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${notice}${event.description}\n\n${online ? `Online: ${event.onlineUrl}\n` : ""}${url}`)}`,
    `LOCATION:${escapeText(online ? (event.onlineUrl ?? "") : event.location)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `URL;VALUE=URI:${url}`,
    `STATUS:${icsStatus[event.status]}`,
    // A cancelled event no longer blocks the time in a subscriber's calendar.
    `TRANSP:${event.status === "cancelled" ? "TRANSPARENT" : "OPAQUE"}`,
  ];
}

function vevent(event: CalendarEvent, options: CalendarOptions): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(event.id, options.publicUrl)}`,
    ...eventTimes(event, options.zone),
    ...eventDetails(event, options),
    "END:VEVENT",
  ];
}

export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const years = events.map((event) => event.date.getUTCFullYear());
  const baseYear = Math.min(options.now.getUTCFullYear(), ...years) - 1;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ojai Valley Chamber of Commerce//Chamber Events//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...(options.description ? [`X-WR-CALDESC:${escapeText(options.description)}`] : []),
    `X-WR-TIMEZONE:${options.zone}`,
    // Subscribers poll hourly (RFC 7986 REFRESH-INTERVAL, and the older Outlook/Apple spelling).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...vtimezone(options.zone, baseYear),
    ...events.flatMap((event) => vevent(event, options)),
    "END:VCALENDAR",
  ];
  return serializeLines(lines);
}
