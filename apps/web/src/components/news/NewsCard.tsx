// One article in the /news list: category, date, title, excerpt and Read More (docs/product.md §2).

import { IconArrowRight } from "#web/components/ui/icons.ts";
import {
  CardMarkup,
  CardSectionMarkup,
  GroupMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "#web/components/ui/mantine-markup.tsx";
import { Photo } from "#web/components/ui/Photo.tsx";
import { AnchorLinkMarkup } from "#web/components/ui/text-markup.tsx";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { ArticleMeta } from "./ArticleMeta.tsx";

export type NewsListItem = RouterOutputs["news"]["list"][number];

export function NewsCard({ article, priority = false }: { article: NewsListItem; priority?: boolean }) {
  return (
    <CardMarkup component="article" withBorder radius="md" padding="lg" shadow="xs" data-testid="news-card">
      {article.image && (
        <CardSectionMarkup mb="md">
          <Photo
            image={article.image}
            alt={article.title}
            sizes="(min-width: 62em) 760px, 100vw"
            fit="card"
            priority={priority}
          />
        </CardSectionMarkup>
      )}
      <ArticleMeta category={article.category} publishedAt={article.publishedAt} dateFormat="card" gap="sm" mb="sm" />
      <TitleMarkup order={2} size="h3" mb="xs">
        <AnchorLinkMarkup to="/news/$id" params={{ id: String(article.id) }} c="inherit" inherit>
          {article.title}
        </AnchorLinkMarkup>
      </TitleMarkup>
      <TextMarkup size={null} c="gray.7" mb="md" lineClamp={3}>
        {article.excerpt}
      </TextMarkup>
      <GroupMarkup justify="space-between" wrap="wrap" gap="xs">
        <TextMarkup size="sm" c="gray.7">
          By {article.author}
        </TextMarkup>
        <AnchorLinkMarkup to="/news/$id" params={{ id: String(article.id) }} fw={600}>
          <GroupMarkup gap={4} wrap="nowrap" component="span">
            <span>
              Read More<VisuallyHiddenMarkup> about {article.title}</VisuallyHiddenMarkup>
            </span>
            <IconArrowRight size={16} aria-hidden="true" />
          </GroupMarkup>
        </AnchorLinkMarkup>
      </GroupMarkup>
    </CardMarkup>
  );
}
