// What an event's time and status read as, and which part of the list it is in: helpers the public
// pages show events with; the event's schemas are in event.ts.
import { formatInZone, localDate, shownTimezone } from "../time/time-zone.ts";

/** What became of an event (schema.org EventStatusType, iCalendar STATUS). */
export const eventStatuses = ["scheduled", "cancelled", "postponed", "rescheduled", "movedOnline"] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventStatusLabels: Record<EventStatus, string> = {
  scheduled: "Scheduled",
  cancelled: "Cancelled",
  postponed: "Postponed",
  rescheduled: "Rescheduled",
  movedOnline: "Moved online",
};

/** Which part of the events list to read: the events still to come, or the past ones. */
export const eventWhens = ["upcoming", "past"] as const;
export type EventWhen = (typeof eventWhens)[number];

/** An event without an end time is shown, put in calendars and structured data as two hours. */
export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

/** When an event ends: its own end, or the usual two hours after it starts. */
export function eventEnd(event: { date: Date | string; endDate?: Date | string | null }): Date {
  if (event.endDate) return new Date(event.endDate);
  return new Date(new Date(event.date).getTime() + EVENT_DURATION_MS);
}

/**
 * The time line of a card or detail page: "6:00 PM – 8:00 PM", "All day", or with the end's date
 * when it ends on another day ("6:00 PM – Jan 6, 2026, 1:00 AM").
 */
export function formatEventTime(
  event: { date: Date | string; endDate?: Date | string | null; allDay?: boolean },
  zone: string = shownTimezone(),
): string {
  const start = new Date(event.date);
  const end = eventEnd(event);
  if (event.allDay) {
    const sameDay = !event.endDate || localDate(start, zone) === localDate(end, zone);
    return sameDay ? "All day" : `All day, until ${formatInZone(end, "card", zone)}`;
  }
  const endTime = formatInZone(end, "time", zone);
  const endText =
    localDate(start, zone) === localDate(end, zone) ? endTime : `${formatInZone(end, "card", zone)}, ${endTime}`;
  return `${formatInZone(start, "time", zone)} – ${endText}`;
}
