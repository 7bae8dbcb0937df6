// A business by its page's address (GET /businesses/by-slug/{slug}, the page /directory/{slug}):
// its slug, or a slug it had before a rename (BusinessSlugRedirect, kept by the database). Either
// way the answer is the business, whose `slug` is its current one: a caller that asked with
// another redirects to it (the page answers 301). Only what the public may see (visibleWhere).
import { visibleWhere } from "@chamber/core";
import { cacheKey } from "../cache/cache-keys.ts";
import type { Context } from "../context.ts";
import { businessSelect } from "./business-select.ts";

export function findBySlug(ctx: Context, slug: string) {
  return ctx.cache.get(cacheKey.businesses.bySlug(slug), async () => {
    const visible = visibleWhere(ctx.now());
    const current = await ctx.prisma.business.findFirst({ where: { ...visible, slug }, select: businessSelect });
    if (current) return current;
    return ctx.prisma.business.findFirst({
      where: { ...visible, oldSlugs: { some: { slug } } },
      select: businessSelect,
    });
  });
}
