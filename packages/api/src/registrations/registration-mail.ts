// The mail a registration sends (docs/decisions/029-event-registration.md), each queued through the
// outbox in the transaction that made the change: the confirmation or the waitlist's word, a
// promotion, a cancellation, the link again, and (from the reminders and event changes) the
// reminder and the update. A confirmed registration's messages carry its invite (.ics, invite.ts).
import { defaultSiteFacts, eventStatusLabels, formatEventTime, formatInZone, zoneAbbreviation } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { collapse, oneLine } from "../mail/messages.ts";
import type { MailCalendar, MailMessage } from "../mail/outbox.ts";
import { registrationInvite } from "./invite.ts";

/** The columns of an event the messages need. */
export const registrationEventSelect = {
  id: true,
  title: true,
  date: true,
  endDate: true,
  allDay: true,
  location: true,
  onlineUrl: true,
  status: true,
  sequence: true,
} satisfies Prisma.EventSelect;
export type RegistrationEvent = Prisma.EventGetPayload<{ select: typeof registrationEventSelect }>;

/** What every message is written from. */
export interface RegistrationMailFacts {
  event: RegistrationEvent;
  registration: { id: number; name: string; email: string; places: number; inviteSequence: number };
  /** The registrant's own link (view or cancel). */
  manageUrl: string;
  /** The event's page. */
  eventUrl: string;
  zone: string;
  /** The chamber (its site facts), the invite's organizer and the signature; the seeded chamber's by default. */
  organizer?: { name: string; email: string };
  /** For "event-changed": the event as it was, so the message can say what changed. */
  previous?: RegistrationEvent;
  /** When the message is written (the invite's DTSTAMP); now by default. */
  now?: Date;
  /** The registrant is on the waitlist: an event's news reaches them without an invite. */
  onWaitlist?: boolean;
}

export type RegistrationMailKind =
  | "confirmed"
  | "waitlisted"
  | "promoted"
  | "cancelled"
  | "link-again"
  | "reminder"
  | "event-changed"
  | "event-cancelled";

/** Which kinds carry an invite, and whether it adds (REQUEST) or removes (CANCEL) the event. */
const inviteMethod: Partial<Record<RegistrationMailKind, MailCalendar["method"]>> = {
  confirmed: "REQUEST",
  promoted: "REQUEST",
  reminder: "REQUEST",
  "event-changed": "REQUEST",
  cancelled: "CANCEL",
  "event-cancelled": "CANCEL",
};

/** "Thursday, December 3, 2026, 6:30 PM – 8:30 PM PST", in the site's zone. */
function eventWhen(event: RegistrationEvent, zone: string): string {
  const day = formatInZone(event.date, "full", zone).replace(/ at .*$/, "");
  const time = formatEventTime(event, zone);
  return event.allDay ? `${day}, ${time.toLowerCase()}` : `${day}, ${time} ${zoneAbbreviation(event.date, zone)}`;
}

/** The place, and the online link when there is one. */
function eventWhere(event: RegistrationEvent): string[] {
  const online = event.onlineUrl ? [`Online: ${event.onlineUrl}`] : [];
  if (event.status === "movedOnline") return [`Where: online only — ${event.onlineUrl ?? "see the event page"}`];
  return [`Where: ${collapse(event.location)}`, ...online];
}

/** When, where, and the event's state when it is not simply on. */
function details(event: RegistrationEvent, zone: string): string[] {
  const state = event.status === "scheduled" ? [] : [`Status: ${eventStatusLabels[event.status]}`];
  return [`When: ${eventWhen(event, zone)}`, ...eventWhere(event), ...state];
}

/** What changed between `previous` and `event`, each as "Was … — now …". */
function changes(previous: RegistrationEvent | undefined, event: RegistrationEvent, zone: string): string[] {
  if (!previous) return details(event, zone);
  const lines: string[] = [];
  const when = [eventWhen(previous, zone), eventWhen(event, zone)];
  if (when[0] !== when[1]) lines.push(`When: ${when[1]} (was ${when[0]})`);
  const where = [eventWhere(previous).join(", "), eventWhere(event).join(", ")];
  if (where[0] !== where[1]) lines.push(`${where[1]} (was ${where[0]?.replace(/^Where: /, "")})`);
  if (previous.status !== event.status) lines.push(`Status: ${eventStatusLabels[event.status]}`);
  // Whatever is unchanged is still worth a line: the message stands on its own.
  if (when[0] === when[1]) lines.push(`When: ${when[1]}`);
  if (where[0] === where[1]) lines.push(...eventWhere(event));
  return lines;
}

