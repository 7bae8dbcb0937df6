// The events as an iCalendar object (RFC 5545) that calendar apps can subscribe to: stable UIDs,
// local times in the site's zone with its VTIMEZONE, and a link back to each event's page.
// A cancelled or moved event stays in the feed with its STATUS and a higher SEQUENCE, so a
// subscribed calendar updates its copy instead of keeping the old one. A series is one VEVENT with
// its RRULE and EXDATEs, and an occurrence edited on its own a VEVENT with its RECURRENCE-ID
// (RFC 5545 §3.8.4.4), so calendar apps show it as the one series it is.
import {
  compactDate,
  escapeText,
  eventTimes,
  formatLocal,
  formatUtc,
  icsStatus,
  serializeLines,
  vtimezone,
} from "@chamber/api";
import { type EventStatus, ExpansionTooLong, occurrences, rruleValue } from "@chamber/core";

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
  /** For an occurrence of a series: its series and original start. */
  seriesId?: number | null;
  occurrenceDate?: Date | null;
  overridden?: boolean;
  /** Taking registrations (with places left, or onto the waitlist), as the events list says. */
  registration?: "open" | "full" | null | undefined;
}

export interface CalendarSeries extends Omit<CalendarEvent, "seriesId" | "occurrenceDate" | "overridden"> {
  rule: string;
  until: Date | null;
  count: number | null;
  exdates: Date[];
  /** Its visible occurrences: the page link and the ones edited on their own come from them. */
  occurrences: CalendarEvent[];
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
const seriesUid = (id: number, publicUrl: string) => `series-${id}@${new URL(publicUrl).hostname}`;

/** "Registration open" and where, for an event taking registrations (docs/product.md). */
function registering(event: Pick<CalendarEvent, "registration">, url: string): string {
  if (event.registration === "open") return `Registration open: ${url}#register\n\n`;
  if (event.registration === "full") return `Full — join the waitlist: ${url}#register\n\n`;
  return "";
}

/** The properties that describe an event, after its UID and times (shared with series overrides). */
function eventDetails(
  event: Omit<CalendarEvent, "id">,
  options: CalendarOptions,
  url: string = options.publicUrl,
): string[] {
  const online = event.status === "movedOnline" && event.onlineUrl;
  const notice = event.status === "cancelled" ? "This event is cancelled.\n\n" : registering(event, url);
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
    ...eventDetails(event, options, `${options.publicUrl}/events/${event.id}`),
    "END:VEVENT",
  ];
}

/** The RECURRENCE-ID or EXDATE value of an occurrence's original start, in the series' form. */
function originalStart(series: CalendarSeries, start: Date, zone: string): string {
  return series.allDay ? `;VALUE=DATE:${compactDate(start, zone)}` : `;TZID=${zone}:${formatLocal(start, zone)}`;
}

/**
 * The skipped starts the rule gives. A skipped day it no longer gives (a deleted occurrence brought
 * back by Undo as an event of its own after a rule change keeps its day skipped) hides nothing.
 * A series stored before counts were bounded may have a count too rare to walk to: its skipped
 * starts are stated as they are rather than failing the whole feed.
 */
const skippedStarts = (series: CalendarSeries, zone: string) =>
  series.exdates.filter((date) => {
    try {
      return occurrences(series, zone, date, date).length > 0;
    } catch (error) {
      if (error instanceof ExpansionTooLong) return true;
      throw error;
    }
  });

function seriesVevents(series: CalendarSeries, options: CalendarOptions): string[] {
  const uid = `UID:${seriesUid(series.id, options.publicUrl)}`;
  const now = options.now.getTime();
  // The series links to its next occurrence's page (or its last one, once all are past).
  const next = series.occurrences.find((occurrence) => occurrence.date.getTime() > now) ?? series.occurrences.at(-1);
  const master = [
    "BEGIN:VEVENT",
    uid,
    ...eventTimes(series, options.zone),
    `RRULE:${rruleValue(series)}`,
    ...skippedStarts(series, options.zone).map((date) => `EXDATE${originalStart(series, date, options.zone)}`),
    ...eventDetails(series, options, next ? `${options.publicUrl}/events/${next.id}` : `${options.publicUrl}/events`),
    "END:VEVENT",
  ];
  const overrides = series.occurrences
    .filter((occurrence) => occurrence.overridden && occurrence.occurrenceDate)
    .flatMap((occurrence) => [
      "BEGIN:VEVENT",
      uid,
      `RECURRENCE-ID${originalStart(series, occurrence.occurrenceDate as Date, options.zone)}`,
      ...eventTimes(occurrence, options.zone),
      ...eventDetails(occurrence, options, `${options.publicUrl}/events/${occurrence.id}`),
      "END:VEVENT",
    ]);
  return [...master, ...overrides];
}

/**
 * The calendar of `events` and `series`. An event that is an occurrence of one of `series` is
 * stated through its series (the RRULE, or a RECURRENCE-ID override), not on its own.
 */
export function buildCalendar(
  events: CalendarEvent[],
  options: CalendarOptions,
  series: CalendarSeries[] = [],
): string {
  const inSeries = new Set(series.map((one) => one.id));
  const own = events.filter((event) => !(event.seriesId && inSeries.has(event.seriesId)));
  const years = [...events, ...series].map((event) => event.date.getUTCFullYear());
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
    ...own.flatMap((event) => vevent(event, options)),
    ...series.flatMap((one) => seriesVevents(one, options)),
    "END:VCALENDAR",
  ];
  return serializeLines(lines);
}
