// The news as an RSS 2.0 feed (with the atom:link self reference feed validators ask for and
// dc:creator for the author, since RSS's own <author> must be an e-mail address).
import type { ArticleSummary } from "../content/article-summary.ts";
import { escapeMarkup } from "../markup.ts";

export interface RssOptions {
  publicUrl: string;
  title: string;
  description: string;
  /** Where the feed itself is served (absolute). */
  selfUrl: string;
  language?: string;
}

/** RFC 822 date, as RSS 2.0 requires: "Mon, 15 Jun 2026 12:00:00 GMT". */
export const rfc822 = (instant: Date) => instant.toUTCString();

const element = (name: string, value: string, attributes = "") =>
  `<${name}${attributes}>${escapeMarkup(value)}</${name}>`;

function item(article: ArticleSummary, publicUrl: string): string {
  const link = `${publicUrl}/news/${article.id}`;
  return [
    "    <item>",
    `      ${element("title", article.title)}`,
    `      ${element("link", link)}`,
    `      ${element("guid", link, ' isPermaLink="true"')}`,
    `      ${element("pubDate", rfc822(article.publishedAt))}`,
    `      ${element("description", article.excerpt)}`,
    `      ${element("category", article.category)}`,
    `      ${element("dc:creator", article.author)}`,
    "    </item>",
  ].join("\n");
}

export function buildRss(articles: ArticleSummary[], options: RssOptions): string {
  const newest = Math.max(
    0,
    ...articles.map((article) => Math.max(article.publishedAt.getTime(), article.updatedAt.getTime())),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", options.title)}`,
    `    ${element("link", `${options.publicUrl}/news`)}`,
    `    ${element("description", options.description)}`,
    `    ${element("language", options.language ?? "en-us")}`,
    ...(newest > 0 ? [`    ${element("lastBuildDate", rfc822(new Date(newest)))}`] : []),
    `    <atom:link href="${escapeMarkup(options.selfUrl)}" rel="self" type="application/rss+xml" />`,
    ...articles.map((article) => item(article, options.publicUrl)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
