import { createFileRoute } from "@tanstack/react-router";
import { NewsCard } from "../components/news/NewsCard.tsx";
import { NewsListSkeleton } from "../components/news/NewsListSkeleton.tsx";
import { WithNewsSidebar } from "../components/news/NewsSidebar.tsx";
import { StackMarkup } from "../components/page-markup/layout-markup.tsx";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { pageHead } from "../lib/head.ts";
import { useHydrationMark } from "../lib/hydration-mark.ts";
import { loadPageData } from "../lib/route-data.ts";
import { trpc } from "../lib/trpc.ts";

export const Route = createFileRoute("/news/")({
  head: pageHead(() => ({
    title: "News",
    description: "News and announcements from the Ojai Valley Chamber of Commerce and its members.",
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
