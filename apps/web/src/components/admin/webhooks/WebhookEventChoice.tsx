// The events an endpoint asks for: a checkbox per type, grouped by what changed, with "All events"
// above them (checked when every type is, mixed when some are).
import { type WebhookEventType, webhookEventGroups, webhookEventTypes } from "@chamber/core/schemas";
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@mantine/core";
import classes from "./webhooks.module.css";

/** "business.created" → "created", as the checkbox under "Businesses" reads. */
const actionOf = (type: string) => (type.split(".")[1] ?? type).replace("_", " ");

export function WebhookEventChoice({
  value,
  onChange,
  error,
}: {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string | undefined;
}) {
  const chosen = new Set(value);
  const all = webhookEventTypes.every((type) => chosen.has(type));
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(webhookEventTypes.filter((each) => (each === type ? on : chosen.has(each))));
  return (
    <Fieldset legend="Events to send" variant="unstyled" className={classes.events}>
      <Stack gap="sm">
        <Checkbox
          label="All events"
          checked={all}
          indeterminate={!all && chosen.size > 0}
          onChange={(event) => onChange(event.currentTarget.checked ? [...webhookEventTypes] : [])}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          {webhookEventGroups.map((group) => (
            <Fieldset key={group.label} legend={group.label} variant="unstyled" className={classes.eventGroup}>
              <Stack gap={4}>
                {group.types.map((type) => (
                  <Checkbox
                    key={type}
                    label={actionOf(type)}
                    checked={chosen.has(type)}
                    onChange={(event) => toggle(type, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </SimpleGrid>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** How a card names an endpoint's events: "All events", or the types. */
export function eventsSummary(events: string[]): string {
  return webhookEventTypes.every((type) => events.includes(type)) ? "All events" : events.join(", ");
}
