// A member's listing form (/account/businesses/$id) ↔ PUT /api/account/businesses/{id}: every
// public field, checked by the API's own schema (memberListingFields). A change still waiting for
// staff is where the form starts, so saving again replaces it rather than starting over from the
// published listing. Opening hours and social links are edited as the admin's form edits them.
import { type Hours, type MemberListingInput, memberListingFields, type Social } from "@chamber/core/schemas";
import type { FormErrors } from "@mantine/form";
import { type BusinessFieldValues, businessFieldsToInput } from "#web/components/admin/businesses/business-form.ts";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { hoursFormValues, socialFormValues } from "#web/components/forms/hours-form.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type AccountBusiness = RouterOutputs["account"]["business"];

/** The listing's public fields as staff's form has them, and the photo a waiting change names. */
export interface AccountListingValues extends BusinessFieldValues {
  /**
   * A photo the waiting change names, which the member cannot be shown before staff approve it:
   * while the form still shows the published photo (`over`), saving keeps the waiting one (`id`).
   */
  waitingPhoto: { over: number | null; id: number | null } | null;
}

/** The published listing, with the waiting change's new values over it. */
export function accountListingValues(business: AccountBusiness): AccountListingValues {
  const { listing } = business;
  const proposed = Object.fromEntries(
    Object.entries(business.pendingChange?.changes ?? {}).map(([field, change]) => [field, change.to]),
  ) as Partial<Record<keyof AccountListingValues | "imageId", unknown>>;
  const text = (field: keyof AccountListingValues, published: string | null) =>
    field in proposed ? ((proposed[field] as string | null) ?? "") : (published ?? "");
  return {
    name: text("name", listing.name),
    description: text("description", listing.description),
    category: text("category", listing.category),
    address: text("address", listing.address),
    phone: text("phone", listing.phone),
    email: text("email", listing.email),
    website: text("website", listing.website),
    image: listing.image,
    hours: hoursFormValues("hours" in proposed ? (proposed.hours as Hours | null) : listing.hours),
    social: socialFormValues("social" in proposed ? (proposed.social as Social | null) : listing.social),
    waitingPhoto:
      "imageId" in proposed ? { over: listing.image?.id ?? null, id: proposed.imageId as number | null } : null,
  };
}

export function accountListingInput(values: AccountListingValues): MemberListingInput {
  const { waitingPhoto } = values;
  const keepsWaitingPhoto = waitingPhoto && (values.image?.id ?? null) === waitingPhoto.over;
  return {
    ...businessFieldsToInput(values),
    ...(keepsWaitingPhoto && { imageId: waitingPhoto.id }),
  };
}

const resolve = zodResolver(memberListingFields);

export const accountListingFormSpec: EntityFormSpec<AccountBusiness, AccountListingValues, MemberListingInput> = {
  values: (business) => accountListingValues(business as AccountBusiness),
  toInput: accountListingInput,
  validate: (values): FormErrors => resolve(accountListingInput(values)),
  messages: {
    created: "Listing saved",
    updated: "Listing saved",
    createFailed: "Failed to save the listing",
    updateFailed: "Failed to save the listing",
  },
};
