// "Add to calendar" targets for one event. An event without an end gets the usual two-hour slot
// (eventEnd). The .ics file comes from the server's feed (/feeds/events/<id>.ics).
import { dayjs, eventEnd } from "@chamber/core";

export function icsHref(id: number): string {
  return `/feeds/events/${id}.ics`;
}

/** 20250105T183000Z: the compact UTC form Google Calendar's `dates` parameter takes. */
function compactUtc(instant: dayjs.Dayjs): string {
  return instant.utc().format("YYYYMMDD[T]HHmmss[Z]");
}

export function googleCalendarHref(event: {
  title: string;
  description: string;
  location: string;
  date: string;
  endDate?: string | null;
}) {
  const start = dayjs(event.date);
  const end = dayjs(eventEnd(event));
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
