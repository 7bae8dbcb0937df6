// sitemap.xml (sitemaps.org 0.9) and robots.txt: every public URL, absolute, for crawlers.
import { escapeMarkup } from "../markup.ts";

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | undefined;
}

export function buildSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeMarkup(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(publicUrl: string): string {
  // /go/ is the counted redirect to a listing's website, phone, e-mail or map (reach/reach-plugin.ts).
  return ["User-agent: *", "Disallow: /admin", "Disallow: /go/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
