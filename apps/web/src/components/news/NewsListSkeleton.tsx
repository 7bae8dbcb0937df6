// docs/product.md §9: three article placeholders while the news list loads.
import { Card, Group, Skeleton, Stack } from "@mantine/core";

export function NewsListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading news" data-testid="news-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} withBorder radius="md" padding="lg" data-skeleton="news">
          <Group gap="sm" mb="md">
            <Skeleton height={22} width={120} radius="sm" />
            <Skeleton height={14} width={90} radius="sm" />
          </Group>
          <Skeleton height={24} width="75%" radius="sm" mb="md" />
          <Skeleton height={12} radius="sm" mb={8} />
          <Skeleton height={12} width="90%" radius="sm" mb={8} />
          <Skeleton height={12} width="55%" radius="sm" mb="md" />
          <Skeleton height={14} width={100} radius="sm" />
        </Card>
      ))}
    </Stack>
  );
}
