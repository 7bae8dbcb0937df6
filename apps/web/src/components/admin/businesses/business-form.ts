// Business dialog values ↔ the API input (docs/product.md §3, §4, §7). The category starts on the
// first preset, so the four required fields (name, description, address, phone) suffice.
import { type BusinessInput, businessCategoryPresets, businessInput, type Image, splitCategory } from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import { renameErrors } from "../../../lib/admin/form-errors.ts";
import type { RouterOutputs } from "../../../lib/trpc.ts";
import { zodResolver } from "../../../lib/zod-form.ts";
import { type CategoryValues, categoryFieldMap, categoryInput } from "../fields/category.ts";
import {
  type ListingValues,
  listingInput,
  listingValues,
  newListingValues,
  scheduleErrors,
} from "../fields/listing.ts";
import type { EntityFormSpec } from "../scaffold/use-entity-form.ts";

export type AdminBusiness = RouterOutputs["business"]["list"][number];

export interface BusinessFormValues extends CategoryValues, ListingValues {
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** The stored photo, or null; the form saves its id. */
  image: Image | null;
}

export const defaultBusinessCategory = businessCategoryPresets[0];

export function businessFormValues(business: AdminBusiness | null): BusinessFormValues {
  if (!business) {
    return {
      name: "",
      description: "",
      category: defaultBusinessCategory,
      customCategory: "",
      address: "",
      phone: "",
      email: "",
      website: "",
      image: null,
      ...newListingValues,
    };
  }
  return {
    name: business.name,
    description: business.description,
    ...splitCategory(business.category, businessCategoryPresets),
    address: business.address,
    phone: business.phone,
    email: business.email ?? "",
    website: business.website ?? "",
    image: business.image,
    ...listingValues(business),
  };
}

export function businessFormToInput(values: BusinessFormValues): BusinessInput {
  return {
    name: values.name,
    description: values.description,
    ...categoryInput(values),
    address: values.address,
    phone: values.phone,
    email: values.email || null,
    website: values.website || null,
    imageId: values.image?.id ?? null,
    ...listingInput(values),
  };
}

const resolve = zodResolver(businessInput);

export function validateBusinessForm(values: BusinessFormValues): FormErrors {
  return { ...renameErrors(resolve(businessFormToInput(values)), categoryFieldMap(values)), ...scheduleErrors(values) };
}

export const businessFormSpec: EntityFormSpec<AdminBusiness, BusinessFormValues, BusinessInput> = {
  values: businessFormValues,
  toInput: businessFormToInput,
  validate: validateBusinessForm,
  serverErrors: (values) => ({ fieldMap: categoryFieldMap(values) }),
  messages: {
    created: "Business created successfully",
    updated: "Business updated successfully",
    createFailed: "Failed to create business",
    updateFailed: "Failed to update business",
  },
};
