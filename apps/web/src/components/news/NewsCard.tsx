// One article in the /news list: category, date, title, excerpt and Read More (docs/product.md §2).
import { Card, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { AnchorLink } from "#web/components/links/RouterLinks.tsx";
import { IconArrowRight } from "#web/components/ui/icons.ts";
import { Photo } from "#web/components/ui/Photo.tsx";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { ArticleMeta } from "./ArticleMeta.tsx";

export type NewsListItem = RouterOutputs["news"]["list"][number];

export function NewsCard({ article, priority = false }: { article: NewsListItem; priority?: boolean }) {
  return (
    <Card component="article" withBorder radius="md" padding="lg" shadow="xs" data-testid="news-card">
      {article.image && (
        <Card.Section mb="md">
          <Photo
            image={article.image}
            alt={article.title}
            sizes="(min-width: 62em) 760px, 100vw"
            fit="card"
            priority={priority}
          />
        </Card.Section>
      )}
      <ArticleMeta category={article.category} publishedAt={article.publishedAt} dateFormat="card" gap="sm" mb="sm" />
      <Title order={2} size="h3" mb="xs">
        <AnchorLink to="/news/$id" params={{ id: String(article.id) }} c="inherit" underline="hover" inherit>
          {article.title}
        </AnchorLink>
      </Title>
      <Text c="gray.7" mb="md" lineClamp={3}>
        {article.excerpt}
      </Text>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="gray.7">
          By {article.author}
        </Text>
        <AnchorLink to="/news/$id" params={{ id: String(article.id) }} fw={600}>
          <Group gap={4} wrap="nowrap" component="span">
            <span>
              Read More<VisuallyHidden> about {article.title}</VisuallyHidden>
            </span>
            <IconArrowRight size={16} aria-hidden="true" />
          </Group>
        </AnchorLink>
      </Group>
    </Card>
  );
}
