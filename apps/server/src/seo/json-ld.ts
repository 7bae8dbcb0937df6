// schema.org structured data for the page head: Organization (home), Event, NewsArticle.

import { EVENT_DURATION_MS, isoInZone } from "@chamber/core";
import type { ArticleSummary } from "../content/article-summary.ts";
import type { Organization } from "../content/organization.ts";

export type JsonLd = Record<string, unknown>;

const context = "https://schema.org";

export interface SiteContext {
  publicUrl: string;
  zone: string;
  organization: Organization;
  /** Absolute URL of the site's share image, when there is one. */
  image?: string | undefined;
}

function organizationNode(site: SiteContext): JsonLd {
  const { organization } = site;
  return {
    "@type": "Organization",
    name: organization.name,
    url: `${site.publicUrl}/`,
    ...(organization.email ? { email: organization.email } : {}),
    ...(organization.telephone ? { telephone: organization.telephone } : {}),
    address: { "@type": "PostalAddress", ...organization.address },
  };
}

export function organizationLd(site: SiteContext): JsonLd {
  const { organization } = site;
  return {
    "@context": context,
    ...organizationNode(site),
    description: organization.tagline,
    logo: `${site.publicUrl}/favicon.svg`,
    ...(site.image ? { image: site.image } : {}),
    ...(organization.sameAs.length > 0 ? { sameAs: organization.sameAs } : {}),
  };
}

export interface LdEvent {
  id: number;
  title: string;
  description: string;
  location: string;
  date: Date;
}

export function eventLd(event: LdEvent, site: SiteContext): JsonLd {
  const { address } = site.organization;
  return {
    "@context": context,
    "@type": "Event",
    name: event.title,
    description: event.description,
    url: `${site.publicUrl}/events/${event.id}`,
    startDate: isoInZone(event.date, site.zone),
    endDate: isoInZone(new Date(event.date.getTime() + EVENT_DURATION_MS), site.zone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.location.split(",")[0]?.trim() || event.location,
      // Event locations are free text within the valley ("Libbey Park", "Ojai Arcade").
      address: {
        "@type": "PostalAddress",
        streetAddress: event.location,
        ...(address.addressLocality ? { addressLocality: address.addressLocality } : {}),
        ...(address.addressRegion ? { addressRegion: address.addressRegion } : {}),
        addressCountry: address.addressCountry,
      },
    },
    organizer: organizationNode(site),
    ...(site.image ? { image: [site.image] } : {}),
  };
}

export function newsArticleLd(article: ArticleSummary, site: SiteContext): JsonLd {
  const url = `${site.publicUrl}/news/${article.id}`;
  return {
    "@context": context,
    "@type": "NewsArticle",
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.excerpt,
    articleSection: article.category,
    url,
    mainEntityOfPage: url,
    datePublished: isoInZone(article.publishedAt, site.zone),
    dateModified: isoInZone(article.updatedAt, site.zone),
    author: { "@type": "Person", name: article.author },
    publisher: { ...organizationNode(site), logo: { "@type": "ImageObject", url: `${site.publicUrl}/favicon.svg` } },
    ...(site.image ? { image: [site.image] } : {}),
  };
}
