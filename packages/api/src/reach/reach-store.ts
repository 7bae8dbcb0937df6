// Writing and reading ListingReachDay: counters only, one row per business per day (SITE_TIMEZONE),
// nothing about who. Increments arrive in batches (apps/server/src/reach/ keeps them in memory a few
// seconds) and are added by ONE statement per batch: an upsert that adds to the day's row, so two
// instances flushing at once both count, and a business deleted meanwhile is skipped by the join.
import { type ReachClickKind, reachDates } from "@chamber/core";
import { type ReachCounter, type ReachDay, reachCounters } from "@chamber/core/schemas";
import type { Database, Prisma } from "@chamber/db";

export const clickCounter: Record<ReachClickKind, ReachCounter> = {
  website: "websiteClicks",
  phone: "phoneClicks",
  email: "emailClicks",
  directions: "directionsClicks",
};

/** A day with nothing counted. */
export const noReach: Readonly<Record<ReachCounter, number>> = Object.fromEntries(
  reachCounters.map((counter) => [counter, 0]),
) as Record<ReachCounter, number>;

/** One business's increments for one day. */
export interface ReachIncrement {
  businessId: number;
  /** YYYY-MM-DD in SITE_TIMEZONE. */
  day: string;
  counts: Partial<Record<ReachCounter, number>>;
}

type Writer = Database["prisma"] | Prisma.TransactionClient;

const column = (rows: ReachIncrement[], counter: ReachCounter) => rows.map((row) => row.counts[counter] ?? 0);

/** Adds the increments (one row per business and day; merge duplicates first: mergeIncrements). */
export async function addReach(prisma: Writer, rows: ReachIncrement[]): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.businessId);
  const days = rows.map((row) => row.day);
  return prisma.$executeRaw`
    INSERT INTO "ListingReachDay" ("businessId", "day", "views", "impressions", "websiteClicks", "phoneClicks",
      "emailClicks", "directionsClicks", "inquiries")
    SELECT b."id", r."day"::date, r."views", r."impressions", r."websiteClicks", r."phoneClicks", r."emailClicks",
      r."directionsClicks", r."inquiries"
    FROM unnest(${ids}::int[], ${days}::text[], ${column(rows, "views")}::int[], ${column(rows, "impressions")}::int[],
      ${column(rows, "websiteClicks")}::int[], ${column(rows, "phoneClicks")}::int[], ${column(rows, "emailClicks")}::int[],
      ${column(rows, "directionsClicks")}::int[], ${column(rows, "inquiries")}::int[])
      AS r("businessId", "day", "views", "impressions", "websiteClicks", "phoneClicks", "emailClicks",
        "directionsClicks", "inquiries")
    JOIN "Business" b ON b."id" = r."businessId"
    ON CONFLICT ("businessId", "day") DO UPDATE SET
      "views" = "ListingReachDay"."views" + EXCLUDED."views",
      "impressions" = "ListingReachDay"."impressions" + EXCLUDED."impressions",
      "websiteClicks" = "ListingReachDay"."websiteClicks" + EXCLUDED."websiteClicks",
      "phoneClicks" = "ListingReachDay"."phoneClicks" + EXCLUDED."phoneClicks",
      "emailClicks" = "ListingReachDay"."emailClicks" + EXCLUDED."emailClicks",
      "directionsClicks" = "ListingReachDay"."directionsClicks" + EXCLUDED."directionsClicks",
      "inquiries" = "ListingReachDay"."inquiries" + EXCLUDED."inquiries"`;
}

/** The same business and day once, their counts added (one upsert cannot touch a row twice). */
export function mergeIncrements(rows: Iterable<ReachIncrement>): ReachIncrement[] {
  const merged = new Map<string, ReachIncrement>();
  for (const row of rows) {
    const key = `${row.businessId}|${row.day}`;
    const into = merged.get(key) ?? { businessId: row.businessId, day: row.day, counts: {} };
    for (const counter of reachCounters) {
      const add = row.counts[counter];
      if (add) into.counts[counter] = (into.counts[counter] ?? 0) + add;
    }
    merged.set(key, into);
  }
  return [...merged.values()];
}

/** Every day from `from` to `to` with its counters, zeros where nothing was counted. */
export async function readReach(prisma: Database["prisma"], businessId: number, from: string, to: string) {
  const rows = await prisma.listingReachDay.findMany({
    where: { businessId, day: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } },
  });
  const byDay = new Map(rows.map((row) => [row.day.toISOString().slice(0, 10), row]));
  return reachDates(from, to).map((date): ReachDay => {
    const row = byDay.get(date);
    const counts = { ...noReach };
    if (row) for (const counter of reachCounters) counts[counter] = row[counter];
    return { date, ...counts };
  });
}
