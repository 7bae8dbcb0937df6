// Businesses from a CSV file: upload, map the columns, dry run, apply, undo.
import { Title } from "@mantine/core";

export function BusinessImportPanel() {
  return (
    <Title order={2} size="h3">
      Import businesses
    </Title>
  );
}
