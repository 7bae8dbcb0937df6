// A job's form values ↔ the API input, for staff (the Deals & jobs tab, any business) and members
// (their account, one of their businesses): the same fields, checked by the same schema
// (memberJobInput, with the business chosen apart). Pay and dates are typed as text and pickers
// and read here; "Closes" left empty is the API's default, 30 days after posting.
import { type MemberJobInput, memberJobInput } from "@chamber/core/schemas";
import type { FormErrors } from "@mantine/form";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { renameErrors } from "#web/lib/admin/form-errors.ts";
import { instantToPickerValue, pickerValueProblem, pickerValueToIso } from "#web/lib/admin/site-zone.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type FormJob = RouterOutputs["job"]["byId"] | RouterOutputs["job"]["list"][number];

export interface JobFormValues {
  title: string;
  description: string;
  employmentType: string;
  locationKind: "business" | "address" | "remote";
  address: string;
  payMin: string;
  payMax: string;
  payUnit: string;
  applyUrl: string;
  applyEmail: string;
  /** The close as the picker holds it, a wall clock in the chamber's zone; empty: the default. */
  closesAt: string | null;
}

/** The job's fields without the business (the member's is in the path, the staff's chosen apart). */
export type JobFields = Omit<MemberJobInput, "id">;

function jobFormValues(job: FormJob | null): JobFormValues {
  return {
    title: job?.title ?? "",
    description: job?.description ?? "",
    employmentType: job?.employmentType ?? "full-time",
    locationKind: job?.location.kind ?? "business",
    address: job?.location.kind === "address" ? (job.location.address ?? "") : "",
    payMin: job?.pay ? String(job.pay.min) : "",
    payMax: job?.pay?.max !== undefined && job?.pay ? String(job.pay.max) : "",
    payUnit: job?.pay?.unit ?? "hour",
    applyUrl: job?.apply.url ?? "",
    applyEmail: job?.apply.email ?? "",
    closesAt: instantToPickerValue(job?.closesAt ?? null),
  };
}

/** "18", "18.50", "$18", "52,000" as a number; anything else as NaN (the schema names the field). */
const money = (text: string) => Number(text.replace(/[$,\s]/g, ""));

function jobFormToInput(values: JobFormValues): JobFields {
  return {
    title: values.title,
    description: values.description,
    employmentType: values.employmentType as JobFields["employmentType"],
    location: {
      kind: values.locationKind,
      address: values.locationKind === "address" ? values.address || null : null,
    },
    pay: values.payMin.trim()
      ? {
          min: money(values.payMin),
          max: values.payMax.trim() ? money(values.payMax) : null,
          unit: values.payUnit as "hour",
          currency: "USD",
        }
      : null,
    apply: { url: values.applyUrl || null, email: values.applyEmail || null },
    ...(values.closesAt ? { closesAt: pickerValueToIso(values.closesAt) ?? "" } : {}),
  };
}

/** The schema's paths under the form's fields. */
const fieldMap = {
  "location.address": "address",
  "location.kind": "locationKind",
  "pay.min": "payMin",
  "pay.max": "payMax",
  "pay.unit": "payUnit",
  "apply.url": "applyUrl",
  "apply.email": "applyEmail",
};

const resolve = zodResolver(memberJobInput);

export const jobFormSpec: EntityFormSpec<FormJob, JobFormValues, JobFields> = {
  values: jobFormValues,
  toInput: jobFormToInput,
  validate: (values): FormErrors => {
    const errors = renameErrors(resolve({ ...jobFormToInput(values), id: 1 }), fieldMap);
    const closes = pickerValueProblem(values.closesAt);
    return closes ? { ...errors, closesAt: closes } : errors;
  },
  messages: {
    created: "Job posted",
    updated: "Job updated",
    createFailed: "Failed to post the job",
    updateFailed: "Failed to update the job",
  },
  serverErrors: () => ({ fieldMap }),
};
