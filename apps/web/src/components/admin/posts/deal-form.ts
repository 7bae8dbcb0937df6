// A deal's form values ↔ the API input, for staff (the Deals & jobs tab) and members (their
// account): the same fields, checked by the same schema (memberDealInput, the business chosen
// apart). Start and end are entered as a day and a time in the chamber's zone.
import type { Image } from "@chamber/core/schemas";
import { type MemberDealInput, memberDealInput } from "@chamber/core/schemas";
import type { FormErrors } from "@mantine/form";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { instantToPickerValue, pickerValueProblem, pickerValueToIso } from "#web/lib/admin/site-zone.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type FormDeal = RouterOutputs["deal"]["byId"] | RouterOutputs["deal"]["list"][number];

export interface DealFormValues {
  title: string;
  description: string;
  image: Image | null;
  startsAt: string | null;
  endsAt: string | null;
  code: string;
  audience: "everyone" | "members";
}

export type DealFields = Omit<MemberDealInput, "id">;

function dealFormValues(deal: FormDeal | null): DealFormValues {
  return {
    title: deal?.title ?? "",
    description: deal?.description ?? "",
    image: deal?.image ?? null,
    startsAt: instantToPickerValue(deal?.startsAt ?? null),
    endsAt: instantToPickerValue(deal?.endsAt ?? null),
    code: deal?.code ?? "",
    audience: deal?.audience ?? "everyone",
  };
}

function dealFormToInput(values: DealFormValues): DealFields {
  return {
    title: values.title,
    description: values.description,
    imageId: values.image?.id ?? null,
    startsAt: pickerValueToIso(values.startsAt) ?? "",
    endsAt: pickerValueToIso(values.endsAt) ?? "",
    code: values.code || null,
    audience: values.audience,
  };
}

const resolve = zodResolver(memberDealInput);

export const dealFormSpec: EntityFormSpec<FormDeal, DealFormValues, DealFields> = {
  values: dealFormValues,
  toInput: dealFormToInput,
  validate: (values): FormErrors => {
    const errors = resolve({ ...dealFormToInput(values), id: 1 });
    for (const field of ["startsAt", "endsAt"] as const) {
      const problem = pickerValueProblem(values[field]);
      if (problem) errors[field] = problem;
    }
    return errors;
  },
  messages: {
    created: "Deal posted",
    updated: "Deal updated",
    createFailed: "Failed to post the deal",
    updateFailed: "Failed to update the deal",
  },
  serverErrors: () => ({ fieldMap: { imageId: "image" } }),
};
