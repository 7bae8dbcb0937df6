// A business's other photos (BusinessPhoto, up to 8 beside its main one): a write's `photoIds`
// checked and stored in their order; and what a business takes into the trash with it — its
// photos, its old slugs and the events it organizes, which the database lets go of when the row is
// deleted — so that Undo brings the business back whole (decision 013).
import { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { businessSelect } from "./business-select.ts";

type Transaction = Prisma.TransactionClient;

/** Refuses `photoIds` naming an image that does not exist, as a 400 on the field. */
export async function checkPhotoIds(ctx: Context, ids: number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = await ctx.prisma.image.findMany({ where: { id: { in: ids } }, select: { id: true } });
  const known = new Set(found.map((image) => image.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw fieldRefusal("photoIds", `No image has id ${missing}`);
}

/** The nested write that makes the photos `ids`, in order (`replace`: instead of those it has); undefined keeps them. */
export function photoWrite(ids: number[] | undefined, replace: boolean) {
  if (ids === undefined) return undefined;
  const create = ids.map((imageId, position) => ({ imageId, position }));
  return replace ? { deleteMany: {}, create } : { create };
}

/** What the trash keeps beside the business's own columns. */
interface Belongings {
  photoIds: number[];
  oldSlugs: string[];
  organizedEventIds: number[];
  organizedSeriesIds: number[];
}

/** Deletes the business and answers its row with its belongings, for the trash. */
export async function removeBusiness(tx: Transaction, id: number): Promise<object> {
  const photos = await tx.businessPhoto.findMany({ where: { businessId: id }, orderBy: { position: "asc" } });
  const oldSlugs = await tx.businessSlugRedirect.findMany({ where: { businessId: id }, select: { slug: true } });
  const events = await tx.event.findMany({ where: { organizerId: id }, select: { id: true } });
  const series = await tx.eventSeries.findMany({ where: { organizerId: id }, select: { id: true } });
  const row = await tx.business.delete({ where: { id } });
  const belongings: Belongings = {
    photoIds: photos.map((photo) => photo.imageId),
    oldSlugs: oldSlugs.map((redirect) => redirect.slug),
    organizedEventIds: events.map((event) => event.id),
    organizedSeriesIds: series.map((one) => one.id),
  };
  return { ...row, ...belongings };
}

/** Puts a trashed business back with what it took along; a slug taken meanwhile is made anew by the database. */
export async function restoreBusiness(tx: Transaction, stored: Record<string, Prisma.JsonValue>) {
  const { photoIds, oldSlugs, organizedEventIds, organizedSeriesIds, ...columns } = stored as Record<
    string,
    Prisma.JsonValue
  > &
    Partial<Belongings>;
  const row = columns as unknown as Prisma.BusinessUncheckedCreateInput;
  const slugTaken = await tx.business.findFirst({ where: { slug: row.slug ?? "" }, select: { id: true } });
  const images = await tx.image.findMany({ where: { id: { in: photoIds ?? [] } }, select: { id: true } });
  const kept = new Set(images.map((image) => image.id));
  const business = await tx.business.create({
    data: {
      ...row,
      ...(slugTaken ? { slug: undefined } : {}),
      // A JSON column's null must be said as a database null to Prisma.
      hours: columns.hours ?? Prisma.DbNull,
      social: columns.social ?? Prisma.DbNull,
      photos: photoWrite(
        (photoIds ?? []).filter((id) => kept.has(id)),
        false,
      ),
    },
    select: businessSelect,
  });
  const taken = await tx.business.findMany({ where: { slug: { in: oldSlugs ?? [] } }, select: { slug: true } });
  const free = (oldSlugs ?? []).filter((slug) => !taken.some((other) => other.slug === slug));
  await tx.businessSlugRedirect.createMany({
    data: free.map((slug) => ({ slug, businessId: business.id })),
    skipDuplicates: true,
  });
  const organizer = { organizerId: business.id };
  await tx.event.updateMany({ where: { id: { in: organizedEventIds ?? [] }, organizerId: null }, data: organizer });
  await tx.eventSeries.updateMany({
    where: { id: { in: organizedSeriesIds ?? [] }, organizerId: null },
    data: organizer,
  });
  return business;
}
