// The Edit and Delete buttons of a list item (Delete alone where items are not edited); their
// accessible names carry the item's name so a screen-reader user hears which one they act on. A role
// that may not change the item (a moderator, for content) is not offered them.
import type { StaffRole } from "@chamber/core";
import { Button, Group, VisuallyHidden } from "@mantine/core";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { IconPencil, IconTrash } from "#web/components/ui/icons.ts";

export interface ItemActionsProps {
  name: string;
  /** Absent where items cannot be edited (messages, subscriptions). */
  onEdit?: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** The least role that may edit and delete the item: an editor's unless said. */
  requires?: StaffRole;
}

export function ItemActions({ name, onEdit, onDelete, deleting, requires = "editor" }: ItemActionsProps) {
  if (!useCan(requires)) return null;
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
