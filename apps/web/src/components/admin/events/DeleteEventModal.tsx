// The Events tab's delete question. A one-off event asks the docs/product.md §5 question; an
// occurrence of a series asks what to delete, this occurrence (its date is skipped) or the whole
// series, as radio buttons reached with the keyboard. Both deletes can be undone from the toast.
import { Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import type { AdminEvent } from "./event-form.ts";

export type DeleteScope = "occurrence" | "series";

export interface DeleteEventModalProps {
  /** The event asked about (kept while the dialog closes). */
  event: AdminEvent | null;
  opened: boolean;
  scope: DeleteScope;
  onScopeChange: (scope: DeleteScope) => void;
  /** How many occurrences its series has (for an occurrence). */
  seriesSize: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteEventModal({
  event,
  opened,
  scope,
  onScopeChange,
  seriesSize,
  onConfirm,
  onCancel,
}: DeleteEventModalProps) {
  const repeats = event?.seriesId != null;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Delete event"
      centered
      size="md"
      className={classes.scope}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      <Text>
        {repeats ? "This event repeats. What do you want to delete?" : "Are you sure you want to delete this event?"}
      </Text>
      {event && (
        <Text fw={600} mt="xs" className={classes.breakAnywhere}>
          {event.title}
          {repeats && (
            <Text span c="dimmed" fw={400} display="block" size="sm">
              {formatSiteDate(event.date, "full")}
            </Text>
          )}
        </Text>
      )}
      {event && repeats && (
        <Radio.Group
          label="Delete"
          mt="md"
          value={scope}
          onChange={(value) => onScopeChange(value === "series" ? "series" : "occurrence")}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="occurrence"
              label="This occurrence"
              description={`Skips ${formatSiteDate(event.occurrenceDate ?? event.date, "card")}; the series goes on.`}
              data-autofocus={scope === "occurrence" || undefined}
            />
            <Radio
              value="series"
              label="The whole series"
              description={`All ${seriesSize} ${seriesSize === 1 ? "occurrence" : "occurrences"}, past and to come, with their pages.`}
              data-autofocus={scope === "series" || undefined}
            />
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} data-autofocus={!repeats || undefined}>
          {!repeats ? "Delete" : scope === "series" ? "Delete series" : "Delete occurrence"}
        </Button>
      </Group>
    </Modal>
  );
}
