// What a business and an event share: the featured and published flags, the schedule that decides
// their visibility (visibility.ts), and the admin form's "Other" text.
import { z } from "zod";
import { isoInstant, optionalDateTime } from "./fields.ts";

export const listingInputFields = {
  featured: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  // docs/product.md §4: an empty published flag counts as published.
  published: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  publishedAt: optionalDateTime("publish date"),
  unlistAt: optionalDateTime("unlist date"),
  // The admin form sends its "Other" text too; the category already carries it (docs/product.md §7).
  customCategory: z
    .string()
    .optional()
    .transform(() => undefined),
};

export const listingOutputFields = {
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: isoInstant().nullable(),
  unlistAt: isoInstant().nullable(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
};

/** A listing's input as it is stored: without the form's "Other" text. */
export function storedListing<T extends { customCategory?: undefined }>(input: T): Omit<T, "customCategory"> {
  const { customCategory: _formOnly, ...stored } = input;
  return stored;
}
