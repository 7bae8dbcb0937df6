// The category preset select and, when 'other' is chosen, the required custom category (SPEC §3).
import { Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

interface CategoryValues {
  category: string;
  customCategory: string;
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

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
        data={presets.map((value) => ({ value, label: label(value) }))}
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
