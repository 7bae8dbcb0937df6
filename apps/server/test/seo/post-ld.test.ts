// The JobPosting of a full and of a remote job checked against Google for Jobs' published lists of
// required and recommended properties, and parsed as JSON-LD by a JSON-LD processor (jsonld.js's
// expand): every property becomes a schema.org IRI. The Offer of a deal names its window and seller.
import type { RenderedJob } from "@chamber/core/schemas";
import jsonld from "jsonld";
import { describe, expect, test } from "vitest";
import { organizationFromSettings } from "../../src/content/organization.ts";
import type { SiteContext } from "../../src/seo/json-ld.ts";
import { dealOfferLd, jobPostingLd, type LdBusiness } from "../../src/seo/post-ld.ts";

const organization = organizationFromSettings(
  new Map([
    ["site.name", "Ojai Valley Chamber of Commerce"],
    ["contact.address", "206 N Signal St, Ojai, CA 93023"],
  ]),
);
const site: SiteContext = { publicUrl: "https://ojaichamber.example", zone: "America/Los_Angeles", organization };

const business: LdBusiness = {
  name: "Ojai Coffee Roasters",
  slug: "ojai-coffee-roasters",
  address: "337 E Ojai Ave",
  website: "https://ojaicoffee.example",
  logo: "https://ojaichamber.example/images/3-0123456789abcdef-1200.webp",
};

const job: RenderedJob = {
  id: 7,
  title: "Barista",
  description: "Pull **great** shots.",
  html: "<p>Pull <strong>great</strong> shots.</p>",
  businessId: 3,
  business: { id: 3, name: business.name, slug: business.slug },
  employmentType: "seasonal",
  location: { kind: "business", address: "337 E Ojai Ave" },
  pay: { min: 18.5, max: 21, unit: "hour", currency: "USD" },
  apply: { url: "https://ojaicoffee.example/jobs" },
  postedAt: "2026-06-01T16:00:00.000Z",
  closesAt: "2026-07-01T16:00:00.000Z",
  reviewState: "approved",
  refusalReason: null,
  createdAt: "2026-06-01T16:00:00.000Z",
  updatedAt: "2026-06-01T16:00:00.000Z",
};
const remoteJob: RenderedJob = {
  ...job,
  id: 8,
  title: "Bookkeeper",
  employmentType: "part-time",
  location: { kind: "remote" },
  pay: { min: 52_000, unit: "year", currency: "USD" },
};

// developers.google.com/search/docs/appearance/structured-data/job-posting: "Required properties"
// and "Recommended properties" (jobLocation is required unless the job is fully remote, when
// jobLocationType TELECOMMUTE and applicantLocationRequirements are).
const required = ["datePosted", "description", "hiringOrganization", "title"];
const recommended = ["baseSalary", "directApply", "employmentType", "identifier", "validThrough"];

/** A local copy of the schema.org context (no network in tests): its vocabulary is schema.org's. */
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no document for ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: { "@context": { "@vocab": "https://schema.org/" } } };
};

async function expanded(node: object): Promise<Record<string, unknown>> {
  const [top] = await jsonld.expand(node as jsonld.JsonLdDocument, { documentLoader });
  return top as Record<string, unknown>;
}

describe("JobPosting", () => {
  test("a full job carries every required and recommended property, with a full PostalAddress", () => {
    const ld = jobPostingLd(job, business, site);
    for (const property of [...required, ...recommended, "jobLocation"]) expect(ld, property).toHaveProperty(property);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      description: "<p>Pull <strong>great</strong> shots.</p>",
      datePosted: "2026-06-01T09:00:00-07:00",
      validThrough: "2026-07-01T09:00:00-07:00",
      employmentType: "TEMPORARY",
      directApply: false,
      identifier: { "@type": "PropertyValue", name: "Ojai Coffee Roasters", value: "7" },
      hiringOrganization: {
        "@type": "Organization",
        name: "Ojai Coffee Roasters",
        sameAs: "https://ojaicoffee.example",
        logo: business.logo,
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "337 E Ojai Ave",
          addressLocality: "Ojai",
          addressRegion: "CA",
          postalCode: "93023",
          addressCountry: "US",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 18.5, maxValue: 21, unitText: "HOUR" },
      },
    });
    expect(ld).not.toHaveProperty("jobLocationType");
  });

  test("a remote job says TELECOMMUTE and where applicants may be, and no place", () => {
    const ld = jobPostingLd(remoteJob, { ...business, website: null, logo: null }, site);
    for (const property of [...required, ...recommended, "jobLocationType", "applicantLocationRequirements"])
      expect(ld, property).toHaveProperty(property);
    expect(ld).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "USA" },
      employmentType: "PART_TIME",
      hiringOrganization: { sameAs: "https://ojaichamber.example/directory/ojai-coffee-roasters" },
      baseSalary: { value: { "@type": "QuantitativeValue", value: 52_000, unitText: "YEAR" } },
    });
    expect(ld).not.toHaveProperty("jobLocation");
    expect(ld.hiringOrganization).not.toHaveProperty("logo");
  });

  test("parses as JSON-LD into schema.org terms", async () => {
    const full = await expanded(jobPostingLd(job, business, site));
    expect(full["@type"]).toEqual(["https://schema.org/JobPosting"]);
    for (const property of [...required, ...recommended, "jobLocation"])
      expect(full, property).toHaveProperty(`https://schema.org/${property}`);
    const salary = (full["https://schema.org/baseSalary"] as Record<string, unknown>[])[0];
    expect(salary?.["@type"]).toEqual(["https://schema.org/MonetaryAmount"]);
    const remote = await expanded(jobPostingLd(remoteJob, business, site));
    expect(remote["https://schema.org/jobLocationType"]).toEqual([{ "@value": "TELECOMMUTE" }]);
    expect(remote).toHaveProperty("https://schema.org/applicantLocationRequirements");
  });
});

describe("Offer", () => {
  test("a deal says its window and its seller", async () => {
    const deal = {
      id: 4,
      title: "Second scoop half off",
      description: "All June.",
      businessId: 3,
      business: { id: 3, name: business.name, slug: business.slug },
      startsAt: "2026-06-01T07:00:00.000Z",
      endsAt: "2026-07-01T07:00:00.000Z",
      audience: "everyone" as const,
      reviewState: "approved" as const,
      refusalReason: null,
      createdAt: "2026-06-01T07:00:00.000Z",
      updatedAt: "2026-06-01T07:00:00.000Z",
    };
    const ld = dealOfferLd(deal, business, site);
    expect(ld).toMatchObject({
      "@type": "Offer",
      name: "Second scoop half off",
      url: "https://ojaichamber.example/deals/4",
      validFrom: "2026-06-01T00:00:00-07:00",
      validThrough: "2026-07-01T00:00:00-07:00",
      seller: { "@type": "LocalBusiness", name: "Ojai Coffee Roasters", sameAs: "https://ojaicoffee.example" },
    });
    const parsed = await expanded(ld);
    for (const property of ["validFrom", "validThrough", "seller", "url", "name", "description"])
      expect(parsed, property).toHaveProperty(`https://schema.org/${property}`);
  });
});
