import { createFileRoute } from "@tanstack/react-router";
import { ContentPage, PageNotFound } from "#web/components/content/ContentPage.tsx";
import { loadContentPage } from "#web/components/content/content-page-loader.ts";
import { contentSlug } from "#web/components/content/content-slug.ts";
import { contentPageHead, pageHead } from "#web/lib/head.ts";

/** A bare route shows the content page whose slug is its own path (docs/architecture.md §6). */
const slug = contentSlug(undefined, "/business-resources");

export const Route = createFileRoute("/business-resources")({
  head: pageHead(({ match }) => contentPageHead(match.context, slug)),
  loader: ({ context }) => loadContentPage(context, slug),
  component: BusinessResourcesPage,
  notFoundComponent: PageNotFound,
});

function BusinessResourcesPage() {
  return <ContentPage slug={slug} />;
}
