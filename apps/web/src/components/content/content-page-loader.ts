// The loader of every content-page route (/page/$slug and the bare /membership-benefits and
// /business-resources): on the server the page is read before the route renders, and a slug no
// published page has is the route's not-found (status 404).
import { notFound } from "@tanstack/react-router";
import { loadPageData } from "#web/lib/route-data.ts";
import type { RouterContext } from "#web/routes/__root.tsx";

export function loadContentPage(context: RouterContext, slug: string): Promise<void> {
  if (!slug) throw notFound();
  return loadPageData(context.trpc.page.bySlug.ensureData({ slug, scope: "public" }));
}
