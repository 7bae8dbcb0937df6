// Which of our fields each of the file's columns fills: the server's guess at first (from the
// header names, ours and those of the usual exports), changed here column by column. A field
// chosen for a second column leaves the first.
import { type ImportMapping, type ImportTarget, importTargetLabels } from "@chamber/core";
import { Alert, Select, SimpleGrid, Text, Title } from "@mantine/core";
import { assignColumn, targetChoices, targetOf } from "./import-plan.ts";

export function ColumnMapping({
  columns,
  mapping,
  onChange,
}: {
  columns: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  return (
    <section aria-labelledby="import-columns-title">
      <Title order={3} size="h4" id="import-columns-title" mb={4}>
        Columns
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Each column of the file and the field it fills, guessed from its header. A column not imported is left out.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {columns.map((column) => (
          <Select
            key={column}
            label={column}
            data={targetChoices(mapping, column)}
            value={targetOf(mapping, column) ?? ""}
            onChange={(value) => onChange(assignColumn(mapping, column, (value || null) as ImportTarget | null))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            styles={{ label: { overflowWrap: "anywhere" } }}
          />
        ))}
      </SimpleGrid>
      {!mapping.name && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          Choose the column that holds the businesses' names ({importTargetLabels.name}).
        </Alert>
      )}
    </section>
  );
}
