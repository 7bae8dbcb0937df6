// One board member in the sortable list: the card moves with a drag of its handle (pointer, touch,
// or keyboard: Space picks it up, arrows move it, Space drops it), and the Move up / Move down
// buttons do the same one place at a time for anyone who would rather press a button.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "#web/components/ui/icons.ts";

export interface SortableMemberProps {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (offset: -1 | 1) => void;
  /** The card, given the ordering controls to show among its actions. */
  children: (orderControls: ReactNode) => ReactNode;
}

/** A Move up or Move down button, as quiet as the drag handle beside it. */
function MoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

export function SortableMember({ id, name, first, last, disabled, onMove, children }: SortableMemberProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const controls = (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Drag to reorder" withArrow>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={`Reorder ${name}`}
          style={{ cursor: disabled ? undefined : "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <MoveButton label={`Move ${name} up`} disabled={first || disabled} onClick={() => onMove(-1)}>
        <IconArrowUp size={18} aria-hidden />
      </MoveButton>
      <MoveButton label={`Move ${name} down`} disabled={last || disabled} onClick={() => onMove(1)}>
        <IconArrowDown size={18} aria-hidden />
      </MoveButton>
    </Group>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(controls)}
    </div>
  );
}
