// Loading placeholders for a grid of cards (docs/product.md §9 counts: 3 on home, 6 on events and directory,
// 4 board members). The grid is marked busy so assistive technology knows content is coming.
import { SimpleGridMarkup, SkeletonMarkup } from "./layout-markup.tsx";
import { CardMarkup, StackMarkup } from "./mantine-markup.tsx";

export interface CardGridSkeletonProps {
  count: number;
  /** Columns on large screens (default 3); one column on phones, two on tablets. */
  cols?: 3 | 4;
}

export function CardGridSkeleton({ count, cols = 3 }: CardGridSkeletonProps) {
  return (
    <SimpleGridMarkup
      cols={{ base: 1, sm: 2, md: cols }}
      spacing="lg"
      aria-busy="true"
      aria-label="Loading"
      role="status"
      data-testid="card-grid-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardMarkup key={index} component="div" data-skeleton="card">
          <StackMarkup gap="sm">
            <SkeletonMarkup height={20} width="70%" radius="sm" />
            <SkeletonMarkup height={12} radius="sm" />
            <SkeletonMarkup height={12} width="85%" radius="sm" />
            <SkeletonMarkup height={12} width="60%" radius="sm" />
            <SkeletonMarkup height={34} width={120} mt="sm" radius="md" />
          </StackMarkup>
        </CardMarkup>
      ))}
    </SimpleGridMarkup>
  );
}
