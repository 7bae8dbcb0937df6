// The mail a registration sends (docs/decisions/029-event-registration.md), each queued through the
// outbox in the transaction that made the change: the confirmation or the waitlist's word, a
// promotion, a cancellation, the link again, and (from the reminders and event changes) the
// reminder and the update. A confirmed registration's messages carry its invite (.ics).
import type { Prisma } from "@chamber/db";
import type { MailMessage } from "../mail/outbox.ts";

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

/** One message to the registrant. */
export function registrationMail(kind: RegistrationMailKind, facts: RegistrationMailFacts): MailMessage {
  const { event, registration, manageUrl } = facts;
  const subjects: Record<RegistrationMailKind, string> = {
    confirmed: `You're registered: ${event.title}`,
    waitlisted: `You're on the waitlist: ${event.title}`,
    promoted: `A place opened up — you're registered: ${event.title}`,
    cancelled: `Registration cancelled: ${event.title}`,
    "link-again": `Your registration: ${event.title}`,
    reminder: `Tomorrow: ${event.title}`,
    "event-changed": `Changed: ${event.title}`,
    "event-cancelled": `Cancelled: ${event.title}`,
  };
  return {
    to: registration.email,
    subject: subjects[kind],
    text: `Hello ${registration.name},\n\n${event.title}\n${event.location}\n\nView or cancel your registration: ${manageUrl}\n`,
  };
}
