// Every published content page, for the sitemap: no REST path answers the whole list, so the
// server reads it here, through the same read cache and keys as the routers, and the pages'
// writes drop it too.
import { cacheKey } from "../cache/cache-keys.ts";
import type { InnerContext } from "../context.ts";
import { pageSelect } from "./page.router.ts";

/** Published content pages by slug. */
export const publishedPages = (ctx: InnerContext) =>
  ctx.cache.get(cacheKey.pages.published(), () =>
    ctx.prisma.page.findMany({ where: { published: true }, select: pageSelect, orderBy: [{ slug: "asc" }] }),
  );
