// The Edit and Delete buttons of a list item (Delete alone where items are not edited); their
// accessible names carry the item's name so a screen-reader user hears which one they act on.
import { Button, Group, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconTrash } from "#web/components/ui/icons.ts";

export interface ItemActionsProps {
  name: string;
  /** Absent where items cannot be edited (messages, subscriptions). */
  onEdit?: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function ItemActions({ name, onEdit, onDelete, deleting }: ItemActionsProps) {
  return (
    <Group gap="xs">
      {onEdit && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
          // An inline form that replaced this button gives the focus back to its redrawn self.
          data-focus-key={`edit ${name}`}
        >
          Edit<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      )}
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        loading={deleting}
        onClick={onDelete}
      >
        Delete<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
    </Group>
  );
}
