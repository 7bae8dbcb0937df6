// The categories staff keep, one list per kind (docs/decisions/023-categories-in-the-database.md).
// Businesses and events name one by its name; an API input may give its name or its slug in any case
// (categoryMatches), and the server answers with the name. The list itself is in the database.
import { z } from "zod";
import { id, oneLineText } from "./fields.ts";
import { slugify } from "./slugify.ts";

export const categoryKinds = ["business", "event"] as const;
export type CategoryKind = (typeof categoryKinds)[number];

const categoryKind = () => z.enum(categoryKinds, { error: 'Kind must be "business" or "event"' });

export const categoryOutput = z.object({
  id: z.number().int(),
  kind: z.enum(categoryKinds),
  name: z.string().meta({ description: "What businesses or events name it by, and show." }),
  slug: z.string().meta({ description: "The name in URLs; an input may give it instead of the name." }),
  position: z.number().int().meta({ description: "Its place in the list, from 0." }),
});
export type Category = z.output<typeof categoryOutput>;

export const categoryListQuery = z.object({ kind: categoryKind() });

const categoryName = () =>
  oneLineText("name", 60).refine((name) => slugify(name) !== "", "Name must hold a letter or a digit");

export const categoryCreate = z.object({ kind: categoryKind(), name: categoryName() });
export const categoryRename = z.object({ id: id(), name: categoryName() });

export const categoryMerge = z.object({
  id: id().meta({ description: "The category that goes: its businesses or events move to `into`." }),
  into: id().meta({ description: "The category of the same kind that takes them." }),
});
export const categoryMergeResult = z.object({
  into: categoryOutput,
  moved: z.number().int().meta({ description: "How many businesses, or events and series, changed category." }),
});

export const categoryOrder = z.object({
  kind: categoryKind(),
  ids: z.array(id()).max(500).meta({ description: "Every category of the kind, in the new order." }),
});

/** Whether `value` (a name or a slug, any case, spaces around ignored) names `category`. */
export function categoryMatches(category: Pick<Category, "name" | "slug">, value: string): boolean {
  const needle = value.trim().toLowerCase();
  return category.name.toLowerCase() === needle || category.slug === needle;
}

/** The category of `list` that `value` names (by name or slug, any case), if any. */
export function categoryIn<C extends Pick<Category, "name" | "slug">>(
  list: readonly C[],
  value: string,
): C | undefined {
  return list.find((category) => categoryMatches(category, value));
}

/** The refusal's words for a category not in the list. */
export const unknownCategoryMessage = (allowed: readonly Pick<Category, "name">[]) =>
  `Category must be one of: ${allowed.map((category) => category.name).join(", ")}`;
