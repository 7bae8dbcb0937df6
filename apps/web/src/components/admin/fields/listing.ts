// The flags and schedule that businesses and events share (docs/product.md §3, §4): featured,
// published (an empty flag edits as true) and the publish/unlist times, as site-zone wall clocks
// in the form and instants in the API.
import type { FormErrors } from "@mantine/form";
import { instantToPickerValue, pickerValueProblem, pickerValueToIso } from "#web/lib/admin/site-zone.ts";

export interface ListingValues {
  featured: boolean;
  published: boolean;
  publishedAt: string | null;
  unlistAt: string | null;
}

interface StoredListing {
  featured?: boolean | null;
  published?: boolean | null;
  publishedAt: string | null;
  unlistAt: string | null;
}

export const newListingValues: ListingValues = { featured: false, published: true, publishedAt: null, unlistAt: null };

export function listingValues(item: StoredListing): ListingValues {
  return {
    featured: item.featured ?? false,
    published: item.published ?? true,
    publishedAt: instantToPickerValue(item.publishedAt),
    unlistAt: instantToPickerValue(item.unlistAt),
  };
}

export function listingInput(values: ListingValues) {
  return {
    featured: values.featured,
    published: values.published,
    publishedAt: pickerValueToIso(values.publishedAt),
    unlistAt: pickerValueToIso(values.unlistAt),
  };
}

/** A publish or unlist day chosen without a usable time, which would otherwise save as no date. */
export function scheduleErrors(values: ListingValues): FormErrors {
  const errors: FormErrors = {};
  const publishedAt = pickerValueProblem(values.publishedAt);
  const unlistAt = pickerValueProblem(values.unlistAt);
  if (publishedAt) errors.publishedAt = publishedAt;
  if (unlistAt) errors.unlistAt = unlistAt;
  return errors;
}
