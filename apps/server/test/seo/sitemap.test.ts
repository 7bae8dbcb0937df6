import { expect, test } from "vitest";
import { buildSitemap, robotsTxt } from "../../src/seo/sitemap.ts";

test("lists absolute URLs with their last modification when known", () => {
  const xml = buildSitemap([
    { loc: "https://ojaichamber.example/" },
    { loc: "https://ojaichamber.example/events/4", lastmod: new Date("2026-06-15T12:00:00Z") },
  ]);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain("<url><loc>https://ojaichamber.example/</loc></url>");
  expect(xml).toContain(
    "<url><loc>https://ojaichamber.example/events/4</loc><lastmod>2026-06-15T12:00:00.000Z</lastmod></url>",
  );
});

test("escapes an ampersand in a URL", () => {
  expect(buildSitemap([{ loc: "https://x.example/?a=1&b=2" }])).toContain("<loc>https://x.example/?a=1&amp;b=2</loc>");
});

test("robots.txt keeps crawlers out of /admin and the counted links, and names the sitemap", () => {
  expect(robotsTxt("https://ojaichamber.example").split("\n")).toEqual([
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /go/",
    "",
    "Sitemap: https://ojaichamber.example/sitemap.xml",
    "",
  ]);
});
