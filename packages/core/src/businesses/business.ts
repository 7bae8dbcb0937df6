import { z } from "zod";
import { id, oneLineText, optionalEmail, optionalUrl, readScope, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { imageField, imageIdInput } from "../images/image.ts";
import { listingInputFields, listingOutputFields } from "../listings/listing.ts";
import { listPageOutput, optionalPaging, requiredPaging } from "../paging/paging.ts";
import { businessSearchMatch } from "../search/search-match-schema.ts";
import { hours, social } from "./hours.ts";

/** What an admin sends to create or replace a business. id, timestamps and unknown keys are stripped. */
export const businessInput = z.object({
  name: oneLineText("name", limits.name),
  description: requiredText("description", limits.description),
  category: requiredText("category", 100).meta({
    description:
      "A business category's name or slug, in any case (GET /categories?kind=business); answered by its name.",
  }),
  address: requiredText("address", limits.short),
  phone: requiredText("phone", 50),
  website: optionalUrl(),
  email: optionalEmail(),
  imageId: imageIdInput,
  hours: hours.nullish().meta({ description: "Opening hours; null or absent: not given." }),
  social: social.default({}),
  ...listingInputFields,
});
export type BusinessInput = z.input<typeof businessInput>;
export type BusinessData = z.output<typeof businessInput>;

export const businessOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  image: imageField,
  hours: hours.nullable(),
  social,
  ...listingOutputFields,
});
export type Business = z.output<typeof businessOutput>;

/** A business in a list; with a search, `match` says where its words were found (search-match.ts). */
export const businessListItem = businessOutput.extend({ match: businessSearchMatch.optional() });
export type BusinessListItem = z.output<typeof businessListItem>;

const businessListFilters = {
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: "A business category's name or slug (GET /categories?kind=business)." }),
  search: z.string().trim().max(200).optional(),
  // A boolean for tRPC callers, the words "true" and "false" in a REST query string.
  openNow: z
    .union([z.boolean(), z.enum(["true", "false"])], { error: "openNow must be true or false" })
    .transform((value) => value === true || value === "true")
    .optional()
    .meta({ description: "true: only the businesses open at this moment in the site's time zone (by their hours)." }),
  scope: readScope(),
};

export const businessListQuery = z.object({ ...businessListFilters, ...optionalPaging });
export const businessPageQuery = z.object({ ...businessListFilters, ...requiredPaging });
export const businessPage = listPageOutput(businessListItem);

export const featuredQuery = z.object({
  limit: z.coerce.number().int().min(1, "Limit must be at least 1").max(50, "Limit must be at most 50").default(3),
});

export const businessUpdate = businessInput.extend({ id: id() });
