// A business of the list as the API answers it, made from the row the read selected: what
// `businessListItem` (core) turns a row into — instants as ISO strings, the photo's address — done
// once here, so the list and its pages answer it without parsing it again
// (contract/shaped-output.ts).
import {
  type BusinessListItem,
  type BusinessSearchMatch,
  type businessOutput,
  type Hours,
  imageAnswer,
  type Social,
} from "@chamber/core/schemas";

import type { z } from "zod";

/** The row a list read selects (the router's `businessSelect`): what the output schema takes in. */
export type BusinessListRow = Omit<z.input<typeof businessOutput>, "hours" | "social"> & {
  hours: Hours | null;
  social: Social;
};

/** The answer's item for `row`; with a search, `match` says where its words were found. */
export function businessListItem(row: BusinessListRow, match?: BusinessSearchMatch): BusinessListItem {
  // One object literal per row, so every item shares one hidden class (decision 016, "Measured").
  const item: BusinessListItem = {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    address: row.address,
    phone: row.phone,
    website: row.website,
    email: row.email,
    image: row.image && imageAnswer(row.image),
    hours: row.hours,
    social: row.social,
    slug: row.slug,
    photos: row.photos.map((photo) => imageAnswer(photo.image)),
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    unlistAt: row.unlistAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (match) item.match = match;
  return item;
}
