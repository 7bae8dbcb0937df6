// The header of one item in a home page list (a slide, a testimonial, a card): its name, and
// buttons to move it up or down and to remove it, each named for the item so a screen reader
// hears which.
import { ActionIcon, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { IconArrowDown, IconArrowUp, IconTrash } from "#web/components/ui/icons.ts";

export interface ItemControlsProps {
  /** "Slide 2": the item's name in the buttons' labels. */
  name: string;
  index: number;
  count: number;
  /** The least the list may hold: its last items cannot be removed. */
  min: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children?: ReactNode;
}

export function ItemControls({ name, index, count, min, onMove, onRemove, children }: ItemControlsProps) {
  return (
    <Group justify="space-between" wrap="nowrap" mb="xs">
      <Group gap="sm">
        <Text fw={700}>{name}</Text>
        {children}
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${name}`}
          disabled={count <= min}
          onClick={() => onRemove(index)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
