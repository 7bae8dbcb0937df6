// The category lists as the public pages and forms read them (GET /api/categories): a filter in a
// URL counts only when it names a category of the list, so a stale or hand-edited link shows all
// instead of an error.
import { type Category, type CategoryKind, categoryIn } from "@chamber/core";
import { trpc } from "./trpc.ts";

/** The category name a URL's filter names, or undefined (all). */
export const categoryFilter = (list: readonly Category[] | undefined, value: string | undefined) =>
  value && list ? categoryIn(list, value)?.name : undefined;

/** A kind's categories, in order (empty while they load). */
export function useCategories(kind: CategoryKind): Category[] {
  return trpc.category.list.useQuery({ kind }).data ?? [];
}

/** The options of a category select: a disabled prompt, then every category by name. */
export const categoryChoices = (list: readonly Category[]) => [
  { value: "", label: "Choose a category", disabled: true },
  ...list.map((category) => ({ value: category.name, label: category.name })),
];
