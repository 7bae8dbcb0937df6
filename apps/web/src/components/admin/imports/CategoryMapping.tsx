// The file's categories we do not keep, each offered one of ours; a category left unmapped
// refuses its rows. One mapped stays listed, to be changed back.
import { Select, SimpleGrid, Text, Title } from "@mantine/core";
import { rowsText } from "./import-plan.ts";

export function CategoryMapping({
  unknown,
  categoryMap,
  ours,
  onMap,
}: {
  /** The file's category → how many rows name it. */
  unknown: ReadonlyMap<string, number>;
  categoryMap: Readonly<Record<string, string>>;
  /** Our business categories' names. */
  ours: readonly string[];
  onMap: (name: string, ours: string | null) => void;
}) {
  if (unknown.size === 0) return null;
  return (
    <section aria-labelledby="import-categories-title">
      <Title order={3} size="h4" id="import-categories-title" mb={4}>
        Categories
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The file names categories the directory does not have. Choose one of ours for each, or its rows are refused.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {[...unknown].map(([name, rows]) => (
          <Select
            key={name}
            label={`“${name}”`}
            description={rows > 0 ? `In ${rowsText(rows)}` : undefined}
            placeholder="Choose a category"
            data={[...ours]}
            value={categoryMap[name] ?? null}
            onChange={(value) => onMap(name, value)}
            clearable
            clearButtonProps={{ "aria-label": `Leave “${name}” unmapped` }}
            comboboxProps={{ withinPortal: true }}
            styles={{ label: { overflowWrap: "anywhere" } }}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
