// When staff change an event's time, place or status, everyone registered for it (not cancelled)
// is told, in the transaction of the change: their invite's SEQUENCE goes up and the new invite
// goes with the notice, so calendar apps replace their copy; a cancelled event cancels the invite.
// The event and series writes call `registeredEvents` before they change anything and
// `tellOfChanges` after, so one pair covers an event edit and every occurrence a series edit moves.
import { eventEnd } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { type NoticeContext, type Registrant, tellRegistrants } from "./registrant-notices.ts";
import { type RegistrationEvent, registrationEventSelect } from "./registration-mail.ts";
import { REMINDER_BEFORE_MS } from "./reminders.ts";

/** An event with people registered, as it was before a change. */
interface Watched {
  event: RegistrationEvent;
  registrants: Registrant[];
}

const registrantSelect = {
  id: true,
  name: true,
  email: true,
  places: true,
  inviteSequence: true,
  status: true,
} satisfies Prisma.RegistrationSelect;

const notCancelled = { status: { not: "cancelled" } } satisfies Prisma.RegistrationWhereInput;

/** The events matching `where` that someone is registered for (not cancelled), as they are now. */
export async function registeredEvents(
  prisma: Pick<Prisma.TransactionClient, "event">,
  where: Prisma.EventWhereInput,
): Promise<Watched[]> {
  const events = await prisma.event.findMany({
    where: { ...where, registrations: { some: notCancelled } },
    select: { ...registrationEventSelect, registrations: { where: notCancelled, select: registrantSelect } },
  });
  return events.map(({ registrations, ...event }) => ({ event, registrants: registrations }));
}

/** What a registrant is told of: the time, the place, the status. */
const told = (event: RegistrationEvent) =>
  JSON.stringify([event.date, event.endDate, event.allDay, event.location, event.onlineUrl, event.status]);

/**
 * Tells the registrants of each of `watched` whose time, place or status has changed since, or
 * that is gone (an occurrence a series edit removed: its registrations went with it).
 */
export async function tellOfChanges(ctx: NoticeContext, watched: Watched[]): Promise<void> {
  if (watched.length === 0) return;
  const now = await ctx.prisma.event.findMany({
    where: { id: { in: watched.map(({ event }) => event.id) } },
    select: registrationEventSelect,
  });
  for (const { event: before, registrants } of watched) {
    const after = now.find((event) => event.id === before.id);
    if (!after) {
      const withdrawn = registrants.map((one) => ({ ...one, inviteSequence: one.inviteSequence + 1 }));
      await tellRegistrants(ctx, ctx.prisma, "event-cancelled", before, withdrawn);
      continue;
    }
    if (told(before) === told(after)) continue;
    // A change to an event that was and stays cancelled, or that is over either way (staff
    // correcting the record), is nobody's news.
    if (before.status === "cancelled" && after.status === "cancelled") continue;
    if (Math.max(eventEnd(before).getTime(), eventEnd(after).getTime()) < ctx.now().getTime()) continue;
    // Moved to more than a day ahead, the event is reminded of again before its new start.
    const remindAgain = after.date.getTime() - ctx.now().getTime() > REMINDER_BEFORE_MS;
    const bumped = await ctx.prisma.registration.updateManyAndReturn({
      where: { eventId: after.id, ...notCancelled },
      data: { inviteSequence: { increment: 1 }, ...(remindAgain ? { reminderSentAt: null } : {}) },
      select: registrantSelect,
    });
    await tellRegistrants(
      ctx,
      ctx.prisma,
      after.status === "cancelled" ? "event-cancelled" : "event-changed",
      after,
      bumped,
      before,
    );
  }
  ctx.mail?.wake?.();
}
