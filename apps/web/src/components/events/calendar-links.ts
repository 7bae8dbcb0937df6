// "Add to calendar" targets for one event, all plain links: the .ics file from the server's feed
// (/feeds/events/<id>.ics), and Google Calendar's and Outlook's "new event" pages filled in. An
// event without an end gets the usual two-hour slot (eventEnd).
import { eventEnd } from "@chamber/core";

interface CalendarEvent {
  title: string;
  description: string;
  location: string;
  date: string;
  endDate?: string | null;
}

/** A whole series as one .ics file: its RRULE and skipped dates (/feeds/series/<id>.ics). */
export function seriesIcsHref(seriesId: number): string {
  return `/feeds/series/${seriesId}.ics`;
}

/** 20250105T183000Z: the compact UTC form Google Calendar's `dates` parameter takes. */
function compactUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function googleCalendarHref(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(new Date(event.date))}/${compactUtc(eventEnd(event))}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarHref(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: new Date(event.date).toISOString(),
    enddt: eventEnd(event).toISOString(),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
