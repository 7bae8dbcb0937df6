// The refusals a registration answers with their own codes (409 ALREADY_REGISTERED and
// REGISTRATION_CLOSED, which the event page's form reads), and a registrant's link that names no
// registration (404).
import { ALREADY_REGISTERED_CODE, REGISTRATION_CLOSED_CODE } from "@chamber/core";
import type { PrismaClient } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { rootClient } from "../activity/actor.ts";
import { CodedError } from "../contract/coded-error.ts";
import { notFound } from "../trpc.ts";
import { registrationIdOf } from "./registration-link.ts";
import type { RegistrationEvent } from "./registration-mail.ts";
import { mailRegistrant, type PlacesContext } from "./registration-places.ts";
import { type EventRegistration, findEventRegistration, type Registration } from "./registration-settings.ts";

const conflict = (code: string, message: string) =>
  new TRPCError({ code: "CONFLICT", message, cause: new CodedError(code, message) });

const CLOSED_MESSAGES = {
  "not-yet": "Registration for this event is not open yet",
  closed: "Registration for this event is closed",
  started: "The event has started: the registration can no longer be cancelled",
} as const;

export const registrationClosed = (why: "not-yet" | "closed" | "full" | "open" | "started") =>
  why === "started"
    ? new TRPCError({ code: "CONFLICT", message: CLOSED_MESSAGES.started })
    : conflict(REGISTRATION_CLOSED_CODE, why === "not-yet" ? CLOSED_MESSAGES["not-yet"] : CLOSED_MESSAGES.closed);

/** `linkMailed`: the visitor's form, which mails the link again; staff adding by hand mail nothing. */
export const alreadyRegistered = (linkMailed = true) =>
  conflict(
    ALREADY_REGISTERED_CODE,
    linkMailed
      ? "This e-mail address is already registered for this event. We have sent its link again."
      : "This e-mail address is already registered for this event",
  );

/**
 * Mails the registration's link again. Queued outside the call's transaction, which the 409 that
 * follows rolls back; the worker's next poll sends it.
 */
export async function mailLinkAgain(
  ctx: PlacesContext,
  event: RegistrationEvent,
  registration: Registration,
): Promise<void> {
  await mailRegistrant(ctx, rootClient(ctx.prisma), "link-again", event, registration);
}

/** The registration a personal link names, with its event; 404 for a link that names none. */
export async function ownRegistration(
  prisma: PrismaClient,
  token: string,
): Promise<{ found: EventRegistration; registration: Registration }> {
  const id = await registrationIdOf(prisma, token);
  const registration = id === null ? null : await prisma.registration.findUnique({ where: { id } });
  const found = registration && (await findEventRegistration(prisma, { id: registration.eventId }));
  if (!registration || !found) throw notFound("Registration");
  return { found, registration };
}
