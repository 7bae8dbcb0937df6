// The staff's numbers and list: counts for many events in one grouped query (the admin's cards),
// and an event's whole list — confirmed, then the waitlist in its order, then the cancelled.
import { placesLeft } from "@chamber/core";
import type { registrationCounts, staffRegistration } from "@chamber/core/schemas";
import type { Prisma, PrismaClient } from "@chamber/db";
import type { z } from "zod";
import type { Registration } from "./registration-settings.ts";

type Db = PrismaClient | Prisma.TransactionClient;
type Counts = z.input<typeof registrationCounts>;

interface CountRow {
  eventId: number;
  confirmed: number;
  confirmedPlaces: number;
  waitlisted: number;
  waitlistedPlaces: number;
  checkedIn: number;
}

/** The counts of each of `ids` that exists, in the order asked. */
export async function countsOf(prisma: Db, ids: number[]): Promise<Counts[]> {
  if (ids.length === 0) return [];
  const [events, rows] = await Promise.all([
    prisma.event.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        registration: { select: { capacity: true } },
        series: { select: { registration: { select: { capacity: true } } } },
      },
    }),
    prisma.$queryRaw<CountRow[]>`
      SELECT "eventId",
        COUNT(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
        COALESCE(SUM(places) FILTER (WHERE status = 'confirmed'), 0)::int AS "confirmedPlaces",
        COUNT(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
        COALESCE(SUM(places) FILTER (WHERE status = 'waitlisted'), 0)::int AS "waitlistedPlaces",
        COUNT(*) FILTER (WHERE status = 'confirmed' AND "checkedInAt" IS NOT NULL)::int AS "checkedIn"
      FROM "Registration" WHERE "eventId" = ANY(${ids}) GROUP BY "eventId"`,
  ]);
  const byEvent = new Map(rows.map((row) => [row.eventId, row]));
  const found = new Map(events.map((event) => [event.id, event]));
  return [...new Set(ids)].flatMap((id) => {
    const event = found.get(id);
    if (!event) return [];
    const capacity = (event.registration ?? event.series?.registration)?.capacity ?? null;
    const row = byEvent.get(id);
    const taken = row?.confirmedPlaces ?? 0;
    return [
      {
        eventId: id,
        capacity,
        confirmedPlaces: taken,
        confirmed: row?.confirmed ?? 0,
        waitlisted: row?.waitlisted ?? 0,
        waitlistedPlaces: row?.waitlistedPlaces ?? 0,
        checkedIn: row?.checkedIn ?? 0,
        placesLeft: placesLeft(capacity, taken),
      },
    ];
  });
}

const STATUS_ORDER = { confirmed: 0, waitlisted: 1, cancelled: 2 } as const;

/** Every registration of the event in the list's order, the waitlisted numbered from 1. */
export async function listOf(prisma: Db, eventId: number): Promise<z.input<typeof staffRegistration>[]> {
  const rows = await prisma.registration.findMany({ where: { eventId }, orderBy: { id: "asc" } });
  rows.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  let position = 0;
  return rows.map((row) => staffViewOf(row, row.status === "waitlisted" ? ++position : null));
}

/** One line of the staff's list. */
export function staffViewOf(registration: Registration, position: number | null): z.input<typeof staffRegistration> {
  const { id, name, email, places, status, addedByStaff, checkedInAt, promotedAt, cancelledAt, createdAt } =
    registration;
  const answers = (registration.answers ?? {}) as Record<string, string | boolean>;
  return {
    id,
    name,
    email,
    places,
    status,
    answers,
    addedByStaff,
    waitlistPosition: position,
    checkedInAt,
    promotedAt,
    cancelledAt,
    createdAt,
  };
}
