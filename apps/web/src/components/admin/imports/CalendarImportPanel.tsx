// Events from an iCalendar file or feed, and the feeds kept as subscriptions.
import { Title } from "@mantine/core";

export function CalendarImportPanel() {
  return (
    <Title order={2} size="h3">
      Import events
    </Title>
  );
}
