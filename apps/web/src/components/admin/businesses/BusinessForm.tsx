// The Add Business / Edit Business form with every field of docs/product.md §3.
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { CategorySelect } from "#web/components/admin/fields/CategorySelect.tsx";
import { DescriptionField } from "#web/components/admin/fields/DescriptionField.tsx";
import { ImageField } from "#web/components/admin/fields/ImageField.tsx";
import { ListingFields } from "#web/components/admin/fields/ListingFields.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { type AdminBusiness, businessFormSpec } from "./business-form.ts";
import { MorePhotosField } from "./MorePhotosField.tsx";

export function BusinessForm({ business, onDone }: { business: AdminBusiness | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.business.create.useMutation();
  const update = trpc.business.update.useMutation();
  const { form, submit } = useEntityForm(businessFormSpec, {
    item: business,
    save: (input) => (business ? update.mutateAsync({ ...input, id: business.id }) : create.mutateAsync(input)),
    onSaved: () => {
      onDone();
      void utils.business.invalidate();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
        <DescriptionField form={form} />
        <CategorySelect form={form} kind="business" />
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
        <ImageField form={form} alt={form.getValues().name} />
        <MorePhotosField form={form} />
        <ListingFields form={form} />
        <FormActions
          submitLabel={business ? "Update Business" : "Create Business"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
