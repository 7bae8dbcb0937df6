// Writing an import (docs/decisions/030-business-import.md), inside the procedure's one
// transaction: the new businesses in one multi-row INSERT, the updated ones in one UPDATE … FROM
// unnest(…), and the BusinessImport row holding what undo needs — the ids created and each updated
// business's columns as they were. The database's triggers still run per row (slug, search words,
// activity log). Invitations go through the Members area's own invite, mail and all.
import { IMPORT_UNDO_HOURS } from "@chamber/core";
import { Prisma, type PrismaClient } from "@chamber/db";
import { actorOf } from "../activity/actor.ts";
import { recordListingChanges } from "../businesses/listing-history.ts";
import type { Context } from "../context.ts";
import { inviteMember } from "../members/member-admin.ts";
import type { BusinessColumns, ExistingBusiness, RowPlan } from "./import-rows.ts";

/** What undo reads back from `BusinessImport.undo`. */
export interface UndoRecord {
  /** When the import wrote: a business changed after it was changed again by someone. */
  appliedAt: string;
  created: number[];
  /** Each updated business's columns and `updatedAt` (ISO) before the import. */
  updated: { id: number; before: BusinessColumns; updatedAt: string }[];
}

/** Each column of `rows` as an array, for unnest: the JSON ones as text, null when empty. */
function arrays(rows: readonly BusinessColumns[]) {
  const column = <K extends keyof BusinessColumns>(key: K) => rows.map((row) => row[key]);
  const json = (key: "hours" | "social") =>
    rows.map((row) => {
      const value = row[key];
      return value && Object.keys(value).length > 0 ? JSON.stringify(value) : null;
    });
  return Prisma.sql`${column("name")}::text[], ${column("description")}::text[], ${column("category")}::text[],
    ${column("address")}::text[], ${column("phone")}::text[], ${column("website")}::text[], ${column("email")}::text[],
    ${json("hours")}::text[], ${json("social")}::text[], ${column("latitude")}::float8[], ${column("longitude")}::float8[]`;
}

const columnNames = Prisma.sql`"name", "description", "category", "address", "phone", "website", "email", "hours",
  "social", "latitude", "longitude"`;

/**
 * Inserts `rows` in one statement; their ids in the same order, found by name (no two rows an
 * import creates share one: import-match.ts refuses the second).
 */
async function insertColumns(prisma: PrismaClient, rows: readonly BusinessColumns[], now: Date): Promise<number[]> {
  if (rows.length === 0) return [];
  const made = await prisma.$queryRaw<{ id: number; n: bigint }[]>`
    WITH v AS (SELECT * FROM unnest(${arrays(rows)}) WITH ORDINALITY AS v(${columnNames}, "n")),
    made AS (
      INSERT INTO "Business" (${columnNames}, "createdAt", "updatedAt")
      SELECT "name", "description", "category", "address", "phone", "website", "email", "hours"::jsonb,
        "social"::jsonb, "latitude", "longitude", ${now}, ${now} FROM v ORDER BY "n"
      RETURNING "id", "name")
    SELECT made."id", v."n" FROM made JOIN v USING ("name")`;
  const ids: number[] = new Array(rows.length);
  for (const { id, n } of made) ids[Number(n) - 1] = id;
  if (made.length !== rows.length) throw new Error("Created businesses could not be told apart");
  return ids;
}

/**
 * Writes `rows` (id, columns) over their businesses in one statement, with their `updatedAt`
 * (undo gives back the one before the import, so a later import's undo still sees its own).
 */
export async function writeColumns(
  prisma: PrismaClient,
  rows: readonly { id: number; columns: BusinessColumns; updatedAt: Date }[],
) {
  if (rows.length === 0) return;
  await prisma.$executeRaw`
    UPDATE "Business" AS b SET "name" = v."name", "description" = v."description", "category" = v."category",
      "address" = v."address", "phone" = v."phone", "website" = v."website", "email" = v."email",
      "hours" = v."hours"::jsonb, "social" = v."social"::jsonb, "latitude" = v."latitude",
      "longitude" = v."longitude", "updatedAt" = v."updatedAt"
    FROM unnest(${rows.map((row) => row.id)}::int[], ${rows.map((row) => row.updatedAt)}::timestamptz[],
      ${arrays(rows.map((row) => row.columns))}) AS v("id", "updatedAt", ${columnNames})
    WHERE b."id" = v."id"`;
}

const columnsOf = (business: ExistingBusiness): BusinessColumns => ({
  name: business.name,
  description: business.description,
  category: business.category,
  address: business.address,
  phone: business.phone,
  website: business.website,
  email: business.email,
  hours: business.hours as BusinessColumns["hours"],
  social: (business.social ?? {}) as BusinessColumns["social"],
  latitude: business.latitude,
  longitude: business.longitude,
});

export interface Applied {
  importId: number;
  undoUntil: Date;
  invited: number;
}

/** Applies the checked `plans` (none refused); fills in each created row's `businessId`. */
export async function applyImport(
  ctx: Context,
  plans: RowPlan[],
  existing: ReadonlyMap<number, ExistingBusiness>,
  options: { fileName: string; inviteMembers: boolean },
): Promise<Applied> {
  const now = ctx.now();
  const creates = plans.filter((plan) => plan.action === "create" && plan.columns);
  const updates = plans.flatMap((plan) =>
    plan.action === "update" && plan.columns && plan.businessId ? [{ id: plan.businessId, columns: plan.columns }] : [],
  );
  const ids = await insertColumns(
    ctx.prisma,
    creates.map((plan) => plan.columns as BusinessColumns),
    now,
  );
  creates.forEach((plan, index) => {
    plan.businessId = ids[index];
  });
  const before = updates.map(({ id }) => {
    const business = existing.get(id) as ExistingBusiness;
    return { id, before: columnsOf(business), updatedAt: business.updatedAt.toISOString() };
  });
  await writeColumns(
    ctx.prisma,
    updates.map((update) => ({ ...update, updatedAt: now })),
  );
  // The listings' own history shows staff's import as it shows staff's edits.
  await recordListingChanges(
    ctx.prisma,
    updates.map(({ id, columns }, index) => ({ businessId: id, before: before[index]?.before ?? {}, after: columns })),
    now,
  );

  let invited = 0;
  if (options.inviteMembers) {
    for (const plan of creates) {
      if (!plan.invite || plan.businessId === undefined) continue;
      await inviteMember(ctx, plan.businessId, plan.invite);
      invited += 1;
    }
  }
  const undoUntil = new Date(now.getTime() + IMPORT_UNDO_HOURS * 3_600_000);
  const undo: UndoRecord = { appliedAt: now.toISOString(), created: ids, updated: before };
  // Raw, with the record as one JSON text: Prisma took seconds to walk 5,000 rows' columns.
  const [record] = await ctx.prisma.$queryRaw<{ id: number }[]>`
    INSERT INTO "BusinessImport" ("fileName", "actorName", "created", "updated", "undo", "createdAt", "undoUntil")
    VALUES (${options.fileName}, ${actorOf(ctx).name}, ${ids.length}, ${updates.length}, ${JSON.stringify(undo)}::jsonb,
      ${now}, ${undoUntil})
    RETURNING "id"`;
  return { importId: (record as { id: number }).id, undoUntil, invited };
}
