// The Add Business / edit dialog with every field of SPEC §3.

import { businessCategoryPresets } from "@chamber/core";
import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AdminBusiness,
  type BusinessFormValues,
  businessFieldMap,
  businessFormToInput,
  businessFormValues,
  validateBusinessForm,
} from "../../../lib/admin/business-form.ts";
import { applyServerErrors } from "../../../lib/admin/form-errors.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import { AdminModal } from "../shared/AdminModal.tsx";
import { CategoryFields } from "../shared/CategoryFields.tsx";
import { FormActions } from "../shared/FormActions.tsx";
import { ScheduleFields } from "../shared/ScheduleFields.tsx";

export interface BusinessFormModalProps {
  opened: boolean;
  /** The business being edited, or null to add one. */
  business: AdminBusiness | null;
  onClose: () => void;
}

export function BusinessFormModal({ opened, business, onClose }: BusinessFormModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={business ? "Edit Business" : "Add Business"}>
      <BusinessForm key={business?.id ?? "new"} business={business} onDone={onClose} />
    </AdminModal>
  );
}

function BusinessForm({ business, onDone }: { business: AdminBusiness | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.business.create.useMutation();
  const update = trpc.business.update.useMutation();
  const form = useForm<BusinessFormValues>({
    mode: "controlled",
    initialValues: businessFormValues(business),
    validate: validateBusinessForm,
  });

  const submit = form.onSubmit(async (values) => {
    const input = businessFormToInput(values);
    const done = await writeWithToasts(
      async () => {
        if (business) await update.mutateAsync({ ...input, id: business.id });
        else await create.mutateAsync(input);
      },
      {
        success: business ? "Business updated successfully" : "Business created successfully",
        failure: business ? "Failed to update business" : "Failed to create business",
        onFailure: (error) => applyServerErrors(form, error, { fieldMap: businessFieldMap(values) }),
      },
    );
    if (!done) return;
    onDone();
    void utils.business.invalidate();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("description")}
        />
        <CategoryFields form={form} presets={businessCategoryPresets} />
        <TextInput label="Address" required {...form.getInputProps("address")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Phone" type="tel" required {...form.getInputProps("phone")} />
          <TextInput label="Email" type="email" description="Optional" {...form.getInputProps("email")} />
        </SimpleGrid>
        <TextInput
          label="Website"
          type="url"
          description="Optional, e.g. ojaicoffee.com"
          {...form.getInputProps("website")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Switch label="Featured" {...form.getInputProps("featured", { type: "checkbox" })} />
          <Switch label="Published" {...form.getInputProps("published", { type: "checkbox" })} />
        </SimpleGrid>
        <ScheduleFields form={form} />
        <FormActions
          submitLabel={business ? "Update Business" : "Create Business"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
