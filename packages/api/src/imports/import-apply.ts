// Writing an import (docs/decisions/030-business-import.md), inside the procedure's one
// transaction: the new businesses in one multi-row INSERT, the updated ones in one UPDATE … FROM
// unnest(…), and the BusinessImport row holding what undo needs — the ids created and each updated
// business's columns as they were. The database's triggers still run per row (slug, search words,
// activity log). Invitations go through the Members area's own invite, mail and all.
import { IMPORT_UNDO_HOURS } from "@chamber/core";
import type { PrismaClient } from "@chamber/db";
import { actorOf } from "../activity/actor.ts";
import { businessJsonData } from "../businesses/business-json.ts";
import type { Context } from "../context.ts";
import { inviteMember } from "../members/member-admin.ts";
import type { BusinessColumns, ExistingBusiness, RowPlan } from "./import-rows.ts";

/** What undo reads back from `BusinessImport.undo`. */
export interface UndoRecord {
  /** When the import wrote: a business changed after it was changed again by someone. */
  appliedAt: string;
  created: number[];
  updated: { id: number; before: BusinessColumns }[];
}

/** Writes `rows` (id, columns) over their businesses in one statement, stamping `updatedAt`. */
export async function writeColumns(prisma: PrismaClient, rows: { id: number; columns: BusinessColumns }[], now: Date) {
  if (rows.length === 0) return;
  const column = <K extends keyof BusinessColumns>(key: K) => rows.map((row) => row.columns[key]);
  const json = (key: "hours" | "social") =>
    rows.map(({ columns }) => {
      const value = columns[key];
      return value && Object.keys(value).length > 0 ? JSON.stringify(value) : null;
    });
  await prisma.$executeRaw`
    UPDATE "Business" AS b SET "name" = v."name", "description" = v."description", "category" = v."category",
      "address" = v."address", "phone" = v."phone", "website" = v."website", "email" = v."email",
      "hours" = v."hours"::jsonb, "social" = v."social"::jsonb, "latitude" = v."latitude",
      "longitude" = v."longitude", "updatedAt" = ${now}
    FROM unnest(${rows.map((row) => row.id)}::int[], ${column("name")}::text[], ${column("description")}::text[],
      ${column("category")}::text[], ${column("address")}::text[], ${column("phone")}::text[],
      ${column("website")}::text[], ${column("email")}::text[], ${json("hours")}::text[], ${json("social")}::text[],
      ${column("latitude")}::float8[], ${column("longitude")}::float8[])
      AS v("id", "name", "description", "category", "address", "phone", "website", "email", "hours", "social",
        "latitude", "longitude")
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
  const made = await ctx.prisma.business.createManyAndReturn({
    data: creates.map(({ columns }) => {
      const { hours, social, ...rest } = columns as BusinessColumns;
      return { ...rest, ...businessJsonData({ hours, social }), createdAt: now, updatedAt: now };
    }),
    select: { id: true, name: true },
  });
  // One INSERT returns its rows in the order of its VALUES.
  made.forEach((business, index) => {
    const plan = creates[index] as RowPlan;
    if (plan.columns?.name !== business.name) throw new Error("The created businesses came back out of order");
    plan.businessId = business.id;
  });
  const before = updates.map(({ id }) => ({ id, before: columnsOf(existing.get(id) as ExistingBusiness) }));
  await writeColumns(ctx.prisma, updates, now);

  let invited = 0;
  if (options.inviteMembers) {
    for (const plan of creates) {
      if (!plan.invite || plan.businessId === undefined) continue;
      await inviteMember(ctx, plan.businessId, plan.invite);
      invited += 1;
    }
  }
  const undoUntil = new Date(now.getTime() + IMPORT_UNDO_HOURS * 3_600_000);
  const undo: UndoRecord = { appliedAt: now.toISOString(), created: made.map(({ id }) => id), updated: before };
  const record = await ctx.prisma.businessImport.create({
    data: {
      fileName: options.fileName,
      actorName: actorOf(ctx).name,
      created: made.length,
      updated: updates.length,
      undo: undo as object,
      createdAt: now,
      undoUntil,
    },
    select: { id: true },
  });
  return { importId: record.id, undoUntil, invited };
}
