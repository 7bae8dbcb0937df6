import { createFileRoute } from "@tanstack/react-router";
import { NewsCard } from "#web/components/news/NewsCard.tsx";
import { NewsListSkeleton } from "#web/components/news/NewsListSkeleton.tsx";
import { WithNewsSidebar } from "#web/components/news/NewsSidebar.tsx";
import { EmptyState } from "#web/components/ui/EmptyState.tsx";
import { StackMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { NEWS_FEED, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/news/")({
  head: pageHead(() => ({
    title: "News",
    description: "News and announcements from the Ojai Valley Chamber of Commerce and its members.",
    feeds: [NEWS_FEED],
  })),
  loader: ({ context }) => loadPageData(context.trpc.news.list.ensureData({})),
  component: NewsPage,
});

function NewsPage() {
  useHydrationMark();
  const news = trpc.news.list.useQuery({});
  return (
    <>
      <PageHeader
        title="Latest News & Updates"
        subtitle="Member spotlights, community stories and chamber announcements from around the Ojai Valley."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "News" }]}
      />
      <WithNewsSidebar>
        {news.isPending ? (
          <NewsListSkeleton count={3} />
        ) : news.data && news.data.length > 0 ? (
          <StackMarkup gap="lg">
            {news.data.map((article, index) => (
              <NewsCard key={article.id} article={article} priority={index === 0} />
            ))}
          </StackMarkup>
        ) : (
          <EmptyState message="No news articles yet. Check back soon." />
        )}
      </WithNewsSidebar>
    </>
  );
}
