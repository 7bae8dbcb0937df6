// Business dialog values ↔ the API input (docs/product.md §3, §4, §7). The category is chosen from
// the business list staff keep (the Categories tab); a new business starts with none chosen.
import { type BusinessInput, businessInput, type Image } from "@chamber/core/schemas";
import type { FormErrors } from "@mantine/form";
import {
  type ListingValues,
  listingInput,
  listingValues,
  newListingValues,
  scheduleErrors,
} from "#web/components/admin/fields/listing.ts";
import { savedMessages } from "#web/components/admin/scaffold/saved-messages.ts";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { businessTextValues } from "#web/components/forms/business-text.ts";
import {
  type HoursFormValues,
  hoursFormToInput,
  hoursFormValues,
  type SocialFormValues,
  socialFormToInput,
  socialFormValues,
} from "#web/components/forms/hours-form.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type AdminBusiness = RouterOutputs["business"]["list"][number];

export interface BusinessFormValues extends ListingValues {
  name: string;
  category: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** The stored photo, or null; the form saves its id. */
  image: Image | null;
  hours: HoursFormValues;
  social: SocialFormValues;
  /** The other photos, in the page's order; the form saves their ids. */
  photos: Image[];
}

export function businessFormValues(business: AdminBusiness | null): BusinessFormValues {
  if (!business) {
    return {
      name: "",
      description: "",
      category: "",
      address: "",
      phone: "",
      email: "",
      website: "",
      image: null,
      hours: hoursFormValues(null),
      social: socialFormValues(null),
      photos: [],
      ...newListingValues,
    };
  }
  return {
    ...businessTextValues(business),
    image: business.image,
    hours: hoursFormValues(business.hours),
    social: socialFormValues(business.social),
    photos: business.photos,
    ...listingValues(business),
  };
}

/** A listing's public fields as the API takes them: staff's form and a member's send these alike. */
export type BusinessFieldValues = Omit<BusinessFormValues, keyof ListingValues | "photos">;

export function businessFieldsToInput(values: BusinessFieldValues) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    address: values.address,
    phone: values.phone,
    email: values.email || null,
    website: values.website || null,
    imageId: values.image?.id ?? null,
    hours: hoursFormToInput(values.hours),
    social: socialFormToInput(values.social),
  };
}

export function businessFormToInput(values: BusinessFormValues): BusinessInput {
  return {
    ...businessFieldsToInput(values),
    photoIds: values.photos.map((photo) => photo.id),
    ...listingInput(values),
  };
}

/** `photos` with the one at `index` moved one place earlier (-1) or later (1). */
export function movePhoto(photos: Image[], index: number, by: -1 | 1): Image[] {
  const to = index + by;
  if (to < 0 || to >= photos.length) return photos;
  const next = [...photos];
  [next[index], next[to]] = [next[to] as Image, next[index] as Image];
  return next;
}

const resolve = zodResolver(businessInput);

export function validateBusinessForm(values: BusinessFormValues): FormErrors {
  return { ...resolve(businessFormToInput(values)), ...scheduleErrors(values) };
}

export const businessFormSpec: EntityFormSpec<AdminBusiness, BusinessFormValues, BusinessInput> = {
  values: businessFormValues,
  toInput: businessFormToInput,
  validate: validateBusinessForm,
  messages: savedMessages("business"),
};
