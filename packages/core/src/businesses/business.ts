import { z } from "zod";
import { id, oneLineText, optionalEmail, optionalUrl, readScope, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { imageField, imageIdInput, imageOutput, storedImageField } from "../images/image.ts";
import { listingInputFields, listingOutputFields } from "../listings/listing.ts";
import { listPaging } from "../paging/list-paging.ts";
import { listPageOutput, optionalPaging, requiredPaging } from "../paging/paging.ts";
import { businessSearchMatch } from "../search/search-match-schema.ts";
import { hours, social } from "./hours.ts";

/** How many photos a business shows beside its main one (docs/product.md "Business page"). */
export const MAX_BUSINESS_PHOTOS = 8;

/** The business's other photos, in order: ids from POST /images, each once. */
const photoIdsInput = z
  .array(z.coerce.number().int("Photo ids must be whole numbers").positive("Photo ids must be positive"), {
    error: "Photo ids must be a list of image ids",
  })
  .max(MAX_BUSINESS_PHOTOS, `At most ${MAX_BUSINESS_PHOTOS} more photos`)
  .refine((ids) => new Set(ids).size === ids.length, "A photo can be listed only once")
  .optional()
  .meta({
    description: `Up to ${MAX_BUSINESS_PHOTOS} more photos beside \`imageId\`, in the order the page shows them: ids from POST /images. [] removes them; omitted keeps them.`,
  });

/**
 * A business's own details: what a member's submission proposes (submission.ts picks them from
 * businessInput) and what every read of a business answers first (the API's businessSelect).
 */
export const businessDetailKeys = {
  name: true,
  description: true,
  category: true,
  address: true,
  phone: true,
  website: true,
  email: true,
} as const;

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
  photoIds: photoIdsInput,
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
  slug: z.string().meta({
    description:
      "Its page's address, /directory/{slug}: made from the name, and made again when the name changes (the old one then redirects).",
  }),
  photos: z
    .array(
      z
        .object({ image: storedImageField })
        .transform((photo) => photo.image)
        .pipe(imageOutput),
    )
    .meta({ description: `Up to ${MAX_BUSINESS_PHOTOS} more photos beside \`image\`, in order.` }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
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

export const businessListQuery = z.object({ ...businessListFilters, ...optionalPaging, ...listPaging });
export const businessPageQuery = z.object({ ...businessListFilters, ...requiredPaging });
export const businessPage = listPageOutput(businessListItem);

export const featuredQuery = z.object({
  limit: z.coerce.number().int().min(1, "Limit must be at least 1").max(50, "Limit must be at most 50").default(3),
});

/** A business by its page's address (GET /businesses/by-slug/{slug}). */
/** A business's page: its listing, and whether "Send a message" can reach anyone (an e-mail or a member). */
export const businessPageOutput = businessOutput.extend({ acceptsMessages: z.boolean() });

export const businessSlugQuery = z.object({
  slug: z.string().trim().toLowerCase().min(1, "Slug is required").max(200, "Slug must be at most 200 characters"),
});

export const businessUpdate = businessInput.extend({ id: id() });
