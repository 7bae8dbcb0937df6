// A listing's public text fields, in the staff's business form and in a member's listing form
// alike: name, description, category, address, phone, e-mail and website.
import { SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { CategorySelect } from "#web/components/admin/fields/CategorySelect.tsx";
import { DescriptionField } from "#web/components/admin/fields/DescriptionField.tsx";
import type { BusinessFieldValues } from "./business-form.ts";

export function BusinessFields<Values extends Omit<BusinessFieldValues, "image">>({
  form,
  autoFocus,
}: {
  form: UseFormReturnType<Values>;
  /** The dialog's first field takes the focus when it opens. */
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput label="Name" required data-autofocus={autoFocus || undefined} {...form.getInputProps("name")} />
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
    </>
  );
}
