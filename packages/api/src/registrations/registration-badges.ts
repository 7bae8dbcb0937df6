// "Registration open" on the event lists (the cards and the calendar feed): each listed event's
// registration as "open" (places left), "full" (new ones join the waitlist) or null, read for the
// whole list at once — one query for the events that take registrations and their settings, one
// for their confirmed places — so a list costs two reads more, whatever its length.
import type { Prisma, PrismaClient } from "@chamber/db";
import { appliedSettings, registrationEventRowSelect } from "./registration-settings.ts";
import { registrationStateOf } from "./registration-state.ts";

export type RegistrationBadge = "open" | "full" | null;

/** The events with their badge, in their order. */
export async function withRegistrationBadges<T extends { id: number }>(
  prisma: PrismaClient | Prisma.TransactionClient,
  events: T[],
  now: Date,
): Promise<(T & { registration: RegistrationBadge })[]> {
  const ids = events.map((event) => event.id);
  const taking =
    ids.length === 0
      ? []
      : await prisma.event.findMany({
          where: {
            id: { in: ids },
            OR: [{ registration: { isNot: null } }, { series: { is: { registration: { isNot: null } } } }],
          },
          select: registrationEventRowSelect,
        });
  const sums =
    taking.length === 0
      ? []
      : await prisma.registration.groupBy({
          by: ["eventId"],
          where: { eventId: { in: taking.map((event) => event.id) }, status: "confirmed" },
          _sum: { places: true },
        });
  const taken = new Map(sums.map((sum) => [sum.eventId, sum._sum.places ?? 0]));
  const badges = new Map<number, RegistrationBadge>();
  for (const event of taking) {
    const settings = appliedSettings(event);
    if (!settings) continue;
    const state = registrationStateOf(event, settings, taken.get(event.id) ?? 0, now);
    badges.set(event.id, state.state === "open" || state.state === "full" ? state.state : null);
  }
  return events.map((event) => ({ ...event, registration: badges.get(event.id) ?? null }));
}
