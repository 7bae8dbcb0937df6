// /sitemap.xml and /robots.txt for search engines.
import { fixedPublicPaths } from "@chamber/core";
import type { FastifyInstance } from "fastify";
import type { SiteContent } from "../content/site-content.ts";
import { buildSitemap, robotsTxt, type SitemapEntry } from "./sitemap.ts";

export interface CrawlerRoutesOptions {
  content: SiteContent;
  publicUrl: string;
}

const latest = (dates: Date[]) =>
  dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined;

async function sitemapEntries(content: SiteContent, publicUrl: string): Promise<SitemapEntry[]> {
  const [events, articles, pages, businesses, jobs, deals, newsletters] = await Promise.all([
    content.visibleEvents(),
    content.articles(),
    content.publishedPages(),
    content.businesses(),
    // Open jobs and live deals for everyone only: the reads are a visitor's (members-only deals never).
    content.jobs(),
    content.deals(),
    content.newsletters(),
  ]);
  const pageBySlug = new Map(pages.map((page) => [page.slug, page]));
  const lastmodOf: Record<string, Date | undefined> = {
    "/events": latest(events.map((event) => event.updatedAt)),
    "/news": latest(articles.map((article) => article.updatedAt)),
    "/jobs": latest(jobs.map((job) => new Date(job.updatedAt))),
    "/deals": latest(deals.map((deal) => new Date(deal.updatedAt))),
    "/news/newsletters": latest(newsletters.map((issue) => new Date(issue.sentAt))),
  };
  return [
    ...fixedPublicPaths.map((path) => ({
      loc: `${publicUrl}${path}`,
      // A bare path named after a content page's slug shows that page (docs/architecture.md §6).
      lastmod: lastmodOf[path] ?? pageBySlug.get(path.slice(1))?.updatedAt,
    })),
    ...events
      .toSorted((a, b) => a.id - b.id)
      .map((event) => ({ loc: `${publicUrl}/events/${event.id}`, lastmod: event.updatedAt })),
    ...articles.map((article) => ({ loc: `${publicUrl}/news/${article.id}`, lastmod: article.updatedAt })),
    ...newsletters.map((issue) => ({
      loc: `${publicUrl}/news/newsletters/${issue.id}`,
      lastmod: new Date(issue.sentAt),
    })),
    ...pages.map((page) => ({ loc: `${publicUrl}/page/${encodeURIComponent(page.slug)}`, lastmod: page.updatedAt })),
    ...jobs.map((job) => ({ loc: `${publicUrl}/jobs/${job.id}`, lastmod: new Date(job.updatedAt) })),
    ...deals.map((deal) => ({ loc: `${publicUrl}/deals/${deal.id}`, lastmod: new Date(deal.updatedAt) })),
    ...businesses.map((business) => ({
      loc: `${publicUrl}/directory/${encodeURIComponent(business.slug)}`,
      lastmod: new Date(business.updatedAt),
    })),
  ];
}

export async function crawlerRoutes(app: FastifyInstance, options: CrawlerRoutesOptions) {
  app.get("/sitemap.xml", async (_request, reply) => {
    const body = buildSitemap(await sitemapEntries(options.content, options.publicUrl));
    return reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(body);
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=86400")
      .send(robotsTxt(options.publicUrl)),
  );
}
