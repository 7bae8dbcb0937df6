import { createFileRoute, notFound } from "@tanstack/react-router";
import { Markdown } from "#web/components/content/Markdown.tsx";
import { PageSkeleton } from "#web/components/content/PageSkeleton.tsx";
import { Panel } from "#web/components/content/Panel.tsx";
import { ArticleMeta } from "#web/components/news/ArticleMeta.tsx";
import { WithNewsSidebar } from "#web/components/news/NewsSidebar.tsx";
import { BoxMarkup } from "#web/components/ui/layout-markup.tsx";
import { GroupMarkup } from "#web/components/ui/mantine-markup.tsx";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { DETAIL_PHOTO_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import { DividerMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { describe, type HeadContext, NEWS_FEED, pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData, routeId } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

export const Route = createFileRoute("/news/$id")({
  head: pageHead(({ match, params }: HeadContext<{ id: string }>) => {
    const id = routeId(params.id);
    const article = id === null ? undefined : match.context.trpc.news.byId.getData({ id });
    if (!article) return undefined;
    const photo = article.image && { image: article.image, alt: article.title };
    return { title: article.title, description: describe(article.excerpt), type: "article", photo, feeds: [NEWS_FEED] };
  }),
  loader: ({ context, params }) => {
    const id = routeId(params.id);
    if (id === null) throw notFound();
    return loadPageData(context.trpc.news.byId.ensureData({ id }));
  },
  component: NewsArticlePage,
  notFoundComponent: ArticleNotFound,
});

function NewsArticlePage() {
  const id = routeId(Route.useParams().id);
  // The loader's answer stands: a 404 it got is not asked again as the page mounts.
  const article = trpc.news.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null, retryOnMount: false });
  useHydrationMark();

  if (id === null || article.isError) return <ArticleNotFound />;
  if (article.isPending) return <PageSkeleton label="Loading article" />;
  const data = article.data;

  return (
    <>
      <PageHeader
        title={data.title}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "News", to: "/news" }, { label: data.title }]}
      />
      <WithNewsSidebar>
        <Panel component="article" aria-label={data.title}>
          <ArticleMeta
            category={data.category}
            publishedAt={data.publishedAt}
            dateFormat="long"
            author={data.author}
            gap="md"
            mb="lg"
          />
          {data.image && (
            <BoxMarkup mb="lg" data-testid="article-photo">
              <Photo image={data.image} alt={data.title} sizes={DETAIL_PHOTO_SIZES} priority />
            </BoxMarkup>
          )}
          <Markdown html={data.html} />
          <DividerMarkup my="lg" />
          <GroupMarkup>
            <BackToNews />
          </GroupMarkup>
        </Panel>
      </WithNewsSidebar>
    </>
  );
}

function BackToNews() {
  return <BackButton to="/news">Back to News</BackButton>;
}

function ArticleNotFound() {
  useHydrationMark();
  return (
    <NotFoundMessage
      title="Article Not Found"
      text="The article you're looking for doesn't exist or has been removed."
      back={<BackToNews />}
    />
  );
}
