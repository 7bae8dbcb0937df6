// Replacing an event, shared by its router and the calendar import: an occurrence edited on its own
// is marked so its series leaves it be (decision 017), every change is a new SEQUENCE, and people
// registered hear of a new time, place or status.
import type { EventData } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";
import { listingFields } from "../listings/listing-fields.ts";
import { registeredEvents, tellOfChanges } from "../registrations/event-changes.ts";
import { notFound } from "../trpc.ts";
import { eventSelect } from "./event-select.ts";

/** Columns a write may set beside the event's own fields (an import's UID and digest). */
export type EventExtra = Pick<Prisma.EventUncheckedCreateInput, "importUid" | "importHash" | "subscriptionId">;

/**
 * A rescheduled or postponed event keeps the start it had: when staff move the date and mark it
 * so without saying the previous date, the stored one is it.
 */
function previousDateAfter(
  storedDate: Date,
  fields: { date: Date; status: string; previousDate: Date | null },
): Date | null {
  if (fields.previousDate) return fields.previousDate;
  const moved = fields.status === "rescheduled" || fields.status === "postponed";
  return moved && fields.date.getTime() !== storedDate.getTime() ? storedDate : null;
}

/** Makes an event. */
export async function createEvent(ctx: Context, input: EventData, extra: EventExtra = {}) {
  const data = await listingFields(ctx, "event", input);
  return ctx.prisma.event.create({ data: { ...data, ...extra }, select: eventSelect });
}

/** Replaces an event's fields (an occurrence's alone: it is marked overridden). */
export async function replaceEvent(ctx: Context, id: number, fields: EventData, extra: EventExtra = {}) {
  const data = await listingFields(ctx, "event", fields);
  const before = await ctx.prisma.event.findUnique({ where: { id }, select: { date: true, seriesId: true } });
  if (!before) throw notFound("Event");
  const registered = await registeredEvents(ctx.prisma, { id });
  const event = await ctx.prisma.event.update({
    where: { id },
    data: {
      ...data,
      ...extra,
      previousDate: previousDateAfter(before.date, fields),
      // An occurrence edited on its own keeps its edit when the whole series is edited later.
      ...(before.seriesId === null ? {} : { overridden: true }),
      // Every change is a new revision for subscribed calendars (RFC 5545 SEQUENCE).
      sequence: { increment: 1 },
    },
    select: eventSelect,
  });
  await tellOfChanges(ctx, registered);
  return event;
}
