// The columns a business read answers (businessOutput in @chamber/core): the router's Prisma reads
// select them, and the page statement (business-page.ts) reads the same ones but the photos, which
// it joins itself.
import { businessDetailKeys } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { imageSelect } from "../images/image-reference.ts";
import { listingSelect } from "../listings/listing-select.ts";

/** Every column a reader may see; a new private column stays private until listed here. */
export const businessSelect = {
  id: true,
  ...businessDetailKeys,
  image: imageSelect,
  hours: true,
  social: true,
  slug: true,
  photos: { select: { image: imageSelect }, orderBy: { position: "asc" } },
  latitude: true,
  longitude: true,
  ...listingSelect,
} satisfies Prisma.BusinessSelect;
