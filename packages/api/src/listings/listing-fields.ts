// What a business, an event or a series stores from a write: the same checks on each, so a
// listing can name neither an image that does not exist nor a category staff do not keep, and an
// event or series no organizer that is not a business.
import type { CategoryKind } from "@chamber/core";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { checkImageId } from "../images/image-reference.ts";

/** The written fields with their image checked and their category as the list names it (a 400 otherwise). */
export async function listingFields<
  Fields extends { imageId?: number | null; category: string; organizerId?: number | null },
>(ctx: Context, kind: CategoryKind, fields: Fields): Promise<Fields> {
  await checkImageId(ctx, fields.imageId);
  await checkOrganizerId(ctx, fields.organizerId);
  return { ...fields, category: await categoryName(ctx, kind, fields.category) };
}

/** Refuses an `organizerId` naming no business (any business: a draft's events may be entered first). */
async function checkOrganizerId(ctx: Context, organizerId: number | null | undefined): Promise<void> {
  if (organizerId === null || organizerId === undefined) return;
  const found = await ctx.prisma.business.findUnique({ where: { id: organizerId }, select: { id: true } });
  if (!found) throw fieldRefusal("organizerId", `No business has id ${organizerId}`);
}
