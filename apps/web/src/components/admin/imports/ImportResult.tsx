// What an import did: how many events were added, updated and left as they were, and each one
// refused with its UID and why.
import type { CalendarImportResult } from "@chamber/core/schemas";
import { Alert, List, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 added, 1 updated, 12 unchanged". */
export function resultLine(result: CalendarImportResult): string {
  return `${result.created} added, ${result.updated} updated, ${result.unchanged} unchanged`;
}

export function ImportResult({ result, title }: { result: CalendarImportResult; title: string }) {
  const refused = result.refused.length;
  return (
    <Alert
      color={refused > 0 ? "yellow" : "green"}
      variant="light"
      title={title}
      role="status"
      className={classes.breakAnywhere}
    >
      <Text size="sm">{resultLine(result)}.</Text>
      {refused > 0 && (
        <>
          <Text size="sm" mt="xs" fw={600}>
            {plural(refused, "event was", "events were")} not imported:
          </Text>
          <List size="sm" mt={4} spacing={4}>
            {result.refused.map((refusal) => (
              <List.Item key={`${refusal.uid}-${refusal.message}`}>
                {refusal.message}{" "}
                <Text span size="xs" c="dimmed">
                  ({refusal.uid})
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
