// One event's .ics file (the server's /feeds/events/<id>.ics), apart from calendar-links.ts: the
// event page's head names it, and a route's head is in every page's first script, where the rest
// of calendar-links.ts (Google's and Outlook's links, for the event page alone) need not be.
export function icsHref(id: number): string {
  return `/feeds/events/${id}.ics`;
}
