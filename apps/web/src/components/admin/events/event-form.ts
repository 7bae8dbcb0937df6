// Event dialog values ↔ the API input, by the business dialog's rules plus the start date; as in
// the business dialog, the category starts empty and must be chosen. An all-day event takes days
// only: a time typed beside them is not used, and none is asked for.
import type { EventStatus } from "@chamber/core";
import { type EventInput, eventInput, type Image } from "@chamber/core/schemas";
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
import {
  instantToPickerValue,
  joinPickerValue,
  pickerValueProblem,
  pickerValueToIso,
  splitPickerValue,
} from "#web/lib/admin/site-zone.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type AdminEvent = RouterOutputs["event"]["list"][number];

export interface EventFormValues extends ListingValues {
  title: string;
  description: string;
  /** An event category's name (the list staff keep in the Categories tab). */
  category: string;
  date: string | null;
  endDate: string | null;
  allDay: boolean;
  status: EventStatus;
  previousDate: string | null;
  onlineUrl: string;
  /** The organizer's page about the event ("Event website" on its page). */
  website: string;
  /** What it costs, in staff's words ("Free"); empty for none. */
  cost: string;
  location: string;
  /** The stored photo, or null; the form saves its id. */
  image: Image | null;
  /** The organizing business's id as the select holds it ("12"), or null for none. */
  organizerId: string | null;
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
      date: null,
      endDate: null,
      allDay: false,
      status: "scheduled",
      previousDate: null,
      onlineUrl: "",
      website: "",
      cost: "",
      location: "",
      image: null,
      organizerId: null,
      ...newListingValues,
    };
  }
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    date: instantToPickerValue(event.date),
    endDate: instantToPickerValue(event.endDate),
    allDay: event.allDay,
    status: event.status,
    previousDate: instantToPickerValue(event.previousDate),
    onlineUrl: event.onlineUrl ?? "",
    website: event.website ?? "",
    cost: event.cost ?? "",
    location: event.location,
    image: event.image,
    organizerId: event.organizerId ? String(event.organizerId) : null,
    ...listingValues(event),
  };
}

export function eventFormToInput(values: EventFormValues): EventInput {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    // An empty date is left for the schema to reject, with the API's own message.
    date: instantOf(values.date, values.allDay) ?? "",
    endDate: instantOf(values.endDate, values.allDay),
    allDay: values.allDay,
    status: values.status,
    // Only a moved or postponed event keeps a previous date, and only a moved-online one an address.
    previousDate:
      values.status === "rescheduled" || values.status === "postponed" ? pickerValueToIso(values.previousDate) : null,
    onlineUrl: values.status === "movedOnline" ? values.onlineUrl : null,
    website: values.website || null,
    cost: values.cost.trim() || null,
    location: values.location,
    imageId: values.image?.id ?? null,
    organizerId: values.organizerId ? Number(values.organizerId) : null,
    ...listingInput(values),
  };
}

const resolve = zodResolver(eventInput);

export function validateEventForm(values: EventFormValues): FormErrors {
  const errors = resolve(eventFormToInput(values));
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
  messages: savedMessages("event"),
};
