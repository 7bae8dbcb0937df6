// What a business and an event share: the featured and published flags, the schedule that decides
// their visibility (visibility.ts).
import { z } from "zod";
import { isoInstant, optionalDateTime } from "../fields/fields.ts";

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
};

export const listingOutputFields = {
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: isoInstant().nullable(),
  unlistAt: isoInstant().nullable(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
};
