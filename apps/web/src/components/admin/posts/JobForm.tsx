// The job form: in the admin's Deals & jobs dialog (with the business chosen first) and on a
// member's account page (for the business it is on). What it saves is the caller's `save`.
import { employmentTypeLabels, employmentTypes, JOB_MAX_DAYS } from "@chamber/core";
import { Radio, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { DescriptionField } from "#web/components/admin/fields/DescriptionField.tsx";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { type FormJob, type JobFields, jobFormSpec } from "./job-form.ts";

const typeChoices = employmentTypes.map((type) => ({ value: type, label: employmentTypeLabels[type] }));
const unitChoices = [
  { value: "hour", label: "an hour" },
  { value: "week", label: "a week" },
  { value: "month", label: "a month" },
  { value: "year", label: "a year" },
];

export interface JobFormProps {
  job: FormJob | null;
  save: (input: JobFields) => Promise<unknown>;
  pending: boolean;
  onDone: () => void;
  /** Fields before the job's own (the admin's business). */
  before?: ReactNode;
  /** Said under the success toast's standard words, from what the write answered. */
  successMessage?: (standard: string) => string;
}

export function JobForm({ job, save, pending, onDone, before, successMessage }: JobFormProps) {
  const { form, submit } = useEntityForm(jobFormSpec, { item: job, save, onSaved: onDone, successMessage });
  const { locationKind } = form.getValues();
  return (
    <form onSubmit={submit} noValidate aria-label={job ? `Edit ${job.title}` : "Post a job"}>
      <Stack gap="sm">
        {before}
        <TextInput label="Job title" required data-autofocus {...form.getInputProps("title")} />
        <DescriptionField form={form} />
        <Select
          label="Employment type"
          required
          data={typeChoices}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("employmentType")}
        />
        <Radio.Group label="Where" required {...form.getInputProps("locationKind")}>
          <Stack gap={6} mt={6}>
            <Radio value="business" label="At the business's address" />
            <Radio value="address" label="At another address" />
            <Radio value="remote" label="Remote" />
          </Stack>
        </Radio.Group>
        {locationKind === "address" && <TextInput label="Address" required {...form.getInputProps("address")} />}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Pay" description="Optional, in USD" inputMode="decimal" {...form.getInputProps("payMin")} />
          <TextInput
            label="Up to"
            description="Optional: a range"
            inputMode="decimal"
            {...form.getInputProps("payMax")}
          />
          <Select
            label="Per"
            data={unitChoices}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("payUnit")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Apply on the web"
            description="A page to apply on"
            type="url"
            {...form.getInputProps("applyUrl")}
          />
          <TextInput
            label="Apply by e-mail"
            description="Or an address to write to"
            type="email"
            {...form.getInputProps("applyEmail")}
          />
        </SimpleGrid>
        <SiteDateTimeField
          label="Closes"
          timeLabel="Closing time"
          clearable
          description={`Optional: 30 days after posting unless given, at most ${JOB_MAX_DAYS} days`}
          {...form.getInputProps("closesAt")}
        />
        <FormActions submitLabel={job ? "Save job" : "Post job"} pending={pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
