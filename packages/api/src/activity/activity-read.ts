// Reading the activity log: the filters as a Prisma `where`, one keyset page (newest first, by
// id, so a page never shifts as new entries arrive), and an entry as the API answers it. The list
// and the CSV download both read through here.
import type { StaffRole } from "@chamber/core";
import type { activityQuery } from "@chamber/core/schemas";
import { parseActorKey } from "@chamber/core/schemas";
import type { Prisma, PrismaClient } from "@chamber/db";
import type { z } from "zod";
import { boundInstant } from "../events/event-list.ts";

export type ActivityFilters = Omit<z.output<typeof activityQuery>, "cursor" | "limit">;

const entrySelect = {
  id: true,
  at: true,
  actorKind: true,
  actorId: true,
  actorName: true,
  actorRole: true,
  entity: true,
  entityId: true,
  action: true,
  changes: true,
} satisfies Prisma.ActivityEntrySelect;

type EntryRow = Prisma.ActivityEntryGetPayload<{ select: typeof entrySelect }>;

/** The filters as a `where`; dates are read in `zone` (a date's whole day, event-list.ts). */
function activityWhere(filters: ActivityFilters, zone: string): Prisma.ActivityEntryWhereInput {
  const where: Prisma.ActivityEntryWhereInput = {};
  if (filters.entity) where.entity = filters.entity;
  if (filters.entityId) where.entityId = filters.entityId;
  if (filters.action) where.action = filters.action;
  const actor = filters.actor ? parseActorKey(filters.actor) : null;
  if (actor) {
    where.actorKind = actor.kind;
    if (actor.id !== null) where.actorId = actor.id;
  }
  if (filters.from || filters.to) {
    where.at = {
      ...(filters.from ? { gte: boundInstant(filters.from, zone, "start") } : {}),
      ...(filters.to ? { lte: boundInstant(filters.to, zone, "end") } : {}),
    };
  }
  return where;
}

function entryOutput(row: EntryRow) {
  return {
    id: row.id,
    at: row.at,
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName, role: row.actorRole as StaffRole | null },
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes as Record<string, [unknown, unknown]>,
  };
}

/** `limit` entries below `cursor` (an id), newest first, and the cursor of the next page. */
export async function activityPage(
  prisma: PrismaClient,
  query: ActivityFilters & { cursor?: number | undefined; limit: number },
  zone: string,
) {
  const where = activityWhere(query, zone);
  const rows = await prisma.activityEntry.findMany({
    where: query.cursor ? { AND: [where, { id: { lt: query.cursor } }] } : where,
    select: entrySelect,
    orderBy: { id: "desc" },
    // One more than asked says whether another page follows.
    take: query.limit + 1,
  });
  const items = rows.slice(0, query.limit).map(entryOutput);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? last.id : null };
}
