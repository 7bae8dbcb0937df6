// Event dialog values ↔ the API input, by the business dialog's rules plus the start date; unlike
// the business dialog, the category starts empty and must be chosen. An all-day event takes days
// only: a time typed beside them is not used, and none is asked for.
import {
  type EventInput,
  type EventStatus,
  eventCategoryPresets,
  eventInput,
  type Image,
  splitCategory,
} from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import { renameErrors } from "../../../lib/admin/form-errors.ts";
import {
  instantToPickerValue,
  joinPickerValue,
  pickerValueProblem,
  pickerValueToIso,
  splitPickerValue,
} from "../../../lib/admin/site-zone.ts";
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
  endDate: string | null;
  allDay: boolean;
  status: EventStatus;
  previousDate: string | null;
  onlineUrl: string;
  location: string;
  /** The stored photo, or null; the form saves its id. */
  image: Image | null;
}

const timedFields = ["date", "endDate"] as const;

/** A field's value as the API's instant: for an all-day event, the day's start in the site zone. */
function instantOf(value: string | null, allDay: boolean): string | null {
  if (!allDay) return pickerValueToIso(value);
  const { day } = splitPickerValue(value);
  return pickerValueToIso(joinPickerValue(day, { hour: 0, minute: 0 }));
}

export function eventFormValues(event: AdminEvent | null): EventFormValues {
  if (!event) {
    return {
      title: "",
      description: "",
      category: "",
      customCategory: "",
      date: null,
      endDate: null,
      allDay: false,
      status: "scheduled",
      previousDate: null,
      onlineUrl: "",
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
    endDate: instantToPickerValue(event.endDate),
    allDay: event.allDay,
    status: event.status,
    previousDate: instantToPickerValue(event.previousDate),
    onlineUrl: event.onlineUrl ?? "",
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
    date: instantOf(values.date, values.allDay) ?? "",
    endDate: instantOf(values.endDate, values.allDay),
    allDay: values.allDay,
    status: values.status,
    // Only a moved or postponed event keeps a previous date, and only a moved-online one an address.
    previousDate:
      values.status === "rescheduled" || values.status === "postponed" ? pickerValueToIso(values.previousDate) : null,
    onlineUrl: values.status === "movedOnline" ? values.onlineUrl : null,
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
  // A day without a usable time is not midnight: it is unfinished (unless the event is all day).
  for (const field of timedFields) {
    const problem = values.allDay ? null : pickerValueProblem(values[field]);
    if (problem) errors[field] = problem;
  }
  const previousProblem = pickerValueProblem(values.previousDate);
  if (previousProblem) errors.previousDate = previousProblem;
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
