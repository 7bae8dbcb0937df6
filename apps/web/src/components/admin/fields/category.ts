// The preset category with its 'other' text (docs/product.md §3), for the business and event forms:
// 'other' sends the custom text as the category, and the category's error shows under that text.
import { joinCategory } from "@chamber/core";
import type { FieldMap } from "../../../lib/admin/form-errors.ts";

export interface CategoryValues {
  category: string;
  customCategory: string;
}

export function categoryInput(values: CategoryValues): CategoryValues {
  return {
    category: joinCategory(values.category, values.customCategory),
    customCategory: values.category === "other" ? values.customCategory : "",
  };
}

export const categoryFieldMap = (values: CategoryValues): FieldMap =>
  values.category === "other" ? { category: "customCategory" } : {};

/** Select options for stored categories: "restaurant" reads "Restaurant". */
export function categoryOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}