const placesText = (places: number) => (places > 1 ? ` (${places} places)` : "");

/** The opening paragraph and the facts after it, for each kind. */
function body(kind: RegistrationMailKind, facts: RegistrationMailFacts): string[] {
  const { event, registration, zone } = facts;
  const title = `“${collapse(event.title)}”`;
  const places = placesText(registration.places);
  const withInvite = "The invite attached adds it to your calendar.";
  switch (kind) {
    case "confirmed":
      return [`You're registered for ${title}${places}.`, "", ...details(event, zone), "", withInvite];
    case "waitlisted":
      return [
        `${title} is full for now, so you're on the waitlist${places}.`,
        "If a place opens up for you, we'll register you and e-mail you with the invite.",
        "",
        ...details(event, zone),
      ];
    case "promoted":
      return [
        `A place opened up: you're now registered for ${title}${places}.`,
        "",
        ...details(event, zone),
        "",
        withInvite,
      ];
    case "cancelled":
      return [
        `Your registration for ${title} is cancelled. The invite attached removes it from your calendar.`,
        "",
        `Changed your mind? You can register again on the event page while places are left: ${facts.eventUrl}`,
      ];
    case "link-again":
      return [
        `This address is already registered for ${title}, so nothing new was made. Here is your registration's link again.`,
        "If you did not ask for it, you can ignore this e-mail.",
        "",
        ...details(event, zone),
      ];
    case "reminder":
      return [`A reminder: ${title} is coming up${places}.`, "", ...details(event, zone)];
    case "event-changed":
      return [
        `${title}, which you registered for, has changed:`,
        "",
        ...changes(facts.previous, event, zone),
        "",
        facts.onWaitlist
          ? "You're still on the waitlist; we'll e-mail you if a place opens up."
          : "The invite attached updates your calendar. Your registration stays as it is.",
      ];
    case "event-cancelled":
      return [
        `We're sorry: ${title} is cancelled.`,
        `It was planned for ${eventWhen(event, zone)}.`,
        ...(facts.onWaitlist ? [] : ["The invite attached removes it from your calendar."]),
      ];
  }
}

/** One message to the registrant. */
export function registrationMail(kind: RegistrationMailKind, facts: RegistrationMailFacts): MailMessage {
  const { event, registration, manageUrl } = facts;
  const organizer = facts.organizer ?? { name: defaultSiteFacts.name, email: defaultSiteFacts.email };
  const subjects: Record<RegistrationMailKind, string> = {
    confirmed: `You're registered: ${event.title}`,
    waitlisted: `You're on the waitlist: ${event.title}`,
    promoted: `A place opened up — you're registered: ${event.title}`,
    cancelled: `Registration cancelled: ${event.title}`,
    "link-again": `Your registration: ${event.title}`,
    reminder: `Reminder: ${event.title}, ${formatInZone(event.date, "card", facts.zone)}`,
    "event-changed": `Changed: ${event.title}`,
    "event-cancelled": `Cancelled: ${event.title}`,
  };
  const manage =
    kind === "cancelled" || kind === "event-cancelled" ? [] : [`To see your registration or cancel it: ${manageUrl}`];
  // The QR code of the personal link (served beside it): staff scan it at the door to check in.
  const holdsPlaces = !facts.onWaitlist && (kind === "confirmed" || kind === "promoted" || kind === "reminder");
  const checkIn = holdsPlaces ? [`Your check-in code, to show at the door: ${manageUrl}/qr.png`] : [];
  const method = facts.onWaitlist ? undefined : inviteMethod[kind];
  return {
    to: registration.email,
    subject: oneLine(subjects[kind], 200),
    text: [
      `Hello ${collapse(registration.name)},`,
      "",
      ...body(kind, facts),
      "",
      `Event page: ${facts.eventUrl}`,
      ...manage,
      ...checkIn,
      "",
      `— ${organizer.name}`,
    ].join("\n"),
    ...(method ? { calendar: registrationInvite(method, { ...facts, organizer }) } : {}),
  };
}
