// The deal form: in the admin's Deals & jobs dialog (with the business chosen first) and on a
// member's account page (for the business it is on, its photo sent through the member's upload).
import type { Image } from "@chamber/core/schemas";
import { Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { DescriptionField } from "#web/components/admin/fields/DescriptionField.tsx";
import { ImageField } from "#web/components/admin/fields/ImageField.tsx";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { type DealFields, dealFormSpec, type FormDeal } from "./deal-form.ts";

export interface DealFormProps {
  deal: FormDeal | null;
  save: (input: DealFields) => Promise<unknown>;
  pending: boolean;
  onDone: () => void;
  /** Where the photo goes: the admin's upload unless given (a member's). */
  upload?: (file: File) => Promise<Image>;
  before?: ReactNode;
  successMessage?: (standard: string) => string;
}

export function DealForm({ deal, save, pending, onDone, upload, before, successMessage }: DealFormProps) {
  const { form, submit } = useEntityForm(dealFormSpec, { item: deal, save, onSaved: onDone, successMessage });
  return (
    <form onSubmit={submit} noValidate aria-label={deal ? `Edit ${deal.title}` : "Post a deal"}>
      <Stack gap="sm">
        {before}
        <TextInput label="Deal title" required data-autofocus {...form.getInputProps("title")} />
        <DescriptionField form={form} />
        <ImageField form={form} alt={form.getValues().title} {...(upload ? { upload } : {})} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SiteDateTimeField label="Starts" timeLabel="Start time" required {...form.getInputProps("startsAt")} />
          <SiteDateTimeField label="Ends" timeLabel="End time" required {...form.getInputProps("endsAt")} />
        </SimpleGrid>
        <TextInput
          label="Code or conditions"
          description={'Optional: "SPRING10", "Show this page at the counter"'}
          {...form.getInputProps("code")}
        />
        <Radio.Group label="Who sees it" required {...form.getInputProps("audience")}>
          <Stack gap={6} mt={6}>
            <Radio value="everyone" label="Everyone" />
            <Radio value="members" label="Chamber members only (signed in)" />
          </Stack>
        </Radio.Group>
        <FormActions submitLabel={deal ? "Save deal" : "Post deal"} pending={pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
