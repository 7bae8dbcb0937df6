// Each page's head — title, description, canonical link, Open Graph and Twitter tags — as its route
// declares it in `head()` and `<HeadContent/>` renders it: into the server's first response for
// crawlers and link previews, and again on every client-side navigation, so the tab's title
// follows the page. The site's name is the chamber's own (its facts, which the root loader reads);
// the public origin and the share image are what the server knows about where the site lives
// (`SiteAddress`, carried in the router's context). The JSON-LD and the site-timezone tag are the
// server's to write (apps/server/src/seo; docs/decisions/024-page-heads-in-routes.md).
import { defaultSiteFacts, deriveExcerpt } from "@chamber/core";
import type { Image } from "@chamber/core/schemas";
import type { RouterContext } from "#web/routes/__root.tsx";

/** What the server tells the pages about where the site lives; the browser gets it with the page. */
export interface SiteAddress {
  /** PUBLIC_URL, without a trailing slash: canonical links and share URLs are absolute. */
  origin: string;
  /** Absolute URL of the site's share image, when the web build has one. */
  shareImage?: string | undefined;
  /** SITE_TIMEZONE: every date on a page is shown in it, by the server and the browser alike. */
  zone?: string | undefined;
}

/** docs/product.md §2: a 404 is titled so, alone. */
const NOT_FOUND_TITLE = "404 Page Not Found";
const NOT_FOUND_DESCRIPTION = "Did you forget to add the page to the router?";
const DESCRIPTION_MAX = 160;
/** What the error page (components/layout/ErrorPage.tsx) says when a page's data could not be read. */
const ERROR_TITLE = "Something Went Wrong";

/** A description from an item's text: its first sentences, at most 160 characters. */
export const describe = (text: string) => deriveExcerpt(text, DESCRIPTION_MAX);

/** What a page says about itself; the rest of its head follows from it. */
export interface PageHeadFields {
  /** The page's own title; none means the site's name alone (the home page). */
  title?: string | undefined;
  description: string;
  type?: "website" | "article";
  /** An item's own photo, shared instead of the site's image, with the item's name as its alt text. */
  photo?: { image: Image; alt: string } | null | undefined;
  /** The feeds that follow what the page shows, as `<link rel="alternate">` for feed readers. */
  feeds?: FeedLink[] | undefined;
}

/** A feed a page offers (its type, site-relative address and title). */
export interface FeedLink {
  type: "text/calendar" | "application/rss+xml";
  href: string;
  title: string;
}

/** The whole events calendar and the news feed, as /events and /news offer them. */
export const EVENTS_CALENDAR_FEED: FeedLink = {
  type: "text/calendar",
  href: "/feeds/events.ics",
  title: "Events calendar (iCalendar)",
};
export const NEWS_FEED: FeedLink = { type: "application/rss+xml", href: "/feeds/news.xml", title: "News (RSS)" };
export const JOBS_FEED: FeedLink = { type: "application/rss+xml", href: "/feeds/jobs.xml", title: "Jobs (RSS)" };
export const DEALS_FEED: FeedLink = { type: "application/rss+xml", href: "/feeds/deals.xml", title: "Deals (RSS)" };

type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };
export interface RouteHead {
  meta: HeadMeta[];
  links?: { rel: string; href: string; type?: string; title?: string }[];
}

/** The part of TanStack Router's `head()` argument a page's head reads. */
export interface HeadContext<Params = object> {
  match: { id: string; status: string; pathname: string; context: RouterContext };
  params: Params;
}

const siteNameOf = (context: RouterContext) => context.trpc.setting.facts.getData({})?.name ?? defaultSiteFacts.name;

function socialTags(siteName: string, title: string, description: string, type: string) {
  return [
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
  ] satisfies HeadMeta[];
}

/** A page kept out of search results: no canonical link, no share image. */
function unindexedHead(siteName: string, title: string, description: string): RouteHead {
  return {
    meta: [
      { title },
      { name: "description", content: description },
      { name: "robots", content: "noindex" },
      ...socialTags(siteName, title, description, "website"),
      { name: "twitter:card", content: "summary" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
    ],
  };
}

/** The not-found page's head: the bare 404 title. */
export const notFoundHead = (context: RouterContext): RouteHead =>
  unindexedHead(siteNameOf(context), NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION);

/** A page that is served but never indexed (the admin's), titled "<page> | <site>". */
export function privateHead(context: RouterContext, page: string, description: string): RouteHead {
  const siteName = siteNameOf(context);
  return unindexedHead(siteName, `${page} | ${siteName}`, description);
}

/** A content page's head fields, from the page its loader read (a missing one is the route's 404). */
export function contentPageHead(context: RouterContext, slug: string): PageHeadFields | undefined {
  const page = context.trpc.page.bySlug.getData({ slug, scope: "public" });
  return page ? { title: page.title, description: describe(page.excerpt || page.content) } : undefined;
}

function awaitingData(matchId: string): PageHeadFields {
  if (typeof document !== "undefined") headsAwaitingData.add(matchId);
  return { description: "" };
}

/** The canonical path: the match's, without a trailing slash (the server redirects those away). */
const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/**
 * The matches whose head was computed before their page's data was read: in the browser a
 * navigation shows the next page at once (lib/route-data.ts), so an event's head may come before
 * the event. The router computes these heads again when a read lands (router.tsx).
 */
export const headsAwaitingData = new Set<string>();

/**
 * A route's `head()`: `fields` says what the page is (read from the query cache its loader
 * filled), or undefined while that is not read yet; a match that ended not found gets the 404's
 * head, one whose data failed the error's title.
 */
export function pageHead<Params = object>(fields: (context: HeadContext<Params>) => PageHeadFields | undefined) {
  return (headContext: HeadContext<Params>): RouteHead => {
    const { match } = headContext;
    if (match.status === "notFound") return notFoundHead(match.context);
    const siteName = siteNameOf(match.context);
    if (match.status === "error") return { meta: [{ title: `${ERROR_TITLE} | ${siteName}` }] };
    const page = fields(headContext) ?? awaitingData(match.id);
    const { origin, shareImage } = match.context.site;
    const title = page.title ? `${page.title} | ${siteName}` : siteName;
    const canonical = `${origin}${canonicalPath(match.pathname)}`;
    const photo = page.photo;
    const image = photo ? `${origin}${photo.image.url}` : shareImage;
    const meta: HeadMeta[] = [
      { title },
      { name: "description", content: page.description },
      ...socialTags(siteName, title, page.description, page.type ?? "website"),
      { property: "og:url", content: canonical },
    ];
    if (image) meta.push({ property: "og:image", content: image });
    if (photo) {
      meta.push(
        { property: "og:image:width", content: String(photo.image.width) },
        { property: "og:image:height", content: String(photo.image.height) },
        { property: "og:image:alt", content: photo.alt },
      );
    }
    meta.push(
      { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: page.description },
    );
    if (image) meta.push({ name: "twitter:image", content: image });
    const feeds = (page.feeds ?? []).map((feed) => ({ rel: "alternate", ...feed }));
    return { meta, links: [{ rel: "canonical", href: canonical }, ...feeds] };
  };
}
