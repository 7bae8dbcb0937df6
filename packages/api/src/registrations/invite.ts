// A registration's invite (iTIP, RFC 5546): a one-event iCalendar object sent with the mail, so the
// registrant's calendar app adds the event, updates it when staff change it, and removes it when
// the registration or the event is cancelled. Its UID is the registration's (stable: each update
// replaces the copy in the calendar) and its SEQUENCE the registration's inviteSequence, which
// every update and cancel raises. Written with the events feed's writer (../calendar).
import { eventTimes, icsStatus } from "../calendar/event-times.ts";
import { escapeText, formatUtc, serializeLines } from "../calendar/ics-format.ts";
import { vtimezone } from "../calendar/vtimezone.ts";
import type { MailCalendar } from "../mail/outbox.ts";
import type { RegistrationMailFacts } from "./registration-mail.ts";

/** The registration's UID: one per registration, on the site's host. */
function inviteUid(registrationId: number, siteUrl: string): string {
  let host = "chamber.invalid";
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // A relative link (no PUBLIC_URL): the UID stays stable all the same.
  }
  return `registration-${registrationId}@${host}`;
}

/** A parameter value (RFC 5545 §3.2): quoted, without the quotes and line breaks it cannot hold. */
const parameter = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** Where the event is: the place, and the online link when there is one. */
function where(facts: RegistrationMailFacts): string {
  const { location, onlineUrl, status } = facts.event;
  if (status === "movedOnline" && onlineUrl) return onlineUrl;
  return [location, onlineUrl].filter(Boolean).join(" · ");
}

/** The invite for `facts`: METHOD:REQUEST to add or update, METHOD:CANCEL to remove. */
export function registrationInvite(
  method: MailCalendar["method"],
  facts: RegistrationMailFacts & Required<Pick<RegistrationMailFacts, "organizer">>,
): MailCalendar {
  const { event, registration, organizer } = facts;
  const cancel = method === "CANCEL";
  const description = [
    cancel ? "This invite is cancelled." : "",
    `Event page: ${facts.eventUrl}`,
    `Your registration (view or cancel): ${facts.manageUrl}`,
  ].filter(Boolean);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Chamber//Event Registrations//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...(event.allDay ? [] : vtimezone(facts.zone, event.date.getUTCFullYear() - 1)),
    "BEGIN:VEVENT",
    `UID:${inviteUid(registration.id, facts.eventUrl)}`,
    // With a METHOD, DTSTAMP is when this message was written (RFC 5545 §3.8.7.2).
    `DTSTAMP:${formatUtc(facts.now ?? new Date())}`,
    `SEQUENCE:${registration.inviteSequence}`,
    ...eventTimes(event, facts.zone),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description.join("\n"))}`,
    `LOCATION:${escapeText(where(facts))}`,
    `URL;VALUE=URI:${facts.eventUrl}`,
    `STATUS:${cancel ? "CANCELLED" : icsStatus[event.status]}`,
    `ORGANIZER;CN=${parameter(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${parameter(registration.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${registration.email}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return { method, content: serializeLines(lines) };
}
