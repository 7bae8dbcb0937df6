// docs/product.md §9: three article placeholders while the news list loads.

import { SkeletonMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, GroupMarkup, StackMarkup } from "#web/components/ui/mantine-markup.tsx";

export function NewsListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <StackMarkup gap="lg" role="status" aria-busy={true} aria-label="Loading news" data-testid="news-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardMarkup component="div" key={index} withBorder radius="md" padding="lg" data-skeleton="news">
          <GroupMarkup gap="sm" mb="md">
            <SkeletonMarkup height={22} width={120} radius="sm" />
            <SkeletonMarkup height={14} width={90} radius="sm" />
          </GroupMarkup>
          <SkeletonMarkup height={24} width="75%" radius="sm" mb="md" />
          <SkeletonMarkup height={12} radius="sm" mb={8} />
          <SkeletonMarkup height={12} width="90%" radius="sm" mb={8} />
          <SkeletonMarkup height={12} width="55%" radius="sm" mb="md" />
          <SkeletonMarkup height={14} width={100} radius="sm" />
        </CardMarkup>
      ))}
    </StackMarkup>
  );
}
