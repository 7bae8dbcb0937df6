// schema.org structured data for the page head: Organization (home), Event, NewsArticle.

import { type EventStatus, eventEnd, isoInZone, localDate } from "@chamber/core";
import type { Event as SchemaEvent, Organization as SchemaOrganization, WithContext } from "schema-dts";
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
  endDate: Date | null;
  allDay: boolean;
  status: EventStatus;
  previousDate: Date | null;
  onlineUrl: string | null;
}

/** schema.org EventStatusType; Google reads it to mark cancelled and moved events in results. */
const ldStatus = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
  rescheduled: "https://schema.org/EventRescheduled",
  movedOnline: "https://schema.org/EventMovedOnline",
} as const satisfies Record<EventStatus, string>;

export function eventLd(event: LdEvent, site: SiteContext): JsonLd {
  // The typed node is plain JSON; JsonLd is the page head's one type for every node.
  return eventNode(event, site) as unknown as JsonLd;
}

/** Typed by schema-dts, so a property schema.org's Event does not have fails the type check. */
function eventNode(event: LdEvent, site: SiteContext): WithContext<SchemaEvent> {
  const { address } = site.organization;
  const online = event.status === "movedOnline" ? event.onlineUrl : null;
  // An all-day event is a Date, not a DateTime (schema.org startDate accepts either).
  const when = (instant: Date) => (event.allDay ? localDate(instant, site.zone) : isoInZone(instant, site.zone));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    url: `${site.publicUrl}/events/${event.id}`,
    startDate: when(event.date),
    endDate: when(event.allDay ? (event.endDate ?? event.date) : eventEnd(event)),
    eventStatus: ldStatus[event.status],
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    ...(event.previousDate ? { previousStartDate: when(event.previousDate) } : {}),
    location: online
      ? { "@type": "VirtualLocation", url: online }
      : {
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
    // The organization node is shared with the home page's untyped Organization.
    organizer: organizationNode(site) as unknown as SchemaOrganization,
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
