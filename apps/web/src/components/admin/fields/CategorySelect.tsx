// The category select of the business and event dialogs: the kind's list staff keep in the
// Categories tab, in its order. A category is stored by its name.
import type { CategoryKind } from "@chamber/core";
import { Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { trpc } from "#web/lib/trpc.ts";

export function CategorySelect<Values extends { category: string }>({
  form,
  kind,
}: {
  form: UseFormReturnType<Values>;
  kind: CategoryKind;
}) {
  const categories = trpc.category.list.useQuery({ kind });
  return (
    <Select
      label="Category"
      placeholder={categories.isPending ? "Loading categories…" : "Select a category"}
      required
      allowDeselect={false}
      data={(categories.data ?? []).map((category) => category.name)}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps("category")}
    />
  );
}
