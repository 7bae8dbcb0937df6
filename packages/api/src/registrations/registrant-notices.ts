// Messages to everyone registered for an event, sent by the site rather than by a registrant's own
// request: the 24-hour reminder (reminders.ts) and the notice of a change staff made to the event
// (event-changes.ts). Each is written from the registrant's facts (registration-link.ts), signed by
// the chamber and queued in the caller's transaction.
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { chamberOrganizer } from "./chamber-organizer.ts";
import { mailFacts } from "./registration-link.ts";
import { type RegistrationEvent, type RegistrationMailKind, registrationMail } from "./registration-mail.ts";

export type NoticeContext = Pick<Context, "prisma" | "mail" | "publicUrl" | "zone" | "now">;

/** A registration as a notice reads it. */
export interface Registrant {
  id: number;
  name: string;
  email: string;
  places: number;
  inviteSequence: number;
  status: "confirmed" | "waitlisted" | "cancelled";
}

/**
 * Queues `kind` to each of `registrants` of `event` through `tx` (the caller's transaction); the
 * caller wakes the sender once it committed. Without mail set up nothing is written.
 */
export async function tellRegistrants(
  ctx: NoticeContext,
  tx: Parameters<typeof enqueueMail>[0],
  kind: RegistrationMailKind,
  event: RegistrationEvent,
  registrants: Registrant[],
  previous?: RegistrationEvent,
): Promise<void> {
  if (!ctx.mail || registrants.length === 0) return;
  const organizer = await chamberOrganizer(ctx.prisma);
  const messages = await Promise.all(
    registrants.map(async (registrant) => {
      const facts = await mailFacts(ctx, event, registrant, organizer);
      return registrationMail(kind, {
        ...facts,
        now: ctx.now(),
        onWaitlist: registrant.status === "waitlisted",
        ...(previous ? { previous } : {}),
      });
    }),
  );
  await enqueueMail(tx, ctx, ...messages);
}
