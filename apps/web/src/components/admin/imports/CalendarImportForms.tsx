// The two ways in: an .ics file exported from another calendar, or the address of a feed, which
// may be kept as a subscription read every hour. Either answers what it imported (ImportResult).
import type { CalendarImportAnswer } from "@chamber/core/schemas";
import { Button, Checkbox, FileInput, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import { resultLine } from "./ImportResult.tsx";
import { sendCalendar } from "./send-calendar.ts";

interface FormsProps {
  onImported: (result: CalendarImportAnswer, from: string) => void;
}

export function CalendarImportForms({ onImported }: FormsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <FileForm onImported={onImported} />
      <UrlForm onImported={onImported} />
    </SimpleGrid>
  );
}

function FileForm({ onImported }: FormsProps) {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (!file) return setError("Choose an .ics file");
    setPending(true);
    try {
      const result = await sendCalendar(file);
      notifySuccess(`Imported ${file.name}: ${resultLine(result)}`);
      onImported(result, file.name);
      setFile(null);
      await utils.event.invalidate();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "The import failed";
      setError(message);
      notifyFailure(message, failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      aria-labelledby="calendar-file-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="calendar-file-title">
          From a file
        </Title>
        <FileInput
          label="iCalendar file"
          description="Exported from Google Calendar, Outlook, The Events Calendar… (.ics, at most 5 MB)"
          placeholder="Choose a file"
          accept=".ics,text/calendar"
          clearable
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          error={error}
        />
        <Group>
          <Button type="submit" loading={pending}>
            Import file
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UrlForm({ onImported }: FormsProps) {
  const utils = trpc.useUtils();
  const fromUrl = trpc.calendarImport.fromUrl.useMutation();
  const [url, setUrl] = useState("");
  const [subscribe, setSubscribe] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!url.trim()) return setError("Enter the calendar's address");
    try {
      const result = await fromUrl.mutateAsync({ url, subscribe });
      notifySuccess(
        result.subscriptionId ? `Subscribed and imported: ${resultLine(result)}` : `Imported: ${resultLine(result)}`,
      );
      onImported(result, url.trim());
      setUrl("");
      setSubscribe(false);
      await Promise.all([utils.event.invalidate(), utils.calendarImport.subscriptions.invalidate()]);
    } catch (failure) {
      const field = serverFieldErrors(failure)?.url?.toString();
      setError(field ?? null);
      notifyFailure(field ?? "The import failed", failure);
    }
  };

  return (
    <form
      aria-labelledby="calendar-url-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="calendar-url-title">
          From a feed's address
        </Title>
        <TextInput
          label="Calendar address"
          description="The https address of its .ics feed"
          placeholder="https://calendar.example.org/events.ics"
          type="url"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Checkbox
          label="Keep it as a subscription (refreshed every hour)"
          checked={subscribe}
          onChange={(event) => setSubscribe(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={fromUrl.isPending}>
            Import from address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
