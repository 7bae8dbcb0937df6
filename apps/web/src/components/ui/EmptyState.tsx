// The message a list shows when it loaded and has nothing in it (docs/product.md §4).
import { Paper, Text } from "@mantine/core";

export interface EmptyStateProps {
  message: string;
}

export function EmptyState({ message }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" bg="gray.0" data-testid="empty-state">
      <Text c="gray.7" size="lg">
        {message}
      </Text>
    </Paper>
  );
}
