// The event a member sends for their business (/account/businesses/$id/events/new) ↔ POST
// /api/account/businesses/{id}/events: the public event form's fields, the start entered in the
// chamber's zone, the organizer prefilled with the signed-in member. Checked by the API's schema.
import { type MemberEventInput, memberEventInput } from "@chamber/core/schemas";
import type { FormErrors } from "@mantine/form";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { pickerValueToIso } from "#web/lib/admin/site-zone.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export interface AccountEventValues {
  title: string;
  description: string;
  category: string;
  location: string;
  /** The start as the picker holds it, a wall clock in the chamber's zone. */
  date: string | null;
  website: string;
  organizerName: string;
  organizerEmail: string;
}

export interface EventOrganizer {
  businessId: number;
  businessName: string;
  address: string;
  name: string;
  email: string;
}

function accountEventValues(organizer: EventOrganizer | null): AccountEventValues {
  return {
    title: "",
    description: "",
    category: "",
    location: organizer?.address ?? "",
    date: null,
    website: "",
    organizerName: organizer?.name ?? "",
    organizerEmail: organizer?.email ?? "",
  };
}

const accountEventInput =
  (businessId: number) =>
  (values: AccountEventValues): MemberEventInput => ({
    id: businessId,
    title: values.title,
    description: values.description,
    category: values.category,
    location: values.location,
    date: pickerValueToIso(values.date) ?? "",
    website: values.website || null,
    organizerName: values.organizerName,
    organizerEmail: values.organizerEmail,
  });

const resolve = zodResolver(memberEventInput);

export function accountEventFormSpec(
  organizer: EventOrganizer,
): EntityFormSpec<EventOrganizer, AccountEventValues, MemberEventInput> {
  const toInput = accountEventInput(organizer.businessId);
  return {
    values: () => accountEventValues(organizer),
    toInput,
    validate: (values): FormErrors => resolve(toInput(values)),
    messages: {
      created: "Sent: the chamber will review your event",
      updated: "Sent: the chamber will review your event",
      createFailed: "Failed to send the event",
      updateFailed: "Failed to send the event",
    },
  };
}
