// The category preset select and, when 'other' is chosen, the required custom category
// (docs/product.md §3).
import { Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type CategoryValues, categoryOptions } from "./category.ts";

export function CategoryFields<Values extends CategoryValues>({
  form,
  presets,
}: {
  form: UseFormReturnType<Values>;
  presets: readonly string[];
}) {
  const values = form.getValues();
  return (
    <>
      <Select
        label="Category"
        placeholder="Select a category"
        required
        allowDeselect={false}
        data={categoryOptions(presets)}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("category")}
      />
      {values.category === "other" && (
        <TextInput
          label="Custom category"
          placeholder="e.g. Wellness"
          required
          {...form.getInputProps("customCategory")}
        />
      )}
    </>
  );
}
