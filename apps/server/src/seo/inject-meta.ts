// The head tags the server writes itself into a page it renders: the JSON-LD of the page
// (structured-data.ts) and the site-timezone tag. Every other head tag is the route's own, which
// the web app renders (apps/web/src/lib/head.ts). Pure: the same page and tags give the same page.

import { escapeMarkup, jsonForScript } from "../markup.ts";
import type { JsonLd } from "./json-ld.ts";

/** The meta tag that names the site's zone (SITE_TIMEZONE) to the web app. */
const siteTimezoneTag = (zone: string) => `<meta name="site-timezone" content="${escapeMarkup(zone)}" />`;

/** A JSON-LD block; `jsonForScript` keeps any text in it from closing the script. */
const jsonLdTag = (data: JsonLd) => `<script type="application/ld+json">${jsonForScript(data)}</script>`;

/**
 * The page with the server's own head tags before `</head>`: `<meta name="site-timezone">` naming
 * `zone` (replacing one it already carries: the admin reads it to show and take every date in the
 * chamber's zone, under its real name) and the page's JSON-LD.
 */
export function injectServerHead(html: string, zone: string, jsonLd: JsonLd[] = []): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(/<meta\s+name=["']?site-timezone["']?[^>]*>\s*/gi, "");
  const tags = [...jsonLd.map(jsonLdTag), siteTimezoneTag(zone)];
  return `${head.replace(/\s*$/, "\n")}    ${tags.join("\n    ")}\n  ${html.slice(headEnd)}`;
}
