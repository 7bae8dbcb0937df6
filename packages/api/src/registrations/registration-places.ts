// Who gets the places (docs/decisions/029-event-registration.md): every change to an event's
// registrations runs in a transaction that first locks the event's row, so two registrations (on one
// instance or two on one database) are decided one after the other — the places confirmed never
// pass the capacity and nobody is lost. A registration is confirmed when its places fit, else it
// joins the waitlist; places freed confirm the first in line who fit.
import type { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { chamberOrganizer } from "./chamber-organizer.ts";
import type { Answers } from "./registration-answers.ts";
import { mailFacts } from "./registration-link.ts";
import { type RegistrationEvent, type RegistrationMailKind, registrationMail } from "./registration-mail.ts";
import type { Registration } from "./registration-settings.ts";
import { confirmedPlaces } from "./registration-state.ts";

type Tx = Prisma.TransactionClient;
export type PlacesContext = Pick<Context, "mail" | "publicUrl" | "prisma" | "zone" | "now">;

/**
 * Holds the event's row until the transaction ends — the registrations' decisions queue behind it —
 * and answers its capacity as it is now (null: unlimited), read under the lock.
 */
export async function lockEvent(tx: Tx, eventId: number): Promise<number | null> {
  // One round trip: the lock is held until the commit, so what runs under it sets the pace.
  // The event's own settings win, even with no capacity (unlimited); else its series'.
  const [row] = await tx.$queryRaw<{ capacity: number | null }[]>`
    SELECT CASE WHEN own.id IS NOT NULL THEN own.capacity ELSE series.capacity END AS capacity
    FROM "Event" e
    LEFT JOIN "RegistrationSettings" own ON own."eventId" = e.id
    LEFT JOIN "RegistrationSettings" series ON series."seriesId" = e."seriesId"
    WHERE e.id = ${eventId} FOR UPDATE OF e`;
  return row?.capacity ?? null;
}

/** Queues `kind` to the registration's person. */
export async function mailRegistrant(
  ctx: PlacesContext,
  tx: Tx,
  kind: RegistrationMailKind,
  event: RegistrationEvent,
  registration: Registration,
): Promise<void> {
  const facts = await mailFacts(ctx, event, registration, await chamberOrganizer(ctx.prisma));
  await enqueueMail(tx, ctx, registrationMail(kind, facts));
  ctx.mail?.wake?.();
}

/**
 * In one round trip, run under the lock: the places confirmed, and the address's registration
 * that is not cancelled, if any.
 */
async function placesAndHolder(tx: Tx, eventId: number, emailKey: string) {
  const [row] = await tx.$queryRaw<{ taken: number; held: number | null }[]>`
    SELECT COALESCE(SUM(places) FILTER (WHERE status = 'confirmed'), 0)::int AS taken,
      MIN(id) FILTER (WHERE "emailKey" = ${emailKey} AND status <> 'cancelled') AS held
    FROM "Registration" WHERE "eventId" = ${eventId}`;
  return { taken: row?.taken ?? 0, held: row?.held ?? null };
}

export interface NewRegistration {
  name: string;
  email: string;
  places: number;
  answers: Answers;
  addedByStaff: boolean;
}

export interface Taken {
  registration: Registration;
  /** The address already held it: nothing changed. */
  duplicate: boolean;
}

/**
 * Registers `person` for the event under its lock: confirmed when the places fit its capacity,
 * else waitlisted, and told by mail when `notify`. An address that already holds a
 * registration gets that one back, marked `duplicate`, and nothing changes.
 */
export async function takePlaces(
  ctx: PlacesContext,
  tx: Tx,
  event: RegistrationEvent,
  person: NewRegistration,
  notify: boolean,
): Promise<Taken> {
  const emailKey = person.email.toLowerCase();
  const capacity = await lockEvent(tx, event.id);
  const { taken, held } = await placesAndHolder(tx, event.id, emailKey);
  if (held !== null)
    return { registration: await tx.registration.findUniqueOrThrow({ where: { id: held } }), duplicate: true };
  const fits = capacity === null || taken + person.places <= capacity;
  const registration = await tx.registration.create({
    data: {
      eventId: event.id,
      ...person,
      emailKey,
      status: fits ? "confirmed" : "waitlisted",
      createdAt: ctx.now(),
    },
  });
  if (notify) await mailRegistrant(ctx, tx, fits ? "confirmed" : "waitlisted", event, registration);
  return { registration, duplicate: false };
}

/** The event's waitlist, first in line first (the order their registrations were decided in). */
const waitlistOf = (tx: Tx, eventId: number) =>
  tx.registration.findMany({ where: { eventId, status: "waitlisted" }, orderBy: { id: "asc" } });

/**
 * Confirms waitlisted registrations in their order while places are left: one whose party does not
 * fit keeps its place at the head of the line, and those behind it who fit are confirmed (a party
 * of four does not hold two single places empty). Each is told by mail.
 */
export async function promoteWaitlist(ctx: PlacesContext, tx: Tx, event: RegistrationEvent): Promise<Registration[]> {
  const capacity = await lockEvent(tx, event.id);
  let left = capacity === null ? Number.POSITIVE_INFINITY : capacity - (await confirmedPlaces(tx, event.id));
  const promoted: Registration[] = [];
  if (left <= 0) return promoted;
  for (const waiting of await waitlistOf(tx, event.id)) {
    if (waiting.places > left) continue;
    left -= waiting.places;
    promoted.push(await confirm(ctx, tx, event, waiting));
    if (left <= 0) break;
  }
  return promoted;
}

/** Moves a waitlisted registration to confirmed and tells its person. */
export async function confirm(
  ctx: PlacesContext,
  tx: Tx,
  event: RegistrationEvent,
  waiting: Registration,
): Promise<Registration> {
  const confirmed = await tx.registration.update({
    where: { id: waiting.id },
    data: { status: "confirmed", promotedAt: ctx.now() },
  });
  await mailRegistrant(ctx, tx, "promoted", event, confirmed);
  return confirmed;
}

/**
 * Cancels a registration (again: nothing changes) under the event's lock, tells its person, and
 * gives its places to the waitlist. The invite's sequence moves on, so the cancel replaces it.
 */
export async function cancelPlaces(
  ctx: PlacesContext,
  tx: Tx,
  event: RegistrationEvent,
  registrationId: number,
): Promise<Registration> {
  await lockEvent(tx, event.id);
  const before = await tx.registration.findUniqueOrThrow({ where: { id: registrationId } });
  if (before.status === "cancelled") return before;
  const cancelled = await tx.registration.update({
    where: { id: registrationId },
    data: { status: "cancelled", cancelledAt: ctx.now(), inviteSequence: { increment: 1 } },
  });
  await mailRegistrant(ctx, tx, "cancelled", event, cancelled);
  if (before.status === "confirmed") await promoteWaitlist(ctx, tx, event);
  return cancelled;
}
