// The public content the feeds, sitemap and page heads are made of, read with the same visibility
// rule as the API and through the app's read cache. Keys use the API's prefixes ("events:",
// "news:", "pages:"), so every admin write that invalidates the API's reads invalidates these.
import type { ReadCache } from "@chamber/api";
import { visibleWhere } from "@chamber/core";
import type { Database } from "@chamber/db";
import { type Organization, organizationFromSettings } from "./organization.ts";

const eventSelect = {
  id: true,
  title: true,
  description: true,
  category: true,
  location: true,
  date: true,
  createdAt: true,
  updatedAt: true,
} as const;

const articleSelect = {
  id: true,
  title: true,
  excerpt: true,
  category: true,
  author: true,
  publishedAt: true,
  updatedAt: true,
} as const;

const pageSelect = { slug: true, title: true, excerpt: true, content: true, updatedAt: true } as const;

export interface SiteContentOptions {
  db: Database;
  cache: ReadCache;
  now: () => Date;
}

export type SiteContent = ReturnType<typeof siteContent>;

export function siteContent({ db, cache, now }: SiteContentOptions) {
  const { prisma } = db;
  return {
    /** Visible events still to come, soonest first. */
    upcomingEvents: () =>
      cache.get("events:reach:upcoming", () => {
        const at = now();
        return prisma.event.findMany({
          where: { AND: [visibleWhere(at), { date: { gt: at } }] },
          select: eventSelect,
          orderBy: [{ date: "asc" }, { id: "asc" }],
        });
      }),

    /** Every visible event, past ones too (they keep their pages). */
    visibleEvents: () =>
      cache.get("events:reach:visible", () =>
        prisma.event.findMany({ where: visibleWhere(now()), select: eventSelect, orderBy: [{ id: "asc" }] }),
      ),

    visibleEvent: (id: number) =>
      cache.get(`events:reach:id:${id}`, () =>
        prisma.event.findFirst({ where: { id, ...visibleWhere(now()) }, select: eventSelect }),
      ),

    /** News articles, newest first. */
    articles: () =>
      cache.get("news:reach:list", () =>
        prisma.newsArticle.findMany({ select: articleSelect, orderBy: [{ publishedAt: "desc" }, { id: "desc" }] }),
      ),

    article: (id: number) =>
      cache.get(`news:reach:id:${id}`, () => prisma.newsArticle.findUnique({ where: { id }, select: articleSelect })),

    publishedPages: () =>
      cache.get("pages:reach:published", () =>
        prisma.page.findMany({ where: { published: true }, select: pageSelect, orderBy: [{ slug: "asc" }] }),
      ),

    publishedPage: (slug: string) =>
      cache.get(`pages:reach:slug:${slug}`, () =>
        prisma.page.findFirst({ where: { slug, published: true }, select: pageSelect }),
      ),

    organization: (): Promise<Organization> =>
      // Settings writes do not invalidate the read cache; its time to live bounds the delay.
      cache.get("settings:reach:organization", async () => {
        const rows = await prisma.setting.findMany({
          where: {
            OR: [
              { key: { startsWith: "site." } },
              { key: { startsWith: "contact." } },
              { key: { startsWith: "social." } },
            ],
          },
          select: { key: true, value: true },
        });
        return organizationFromSettings(new Map(rows.map((row) => [row.key, row.value])));
      }),
  };
}
