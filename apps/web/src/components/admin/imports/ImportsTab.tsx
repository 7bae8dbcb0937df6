// Import: businesses from a CSV file, and events from an iCalendar file or feed (docs/product.md §2).
import { Stack } from "@mantine/core";
import { BusinessImportPanel } from "./BusinessImportPanel.tsx";
import { CalendarImportPanel } from "./CalendarImportPanel.tsx";

export function ImportsTab() {
  return (
    <Stack gap={48}>
      <BusinessImportPanel />
      <CalendarImportPanel />
    </Stack>
  );
}
