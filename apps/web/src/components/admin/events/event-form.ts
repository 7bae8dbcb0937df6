// Event dialog values ↔ the API input, by the same rules as the business dialog.
import { type EventInput, eventCategoryPresets, eventInput, joinCategory, splitCategory } from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import type { RouterOutputs } from "../trpc.ts";
import { zodResolver } from "../zod-form.ts";
import { type FieldMap, renameErrors } from "./form-errors.ts";
import { instantToPickerValue, pickerValueToIso } from "./zoned-date.ts";

export type AdminEvent = RouterOutputs["event"]["list"][number];

export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  customCategory: string;
  date: string | null;
  location: string;
  featured: boolean;
  published: boolean;
  publishedAt: string | null;
  unlistAt: string | null;
}

export function eventFormValues(event?: AdminEvent | null): EventFormValues {
  if (!event) {
    return {
      title: "",
      description: "",
      category: "",
      customCategory: "",
      date: null,
      location: "",
      featured: false,
      published: true,
      publishedAt: null,
      unlistAt: null,
    };
  }
  return {
    title: event.title,
    description: event.description,
    ...splitCategory(event.category, eventCategoryPresets),
    date: instantToPickerValue(event.date),
    location: event.location,
    featured: event.featured ?? false,
    published: event.published ?? true,
    publishedAt: instantToPickerValue(event.publishedAt),
    unlistAt: instantToPickerValue(event.unlistAt),
  };
}

export function eventFormToInput(values: EventFormValues): EventInput {
  return {
    title: values.title,
    description: values.description,
    category: joinCategory(values.category, values.customCategory),
    customCategory: values.category === "other" ? values.customCategory : "",
    // An empty date is left for the schema to reject, with the API's own message.
    date: pickerValueToIso(values.date) ?? "",
    location: values.location,
    featured: values.featured,
    published: values.published,
    publishedAt: pickerValueToIso(values.publishedAt),
    unlistAt: pickerValueToIso(values.unlistAt),
  };
}

export const eventFieldMap = (values: EventFormValues): FieldMap =>
  values.category === "other" ? { category: "customCategory" } : {};

const resolve = zodResolver(eventInput);

export function validateEventForm(values: EventFormValues): FormErrors {
  const errors = renameErrors(resolve(eventFormToInput(values)), eventFieldMap(values));
  // SPEC §5: the date is required; say so rather than "must be a date and time" for an empty picker.
  if (!values.date) errors.date = "Date is required";
  return errors;
}
