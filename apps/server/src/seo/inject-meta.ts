// Writes a route's head into the SPA shell (index.html) so crawlers and link previews get the
// title, description, canonical link, Open Graph/Twitter tags and JSON-LD without running
// JavaScript. Pure: the same shell and meta always give the same page.

import { escapeMarkup, jsonForScript } from "../markup.ts";
import type { JsonLd } from "./json-ld.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL; absent on pages that must not be indexed. */
  canonical?: string | undefined;
  /** Open Graph type: "website" or "article". */
  type?: "website" | "article";
  siteName: string;
  /** Absolute URL of the share image. */
  image?: string | undefined;
  /** The share image's size and alt text, when known (an uploaded photo's). */
  imageWidth?: number | undefined;
  imageHeight?: number | undefined;
  imageAlt?: string | undefined;
  /** "noindex" on the admin and not-found pages. */
  robots?: string | undefined;
  jsonLd?: JsonLd[];
}

const attribute = (value: string) => `"${escapeMarkup(value)}"`;
const metaName = (name: string, content: string) => `<meta name=${attribute(name)} content=${attribute(content)} />`;
const metaProperty = (property: string, content: string) =>
  `<meta property=${attribute(property)} content=${attribute(content)} />`;

function headTags(meta: PageMeta): string[] {
  const tags = [metaName("description", meta.description)];
  if (meta.robots) tags.push(metaName("robots", meta.robots));
  if (meta.canonical) tags.push(`<link rel="canonical" href=${attribute(meta.canonical)} />`);
  tags.push(
    metaProperty("og:title", meta.title),
    metaProperty("og:description", meta.description),
    metaProperty("og:type", meta.type ?? "website"),
    metaProperty("og:site_name", meta.siteName),
  );
  if (meta.canonical) tags.push(metaProperty("og:url", meta.canonical));
  if (meta.image) tags.push(metaProperty("og:image", meta.image));
  if (meta.image && meta.imageWidth && meta.imageHeight) {
    tags.push(metaProperty("og:image:width", String(meta.imageWidth)));
    tags.push(metaProperty("og:image:height", String(meta.imageHeight)));
  }
  if (meta.image && meta.imageAlt) tags.push(metaProperty("og:image:alt", meta.imageAlt));
  tags.push(
    metaName("twitter:card", meta.image ? "summary_large_image" : "summary"),
    metaName("twitter:title", meta.title),
    metaName("twitter:description", meta.description),
  );
  if (meta.image) tags.push(metaName("twitter:image", meta.image));
  for (const data of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags;
}

/** The meta tag that names the site's zone (SITE_TIMEZONE) to the web app. */
const siteTimezoneTag = (zone: string) => metaName("site-timezone", zone);

/**
 * The shell with `<meta name="site-timezone">` naming `zone`, replacing one it already carries:
 * the admin reads it to show and take every date in the chamber's zone, under its real name.
 */
export function injectSiteTimezone(html: string, zone: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(/<meta\s+name=["']?site-timezone["']?[^>]*>\s*/gi, "");
  return `${head.replace(/\s*$/, "\n")}    ${siteTimezoneTag(zone)}\n  ${html.slice(headEnd)}`;
}

// Tags the shell may already carry that the route's meta replaces.
const replacedTags = [
  /<meta\s+name=["']?(?:description|robots|twitter:[\w:]+)["']?[^>]*>\s*/gi,
  /<meta\s+property=["']?og:[\w:]+["']?[^>]*>\s*/gi,
  /<link\s+rel=["']?canonical["']?[^>]*>\s*/gi,
  /<script\s+type=["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script>\s*/gi,
];

const titleTag = /<title\b[^>]*>[\s\S]*?<\/title>/i;

/**
 * The shell with the route's head: the title replaced where it stands, the shell's own
 * description/social/canonical tags removed, and the route's tags inserted before </head>.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  for (const pattern of replacedTags) head = head.replace(pattern, "");
  const title = `<title>${escapeMarkup(meta.title)}</title>`;
  const tags = headTags(meta);
  // A function replacement, so "$&" or "$1" in a title is not read as a pattern.
  if (titleTag.test(head)) head = head.replace(titleTag, () => title);
  else tags.unshift(title);
  return `${head.replace(/\s*$/, "\n")}    ${tags.join("\n    ")}\n  ${html.slice(headEnd)}`;
}
