// A business by its page's address (GET /businesses/by-slug/{slug}, the page /directory/{slug}):
// its slug, or a slug it had before a rename (BusinessSlugRedirect, kept by the database). Either
// way the answer is the business, whose `slug` is its current one: a caller that asked with
// another redirects to it (the page answers 301). Only what the public may see (visibleWhere).
import { visibleWhere } from "@chamber/core";
import { cacheKey } from "../cache/cache-keys.ts";
import type { Context } from "../context.ts";
import { businessSelect } from "./business-select.ts";

/** The page's business with its members' count, so the page knows whether a message reaches anyone. */
const pageSelect = { ...businessSelect, _count: { select: { members: true } } };

export function findBySlug(ctx: Context, slug: string) {
  return ctx.cache.get(cacheKey.businesses.bySlug(slug), async () => {
    const visible = visibleWhere(ctx.now());
    const found =
      (await ctx.prisma.business.findFirst({ where: { ...visible, slug }, select: pageSelect })) ??
      (await ctx.prisma.business.findFirst({
        where: { ...visible, oldSlugs: { some: { slug } } },
        select: pageSelect,
      }));
    if (!found) return null;
    const { _count, ...business } = found;
    return { ...business, acceptsMessages: Boolean(business.email) || _count.members > 0 };
  });
}
