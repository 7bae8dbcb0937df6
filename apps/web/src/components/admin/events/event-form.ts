// Event dialog values ↔ the API input, by the business dialog's rules plus the start date; unlike
// the business dialog, the category starts empty and must be chosen.
import { type EventInput, eventCategoryPresets, eventInput, type Image, splitCategory } from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import { renameErrors } from "../../../lib/admin/form-errors.ts";
import { instantToPickerValue, pickerValueProblem, pickerValueToIso } from "../../../lib/admin/site-zone.ts";
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

export type AdminEvent = RouterOutputs["event"]["list"][number];

export interface EventFormValues extends CategoryValues, ListingValues {
  title: string;
  description: string;
  date: string | null;
  location: string;
  /** The stored photo, or null; the form saves its id. */
  image: Image | null;
}

export function eventFormValues(event: AdminEvent | null): EventFormValues {
  if (!event) {
    return {
      title: "",
      description: "",
      category: "",
      customCategory: "",
      date: null,
      location: "",
      image: null,
      ...newListingValues,
    };
  }
  return {
    title: event.title,
    description: event.description,
    ...splitCategory(event.category, eventCategoryPresets),
    date: instantToPickerValue(event.date),
    location: event.location,
    image: event.image,
    ...listingValues(event),
  };
}

export function eventFormToInput(values: EventFormValues): EventInput {
  return {
    title: values.title,
    description: values.description,
    ...categoryInput(values),
    // An empty date is left for the schema to reject, with the API's own message.
    date: pickerValueToIso(values.date) ?? "",
    location: values.location,
    imageId: values.image?.id ?? null,
    ...listingInput(values),
  };
}

const resolve = zodResolver(eventInput);

export function validateEventForm(values: EventFormValues): FormErrors {
  const errors = renameErrors(resolve(eventFormToInput(values)), categoryFieldMap(values));
  // docs/product.md §5: the date is required; say so rather than "must be a date and time".
  if (!values.date) errors.date = "Date is required";
  // A day without a usable time is not midnight: it is unfinished.
  const dateProblem = pickerValueProblem(values.date);
  if (dateProblem) errors.date = dateProblem;
  return { ...errors, ...scheduleErrors(values) };
}

export const eventFormSpec: EntityFormSpec<AdminEvent, EventFormValues, EventInput> = {
  values: eventFormValues,
  toInput: eventFormToInput,
  validate: validateEventForm,
  serverErrors: (values) => ({ fieldMap: categoryFieldMap(values) }),
  messages: {
    created: "Event created successfully",
    updated: "Event updated successfully",
    createFailed: "Failed to create event",
    updateFailed: "Failed to update event",
  },
};
