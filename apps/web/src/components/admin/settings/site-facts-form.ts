// The Chamber details form's values ↔ the API input (PUT /api/site-facts). Every fact is a text
// field; a social link left empty is none.
import { type SiteFacts, type SiteFactsInput, siteFactsInput } from "@chamber/core";
import { zodResolver } from "../../../lib/zod-form.ts";
import type { EntityFormSpec } from "../scaffold/use-entity-form.ts";

export type SiteFactsValues = Record<keyof SiteFacts, string>;

function siteFactsValues(facts: SiteFacts | null): SiteFactsValues {
  const text = (value: string | null | undefined) => value ?? "";
  return {
    name: text(facts?.name),
    tagline: text(facts?.tagline),
    address: text(facts?.address),
    phone: text(facts?.phone),
    email: text(facts?.email),
    hours: text(facts?.hours),
    facebook: text(facts?.facebook),
    twitter: text(facts?.twitter),
    instagram: text(facts?.instagram),
    linkedin: text(facts?.linkedin),
    youtube: text(facts?.youtube),
  };
}

const resolve = zodResolver(siteFactsInput);

export const siteFactsFormSpec: EntityFormSpec<SiteFacts, SiteFactsValues, SiteFactsInput> = {
  values: siteFactsValues,
  toInput: (values) => values,
  validate: (values) => resolve(values),
  messages: {
    created: "Chamber details saved",
    updated: "Chamber details saved",
    createFailed: "Failed to save chamber details",
    updateFailed: "Failed to save chamber details",
  },
};
