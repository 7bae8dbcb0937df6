// The categories staff keep, one list per kind (docs/decisions/023-categories-in-the-database.md).
// Businesses and events name one by its name; an input may give its name or its slug in any case
// (categoryMatches), and the server answers with the name. The list itself is in the database.
// The list's API shapes are in category-schema.ts; the pages that filter by category need only these.

export const categoryKinds = ["business", "event"] as const;
export type CategoryKind = (typeof categoryKinds)[number];

/** One category as the API answers it (category-schema.ts's categoryOutput). */
export interface Category {
  id: number;
  kind: CategoryKind;
  name: string;
  slug: string;
  position: number;
}

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
