import { createFileRoute } from "@tanstack/react-router";
import { ContentPage, PageNotFound } from "#web/components/content/ContentPage.tsx";
import { loadContentPage } from "#web/components/content/content-page-loader.ts";
import { contentPageHead, type HeadContext, pageHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/page/$slug")({
  head: pageHead(({ match, params }: HeadContext<{ slug: string }>) => contentPageHead(match.context, params.slug)),
  loader: ({ context, params }) => loadContentPage(context, params.slug),
  component: SlugPage,
  notFoundComponent: PageNotFound,
});

function SlugPage() {
  const { slug } = Route.useParams();
  // A new slug is a new page: remount so nothing of the previous page lingers.
  return <ContentPage key={slug} slug={slug} />;
}
