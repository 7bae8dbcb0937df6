// The category lists (docs/decisions/023-categories-in-the-database.md) as writes, filters and forms
// read them: one cached read per kind, and the check that turns what an input gave (a name or a slug,
// in any case) into the category's name, or refuses it naming the allowed ones.
import { type Category, type CategoryKind, categoryIn, unknownCategoryMessage } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { cacheKey } from "../cache/cache-keys.ts";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";

export const categorySelect = {
  id: true,
  kind: true,
  name: true,
  slug: true,
  position: true,
} satisfies Prisma.CategorySelect;

/** A kind's categories in their order, straight from the database (inside a transaction, say). */
export const readCategories = (db: Prisma.TransactionClient, kind: CategoryKind): Promise<Category[]> =>
  db.category.findMany({ where: { kind }, select: categorySelect, orderBy: [{ position: "asc" }, { id: "asc" }] });

/** A kind's categories in their order, through the read cache (category writes drop it). */
export const categoriesOf = (ctx: Context, kind: CategoryKind): Promise<Category[]> =>
  ctx.cache.get(cacheKey.categories.list(kind), () => readCategories(ctx.prisma, kind));

/** The category `value` names (by name or slug); a 400 on `field` listing the allowed names if none. */
async function categoryNamed(ctx: Context, kind: CategoryKind, value: string, field = "category") {
  const categories = await categoriesOf(ctx, kind);
  const found = categoryIn(categories, value);
  if (!found) throw fieldRefusal(field, unknownCategoryMessage(categories));
  return found;
}

/** The name to store for what an input gave as its category. */
export const categoryName = async (ctx: Context, kind: CategoryKind, value: string, field = "category") =>
  (await categoryNamed(ctx, kind, value, field)).name;
