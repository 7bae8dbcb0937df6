// Loading placeholders for a grid of cards (docs/product.md §9 counts: 3 on home, 6 on events and directory,
// 4 board members). The grid is marked busy so assistive technology knows content is coming.
import { Card, SimpleGrid, Skeleton, Stack } from "@mantine/core";

export interface CardGridSkeletonProps {
  count: number;
  /** Columns on large screens (default 3); one column on phones, two on tablets. */
  cols?: number;
}

export function CardGridSkeleton({ count, cols = 3 }: CardGridSkeletonProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(2, cols), md: cols }}
      spacing="lg"
      aria-busy="true"
      aria-label="Loading"
      role="status"
      data-testid="card-grid-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} withBorder padding="lg" radius="md" data-skeleton="card">
          <Stack gap="sm">
            <Skeleton height={20} width="70%" radius="sm" />
            <Skeleton height={12} radius="sm" />
            <Skeleton height={12} width="85%" radius="sm" />
            <Skeleton height={12} width="60%" radius="sm" />
            <Skeleton height={34} width={120} mt="sm" radius="md" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
