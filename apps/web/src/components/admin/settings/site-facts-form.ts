// The Chamber details form's values ↔ the API input (PUT /api/site-facts). Every fact is a text
// field; a social link left empty is none.
import { type SiteFactName, type SiteFacts, siteFactKeys } from "@chamber/core";
import { type SiteFactsInput, siteFactsInput } from "@chamber/core/schemas";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type SiteFactsValues = Record<keyof SiteFacts, string>;

/** Every fact as its field's text (a social link that is not set, empty). */
function siteFactsValues(facts: SiteFacts | null): SiteFactsValues {
  const names = Object.keys(siteFactKeys) as SiteFactName[];
  return Object.fromEntries(names.map((name) => [name, facts?.[name] ?? ""])) as SiteFactsValues;
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
