// What a business, an event or a series stores from a write: the same two checks on each, so a
// listing can name neither an image that does not exist nor a category staff do not keep.
import type { CategoryKind } from "@chamber/core";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { checkImageId } from "../images/image-reference.ts";

/** The written fields with their image checked and their category as the list names it (a 400 otherwise). */
export async function listingFields<Fields extends { imageId?: number | null; category: string }>(
  ctx: Context,
  kind: CategoryKind,
  fields: Fields,
): Promise<Fields> {
  await checkImageId(ctx, fields.imageId);
  return { ...fields, category: await categoryName(ctx, kind, fields.category) };
}
