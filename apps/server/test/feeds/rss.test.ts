import { expect, test } from "vitest";
import type { ArticleSummary } from "../../src/content/article-summary.ts";
import { buildRss, rfc822 } from "../../src/feeds/rss.ts";

const options = {
  publicUrl: "https://ojaichamber.example",
  title: "Ojai Valley Chamber of Commerce News",
  description: "News and announcements.",
  selfUrl: "https://ojaichamber.example/feeds/news.xml",
};

const article = (overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id: 3,
  title: "Twilight Concerts Return",
  excerpt: "Five free evening concerts.",
  category: "events",
  author: "Lena Park",
  publishedAt: new Date("2026-06-15T16:00:00Z"),
  updatedAt: new Date("2026-06-16T08:00:00Z"),
  ...overrides,
});

test("describes the channel with title, link, description, language, build date and self link", () => {
  const xml = buildRss([article()], options);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
  expect(xml).toContain("<title>Ojai Valley Chamber of Commerce News</title>");
  expect(xml).toContain("<link>https://ojaichamber.example/news</link>");
  expect(xml).toContain("<language>en-us</language>");
  expect(xml).toContain("<lastBuildDate>Tue, 16 Jun 2026 08:00:00 GMT</lastBuildDate>");
  expect(xml).toContain(
    '<atom:link href="https://ojaichamber.example/feeds/news.xml" rel="self" type="application/rss+xml" />',
  );
});

test("lists each article with its permalink as guid, RFC 822 date, excerpt, category and author", () => {
  const xml = buildRss([article()], options);
  expect(xml).toContain("<link>https://ojaichamber.example/news/3</link>");
  expect(xml).toContain('<guid isPermaLink="true">https://ojaichamber.example/news/3</guid>');
  expect(xml).toContain("<pubDate>Mon, 15 Jun 2026 16:00:00 GMT</pubDate>");
  expect(xml).toContain("<description>Five free evening concerts.</description>");
  expect(xml).toContain("<category>events</category>");
  expect(xml).toContain("<dc:creator>Lena Park</dc:creator>");
});

test("escapes <, & and > (and quotes) in every text", () => {
  const xml = buildRss(
    [article({ title: 'Wine & Cheese <Night> "Live"', excerpt: "</description><script>x</script>", category: "A&B" })],
    options,
  );
  expect(xml).toContain("<title>Wine &amp; Cheese &lt;Night&gt; &quot;Live&quot;</title>");
  expect(xml).toContain("<description>&lt;/description&gt;&lt;script&gt;x&lt;/script&gt;</description>");
  expect(xml).toContain("<category>A&amp;B</category>");
  expect(xml).not.toContain("<script>");
});

test("drops characters XML cannot carry", () => {
  expect(buildRss([article({ title: "Bell\u0007 ringing" })], options)).toContain("<title>Bell ringing</title>");
});

test("is a valid empty channel when there is no news", () => {
  const xml = buildRss([], options);
  expect(xml).not.toContain("<item>");
  expect(xml).not.toContain("lastBuildDate");
  expect(xml.trim().endsWith("</rss>")).toBe(true);
});

test("rfc822 writes GMT dates with day and month names", () => {
  expect(rfc822(new Date("2026-01-05T09:03:07Z"))).toBe("Mon, 05 Jan 2026 09:03:07 GMT");
});
