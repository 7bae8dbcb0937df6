// The line above an article, in the /news list and on the article's page (docs/product.md §2): its
// category badge, its date and, on the page, its author.
import { type DateFormat, formatInZone } from "@chamber/core";
import { Group, type MantineSpacing, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { IconCalendar, IconUser } from "#web/components/ui/icons.ts";
import { NewsCategoryBadge } from "./NewsCategoryBadge.tsx";

export interface ArticleMetaProps {
  category: string;
  publishedAt: string;
  dateFormat: DateFormat;
  /** Shown where given (the article's page). */
  author?: string;
  gap: MantineSpacing;
  mb: MantineSpacing;
}

export function ArticleMeta({ category, publishedAt, dateFormat, author, gap, mb }: ArticleMetaProps) {
  return (
    <Group gap={gap} mb={mb} wrap="wrap">
      <NewsCategoryBadge category={category} />
      <MetaItem icon={<IconCalendar size={16} aria-hidden="true" />}>
        <Text size="sm" component="time" dateTime={publishedAt}>
          {formatInZone(publishedAt, dateFormat)}
        </Text>
      </MetaItem>
      {author !== undefined && (
        <MetaItem icon={<IconUser size={16} aria-hidden="true" />}>
          <Text size="sm">By {author}</Text>
        </MetaItem>
      )}
    </Group>
  );
}

function MetaItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} c="gray.7" wrap="nowrap">
      {icon}
      {children}
    </Group>
  );
}
