// The JSON-LD a public page carries for search engines: the chamber as an Organization on the home
// page, an Event on an event's page (with its registration's offer and capacity), a NewsArticle on an article's, a LocalBusiness (its most
// specific type) on a business's, a JobPosting on a job's and an Offer on a deal's (post-ld.ts). Written by the server, not by
// the route's head(), because only crawlers read it and only in the first response (so no page
// ships its builders), and an event's dates are told in SITE_TIMEZONE, which only the server knows
// (docs/decisions/024-page-heads-in-routes.md). Every other head tag is the route's (apps/web).
import type { Image } from "@chamber/core/schemas";
import { parseId } from "../content/parse-id.ts";
import type { SiteContent } from "../content/site-content.ts";
import { eventLd, type JsonLd, newsArticleLd, organizationLd, type SiteContext } from "./json-ld.ts";
import { localBusinessLd } from "./local-business-ld.ts";
import { dealOfferLd, jobPostingLd, type LdBusiness } from "./post-ld.ts";
import { registrationLd } from "./registration-ld.ts";

export interface StructuredDataOptions {
  content: SiteContent;
  publicUrl: string;
  zone: string;
  /** Absolute URL of the share image, when the web build has one. */
  image?: string | undefined;
}

export function structuredDataResolver(options: StructuredDataOptions) {
  const { content, publicUrl } = options;

  async function site(photo: Image | null = null): Promise<SiteContext> {
    // An item's own photo (its largest WebP variant) stands for it, as in the route's og:image.
    const image = photo ? `${publicUrl}${photo.url}` : options.image;
    return { publicUrl, zone: options.zone, organization: await content.organization(), image };
  }

  /** A business's page, at its current slug (an old one answers a redirect, which carries none). */
  async function businessLd(slug: string): Promise<JsonLd[]> {
    const business = slug === "join" ? null : await content.business(slug).catch(() => null);
    return business && business.slug === slug ? [localBusinessLd(business, await site(business.image))] : [];
  }

  /** The business a post is for, as its structured data names it; null when it is not visible. */
  async function postBusiness(id: number): Promise<LdBusiness | null> {
    const business = await content.businessById(id);
    if (!business) return null;
    const { name, slug, address, website, image } = business;
    return { name, slug, address, website, logo: image ? `${publicUrl}${image.url}` : null };
  }

  /** A job's or deal's page: only while a visitor may see it (a closed job's page is a 404). */
  async function postLd(section: string, id: number): Promise<JsonLd[]> {
    const post = section === "jobs" ? await content.job(id) : await content.deal(id);
    const business = post && (await postBusiness(post.businessId));
    if (!post || !business) return [];
    return "employmentType" in post
      ? [jobPostingLd(post, business, await site())]
      : [dealOfferLd(post, business, await site())];
  }

  /** The JSON-LD blocks of the page at `path` (no query string): none for most pages. */
  return async function structuredData(rawPath: string): Promise<JsonLd[]> {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
    if (path === "/") return [organizationLd(await site())];
    const [, slug] = path.match(/^\/directory\/([^/]+)$/) ?? [];
    if (slug) return businessLd(decodeURIComponent(slug));
    const [, section, key] = path.match(/^\/(events|news|jobs|deals)\/([^/]+)$/) ?? [];
    const id = parseId(key ?? "");
    if (!id) return [];
    if (section === "jobs" || section === "deals") return postLd(section, id);
    if (section === "events") {
      const event = await content.visibleEvent(id);
      if (!event) return [];
      const registration = await content.eventRegistration(id);
      return [
        { ...eventLd(event, await site(event.image)), ...registrationLd(registration, `${publicUrl}/events/${id}`) },
      ];
    }
    const article = await content.article(id);
    return article ? [newsArticleLd(article, await site(article.image))] : [];
  };
}

export type StructuredDataResolver = ReturnType<typeof structuredDataResolver>;
