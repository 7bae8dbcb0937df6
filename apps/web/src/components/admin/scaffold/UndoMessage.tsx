// A toast's text with an Undo button beside it ("Business deleted successfully. Undo").
import { Button, Group, Text } from "@mantine/core";

export function UndoMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" inherit>
        {text}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        Undo
      </Button>
    </Group>
  );
}
