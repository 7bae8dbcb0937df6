// /feeds/jobs.xml and /feeds/deals.xml (RSS 2.0, as news.xml): the open jobs and the live deals for
// everyone, newest first — read as a visitor reads them, so a members-only deal is never in one,
// and a post leaves the feed at its end (docs/decisions/038-deals-and-jobs.md).
import { employmentTypeLabels } from "@chamber/core";
import type { Deal, Job } from "@chamber/core/schemas";
import { escapeMarkup } from "../markup.ts";
import { rfc822 } from "./rss.ts";

export interface PostRssOptions {
  publicUrl: string;
  title: string;
  description: string;
  /** The list page: /jobs or /deals. */
  path: "/jobs" | "/deals";
}

interface FeedItem {
  id: number;
  title: string;
  description: string;
  category: string;
  published: Date;
  updated: Date;
}

const element = (name: string, value: string, attributes = "") =>
  `<${name}${attributes}>${escapeMarkup(value)}</${name}>`;

const jobItem = (job: Job): FeedItem => ({
  id: job.id,
  title: `${job.title} — ${job.business.name}`,
  description: job.description,
  category: employmentTypeLabels[job.employmentType],
  published: new Date(job.postedAt),
  updated: new Date(job.updatedAt),
});

const dealItem = (deal: Deal): FeedItem => ({
  id: deal.id,
  title: `${deal.title} — ${deal.business.name}`,
  description: deal.description,
  category: deal.business.name,
  published: new Date(deal.startsAt),
  updated: new Date(deal.updatedAt),
});

function buildPostRss(items: FeedItem[], options: PostRssOptions): string {
  const { publicUrl, path } = options;
  const newest = Math.max(0, ...items.map((item) => Math.max(item.published.getTime(), item.updated.getTime())));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${element("title", options.title)}`,
    `    ${element("link", `${publicUrl}${path}`)}`,
    `    ${element("description", options.description)}`,
    `    ${element("language", "en-us")}`,
    ...(newest > 0 ? [`    ${element("lastBuildDate", rfc822(new Date(newest)))}`] : []),
    `    <atom:link href="${escapeMarkup(`${publicUrl}/feeds${path}.xml`)}" rel="self" type="application/rss+xml" />`,
    ...items.map((item) => {
      const link = `${publicUrl}${path}/${item.id}`;
      return [
        "    <item>",
        `      ${element("title", item.title)}`,
        `      ${element("link", link)}`,
        `      ${element("guid", link, ' isPermaLink="true"')}`,
        `      ${element("pubDate", rfc822(item.published))}`,
        `      ${element("description", item.description)}`,
        `      ${element("category", item.category)}`,
        "    </item>",
      ].join("\n");
    }),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export const buildJobsRss = (jobs: Job[], options: Omit<PostRssOptions, "path">) =>
  buildPostRss(jobs.map(jobItem), { ...options, path: "/jobs" });

export const buildDealsRss = (deals: Deal[], options: Omit<PostRssOptions, "path">) =>
  buildPostRss(deals.map(dealItem), { ...options, path: "/deals" });
