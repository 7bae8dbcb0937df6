// Business dialog values ↔ the API input (SPEC §3, §4, §7): 'other' sends the custom text as the
// category, an empty published flag edits as true, dates are site-zone wall clocks in the form.
import { type BusinessInput, businessCategoryPresets, businessInput, joinCategory, splitCategory } from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import type { RouterOutputs } from "../trpc.ts";
import { zodResolver } from "../zod-form.ts";
import { type FieldMap, renameErrors } from "./form-errors.ts";
import { instantToPickerValue, pickerValueToIso } from "./zoned-date.ts";

export type AdminBusiness = RouterOutputs["business"]["list"][number];

export interface BusinessFormValues {
  name: string;
  description: string;
  category: string;
  customCategory: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  featured: boolean;
  published: boolean;
  publishedAt: string | null;
  unlistAt: string | null;
}

export function businessFormValues(business?: AdminBusiness | null): BusinessFormValues {
  if (!business) {
    return {
      name: "",
      description: "",
      category: "",
      customCategory: "",
      address: "",
      phone: "",
      email: "",
      website: "",
      featured: false,
      published: true,
      publishedAt: null,
      unlistAt: null,
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
    featured: business.featured ?? false,
    published: business.published ?? true,
    publishedAt: instantToPickerValue(business.publishedAt),
    unlistAt: instantToPickerValue(business.unlistAt),
  };
}

export function businessFormToInput(values: BusinessFormValues): BusinessInput {
  return {
    name: values.name,
    description: values.description,
    category: joinCategory(values.category, values.customCategory),
    customCategory: values.category === "other" ? values.customCategory : "",
    address: values.address,
    phone: values.phone,
    email: values.email || null,
    website: values.website || null,
    featured: values.featured,
    published: values.published,
    publishedAt: pickerValueToIso(values.publishedAt),
    unlistAt: pickerValueToIso(values.unlistAt),
  };
}

/** Where an API field's message shows: the category's under the custom text when 'other' is chosen. */
export const businessFieldMap = (values: BusinessFormValues): FieldMap =>
  values.category === "other" ? { category: "customCategory" } : {};

const resolve = zodResolver(businessInput);

export function validateBusinessForm(values: BusinessFormValues): FormErrors {
  return renameErrors(resolve(businessFormToInput(values)), businessFieldMap(values));
}
