// The line above an article, in the /news list and on the article's page (docs/product.md §2): its
// category badge, its date and, on the page, its author.
import { type DateFormat, formatInZone } from "@chamber/core";
import type { ReactNode } from "react";
import type { Size } from "#web/components/ui/box-markup.tsx";
import { IconCalendar, IconUser } from "#web/components/ui/icons.ts";
import { GroupMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { NewsCategoryBadge } from "./NewsCategoryBadge.tsx";

export interface ArticleMetaProps {
  category: string;
  publishedAt: string;
  dateFormat: DateFormat;
  /** Shown where given (the article's page). */
  author?: string;
  gap: Size;
  mb: Size;
}

export function ArticleMeta({ category, publishedAt, dateFormat, author, gap, mb }: ArticleMetaProps) {
  return (
    <GroupMarkup gap={gap} mb={mb} wrap="wrap">
      <NewsCategoryBadge category={category} />
      <MetaItem icon={<IconCalendar size={16} aria-hidden="true" />}>
        <TextMarkup size="sm" component="time" dateTime={publishedAt}>
          {formatInZone(publishedAt, dateFormat)}
        </TextMarkup>
      </MetaItem>
      {author !== undefined && (
        <MetaItem icon={<IconUser size={16} aria-hidden="true" />}>
          <TextMarkup size="sm">By {author}</TextMarkup>
        </MetaItem>
      )}
    </GroupMarkup>
  );
}

function MetaItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <GroupMarkup gap={6} c="gray.7" wrap="nowrap">
      {icon}
      {children}
    </GroupMarkup>
  );
}
