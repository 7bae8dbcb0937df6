// The loader of every content-page route (/page/$slug and the bare /membership-benefits and
// /business-resources): the page is in the cache before the route renders, and a slug no
// published page has is the route's not-found (status 404 from the server).
import { notFound } from "@tanstack/react-router";
import { ensureOrNotFound } from "../../lib/route-data.ts";
import type { RouterContext } from "../../routes/__root.tsx";

export async function loadContentPage(context: RouterContext, slug: string): Promise<void> {
  if (!slug) throw notFound();
  await ensureOrNotFound(context.trpc.page.bySlug.ensureData({ slug, scope: "public" }));
}
