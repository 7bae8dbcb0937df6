import { Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** The required, growing Description box of the business and event dialogs. */
export function DescriptionField<Values extends { description: string }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  return (
    <Textarea label="Description" required autosize minRows={3} maxRows={8} {...form.getInputProps("description")} />
  );
}
