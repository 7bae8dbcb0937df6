// The events as an iCalendar object (RFC 5545) that calendar apps can subscribe to: stable UIDs,
// local times in the site's zone with its VTIMEZONE, and a link back to each event's page.
import { EVENT_DURATION_MS } from "@chamber/core";
import { escapeText, formatLocal, formatUtc, serializeLines } from "./ics-format.ts";
import { vtimezone } from "./vtimezone.ts";

export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  date: Date;
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

function vevent(event: CalendarEvent, options: CalendarOptions): string[] {
  const end = new Date(event.date.getTime() + EVENT_DURATION_MS);
  const url = `${options.publicUrl}/events/${event.id}`;
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(event.id, options.publicUrl)}`,
    // Without a METHOD, DTSTAMP is when the event was last revised (RFC 5545 §3.8.7.2).
    `DTSTAMP:${formatUtc(event.updatedAt)}`,
    `CREATED:${formatUtc(event.createdAt)}`,
    `LAST-MODIFIED:${formatUtc(event.updatedAt)}`,
    `DTSTART;TZID=${options.zone}:${formatLocal(event.date, options.zone)}`,
    `DTEND;TZID=${options.zone}:${formatLocal(end, options.zone)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${url}`)}`,
    `LOCATION:${escapeText(event.location)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `URL;VALUE=URI:${url}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
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
