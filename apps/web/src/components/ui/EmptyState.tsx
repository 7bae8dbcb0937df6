// The message a list shows when it loaded and has nothing in it (docs/product.md §4).
import { PaperMarkup } from "./layout-markup.tsx";
import { TextMarkup } from "./mantine-markup.tsx";

export interface EmptyStateProps {
  message: string;
}

export function EmptyState({ message }: EmptyStateProps) {
  return (
    <PaperMarkup radius="md" withBorder p="xl" bg="gray.0" ta="center" data-testid="empty-state">
      <TextMarkup color="gray.7" size="lg">
        {message}
      </TextMarkup>
    </PaperMarkup>
  );
}
