// "Import CSV" for the newsletter subscribers: choose a file (an email column, and optionally a
// lists column), say whether these people already agreed to receive the newsletter, see the dry
// run's counts and refused rows, then import. Without the consent each one is mailed a link to
// confirm (docs/decisions/037-newsletter-double-opt-in.md).
import type { SubscriberImportResult } from "@chamber/core/schemas";
import { Alert, Button, Checkbox, FileInput, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { IconUpload } from "#web/components/ui/icons.ts";
import { sendSubscriberImport } from "./send-subscriber-import.ts";

export function SubscriberImport({ onImported }: { onImported: () => void }) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [consented, setConsented] = useState(false);
  const [result, setResult] = useState<SubscriberImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (dryRun: boolean, chosen = file, agreed = consented) => {
    if (!chosen) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await sendSubscriberImport(chosen, { consented: agreed, dryRun });
      setResult(answer);
      if (!dryRun) onImported();
    } catch (error) {
      setResult(null);
      setProblem(error instanceof Error ? error.message : "The file was refused");
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpened(false);
    setFile(null);
    setResult(null);
    setProblem(null);
    setConsented(false);
  };
  const refused = result?.rows.filter((row) => row.action === "refused") ?? [];
  const toImport = (result?.added ?? 0) + (result?.updated ?? 0);

  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconUpload size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Import CSV
      </Button>
      <Modal opened={opened} onClose={close} title="Import subscribers" size="lg">
        <Stack gap="md">
          <Text size="sm">
            A CSV file with an <strong>email</strong> column and, if you like, a <strong>lists</strong> column (news,
            events, members). Nothing changes until you press Import.
          </Text>
          <FileInput
            label="CSV file"
            placeholder="Choose a CSV file"
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setResult(null);
              void run(true, chosen);
            }}
            clearable
            clearButtonProps={{ "aria-label": "Clear the file" }}
          />
          <Checkbox
            label="These people already agreed to receive our newsletter"
            description="Checked: they are subscribed at once. Unchecked: each is e-mailed a link to confirm, and counts only once confirmed."
            checked={consented}
            onChange={(event) => {
              setConsented(event.currentTarget.checked);
              if (result?.dryRun) void run(true, file, event.currentTarget.checked);
            }}
          />
          {problem && (
            <Alert color="red" role="alert" title="Not imported">
              {problem}
            </Alert>
          )}
          {result && (
            <Alert
              color={result.dryRun ? "blue" : "green"}
              role="status"
              title={result.dryRun ? "Ready to import" : "Imported"}
            >
              <Text size="sm" data-testid="subscriber-import-counts">
                {result.added} new, {result.updated} pending updated, {result.unchanged} unchanged, {result.refused}{" "}
                refused
                {result.dryRun ? "" : ` · ${result.mailed} confirmation e-mails sent`}.
              </Text>
              {refused.length > 0 && (
                <List size="sm" mt="xs">
                  {refused.slice(0, 20).map((row) => (
                    <List.Item key={row.row}>
                      Row {row.row} ({row.email || "no address"}): {row.errors?.join("; ")}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {result && !result.dryRun ? "Close" : "Cancel"}
            </Button>
            {result?.dryRun && (
              <Button loading={busy} disabled={toImport === 0} onClick={() => void run(false)}>
                Import {toImport} {toImport === 1 ? "subscriber" : "subscribers"}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
