// Events from an iCalendar file or feed, and the feeds kept as subscriptions
// (docs/decisions/032-calendar-import.md): the forms, what the last import did, the subscriptions.
import type { CalendarImportAnswer } from "@chamber/core/schemas";
import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { SectionHeader } from "#web/components/admin/scaffold/SectionHeader.tsx";
import { CalendarImportForms } from "./CalendarImportForms.tsx";
import { CalendarSubscriptions } from "./CalendarSubscriptions.tsx";
import { ImportResult } from "./ImportResult.tsx";

export function CalendarImportPanel() {
  const [last, setLast] = useState<{ result: CalendarImportAnswer; from: string } | null>(null);
  return (
    <section aria-labelledby="calendar-import-title">
      <SectionHeader title="Import events" titleId="calendar-import-title" />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Events, series, their skipped, moved and cancelled dates come in with their own times. Importing the same
          calendar again updates what changed and adds nothing twice. Events without a category of ours go to Community.
        </Text>
        <CalendarImportForms onImported={(result, from) => setLast({ result, from })} />
        {last && <ImportResult result={last.result} title={`Imported from ${last.from}`} />}
        <CalendarSubscriptions />
      </Stack>
    </section>
  );
}
