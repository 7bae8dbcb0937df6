// Whether an event takes registrations at a moment, and how many places it has left: what the
// event page shows, and what a registration is checked against (the places again under the lock).
import { placesLeft, visibleWhere } from "@chamber/core";
import type { registrationState } from "@chamber/core/schemas";
import type { Prisma, PrismaClient } from "@chamber/db";
import type { z } from "zod";
import type { Context } from "../context.ts";
import {
  findEventRegistration,
  type RegistrationEventRow,
  type RegistrationSettings,
} from "./registration-settings.ts";

/** Registration closes `closesMinutesBefore` minutes before the start (at the start by default). */
const closesAtOf = (event: Pick<RegistrationEventRow, "date">, settings: RegistrationSettings) =>
  new Date(event.date.getTime() - settings.closesMinutesBefore * 60_000);

/** A cancelled event takes no one; a postponed one has no date to come to yet. */
const TAKES_NO_ONE = new Set(["cancelled", "postponed"]);

/** The places taken by confirmed registrations. */
export async function confirmedPlaces(prisma: PrismaClient | Prisma.TransactionClient, eventId: number) {
  const sum = await prisma.registration.aggregate({
    where: { eventId, status: "confirmed" },
    _sum: { places: true },
  });
  return sum._sum.places ?? 0;
}

/** The state of an event's registration at `now`, with `taken` places confirmed. */
export function registrationStateOf(
  event: RegistrationEventRow,
  settings: RegistrationSettings,
  taken: number,
  now: Date,
): z.input<typeof registrationState> {
  const closesAt = closesAtOf(event, settings);
  const left = placesLeft(settings.capacity, taken);
  const phase =
    !settings.open || TAKES_NO_ONE.has(event.status) || now >= closesAt
      ? "closed"
      : settings.opensAt && now < settings.opensAt
        ? "not-yet"
        : left === 0
          ? "full"
          : "open";
  const open = phase === "open" || phase === "full";
  return {
    open,
    state: phase,
    capacity: settings.capacity,
    placesLeft: left,
    waitlist: phase === "full",
    opensAt: settings.opensAt,
    closesAt,
    maxPlaces: settings.maxPlaces,
    questions: settings.questions,
    priceText: settings.priceText,
  };
}

/** The state of a visible event that takes registrations; null for any other id. */
export async function visibleState(ctx: Pick<Context, "prisma" | "now">, eventId: number) {
  const now = ctx.now();
  const found = await findEventRegistration(ctx.prisma, { id: eventId, ...visibleWhere(now) });
  if (!found?.settings) return null;
  return registrationStateOf(found.event, found.settings, await confirmedPlaces(ctx.prisma, eventId), now);
}
