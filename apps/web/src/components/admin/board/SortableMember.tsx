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

/** Moves the member one place up (-1) or down (1). */
function MoveButton({
  name,
  offset,
  disabled,
  onMove,
}: Pick<SortableMemberProps, "name" | "disabled" | "onMove"> & { offset: -1 | 1 }) {
  const Arrow = offset < 0 ? IconArrowUp : IconArrowDown;
  return (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size="lg"
      aria-label={`Move ${name} ${offset < 0 ? "up" : "down"}`}
      disabled={disabled}
      onClick={() => onMove(offset)}
    >
      <Arrow size={18} aria-hidden />
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
      <MoveButton name={name} offset={-1} disabled={first || disabled} onMove={onMove} />
      <MoveButton name={name} offset={1} disabled={last || disabled} onMove={onMove} />
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
