// The structured data of members' posts (docs/decisions/038-deals-and-jobs.md): a JobPosting on a
// job's page with every property Google for Jobs requires and recommends, and an Offer on a deal's.
// Only a post a visitor may see gets one (a closed job's page answers 404, a members-only deal is
// never read for a crawler).
import { googleEmploymentTypes, isoInZone } from "@chamber/core";
import type { Deal, RenderedJob } from "@chamber/core/schemas";
import type { JobPosting, Offer, WithContext } from "schema-dts";
import { type PostalAddress, parseAddress } from "../content/organization.ts";
import type { JsonLd, SiteContext } from "./json-ld.ts";

/** What the structured data says of the hiring or offering business. */
export interface LdBusiness {
  name: string;
  slug: string;
  address: string;
  website: string | null;
  /** Absolute URL of its photo, used as its logo. */
  logo: string | null;
}

const unitText = { hour: "HOUR", week: "WEEK", month: "MONTH", year: "YEAR" } as const;

/**
 * A full PostalAddress: the parts the one line says, the rest from the chamber's own address (a
 * valley chamber's businesses are in its town), so Google gets locality, region and postal code.
 */
function fullAddress(text: string, site: SiteContext): PostalAddress {
  const parsed = parseAddress(text);
  return { ...site.organization.address, ...parsed };
}

const listingUrl = (business: LdBusiness, site: SiteContext) => `${site.publicUrl}/directory/${business.slug}`;

export function jobPostingLd(job: RenderedJob, business: LdBusiness, site: SiteContext): JsonLd {
  return jobPostingNode(job, business, site) as unknown as JsonLd;
}

/** Typed by schema-dts, so a property schema.org's JobPosting does not have fails the type check. */
function jobPostingNode(job: RenderedJob, business: LdBusiness, site: SiteContext): WithContext<JobPosting> {
  const remote = job.location.kind === "remote";
  const { pay } = job;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    // Google asks for the description as HTML: the page's own rendering of the markdown.
    description: job.html,
    url: `${site.publicUrl}/jobs/${job.id}`,
    identifier: { "@type": "PropertyValue", name: business.name, value: String(job.id) },
    datePosted: isoInZone(new Date(job.postedAt), site.zone),
    validThrough: isoInZone(new Date(job.closesAt), site.zone),
    employmentType: googleEmploymentTypes[job.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      name: business.name,
      // Its own site when it has one, else its listing here.
      sameAs: business.website ?? listingUrl(business, site),
      ...(business.logo ? { logo: business.logo } : {}),
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          // Pay is in US dollars and the chamber is American: the work is for applicants in the US.
          applicantLocationRequirements: { "@type": "Country", name: "USA" },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", ...fullAddress(job.location.address ?? business.address, site) },
          },
        }),
    ...(pay
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: pay.currency,
            value: {
              "@type": "QuantitativeValue",
              ...(pay.max !== undefined && pay.max !== pay.min
                ? { minValue: pay.min, maxValue: pay.max }
                : { value: pay.min }),
              unitText: unitText[pay.unit],
            },
          },
        }
      : {}),
    // Applying happens on the employer's site or by e-mail, never on this page.
    directApply: false,
  };
}

export function dealOfferLd(deal: Deal, business: LdBusiness, site: SiteContext): JsonLd {
  return dealOfferNode(deal, business, site) as unknown as JsonLd;
}

function dealOfferNode(deal: Deal, business: LdBusiness, site: SiteContext): WithContext<Offer> {
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    name: deal.title,
    description: deal.description,
    url: `${site.publicUrl}/deals/${deal.id}`,
    validFrom: isoInZone(new Date(deal.startsAt), site.zone),
    validThrough: isoInZone(new Date(deal.endsAt), site.zone),
    ...(deal.image ? { image: `${site.publicUrl}${deal.image.url}` } : {}),
    seller: {
      "@type": "LocalBusiness",
      name: business.name,
      url: listingUrl(business, site),
      address: { "@type": "PostalAddress", ...fullAddress(business.address, site) },
      ...(business.website ? { sameAs: business.website } : {}),
    },
  };
}
