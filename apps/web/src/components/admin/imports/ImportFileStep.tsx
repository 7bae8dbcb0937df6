// The import's first step: the CSV file, chosen with the keyboard or the pointer (Mantine's
// FileInput is a button), and what the file it takes looks like. Choosing one runs the dry run.
import { FileInput, Group, Loader, Text } from "@mantine/core";
import { IconUpload } from "#web/components/ui/icons.ts";
import { IMPORT_LIMITS_TEXT } from "./import-plan.ts";

export function ImportFileStep({
  file,
  checking,
  onChoose,
}: {
  file: File | null;
  checking: boolean;
  onChoose: (file: File | null) => void;
}) {
  return (
    <div>
      <FileInput
        label="CSV file"
        description={IMPORT_LIMITS_TEXT}
        placeholder="Choose a CSV file"
        accept=".csv,text/csv,text/plain"
        value={file}
        onChange={onChoose}
        clearable
        clearButtonProps={{ "aria-label": "Clear the file" }}
        leftSection={<IconUpload size={16} aria-hidden />}
        maw={520}
      />
      {checking && (
        <Group gap="xs" mt="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Checking the file…</Text>
        </Group>
      )}
    </div>
  );
}
