// Who publishes the site, for structured data and feed titles: the chamber's facts
// (packages/core/src/site-facts/site-facts.ts) in schema.org's terms.
import { socialLinks } from "@chamber/core";
import { siteFactsFromSettings } from "@chamber/core/schemas";

export interface PostalAddress {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: string;
}

export interface Organization {
  name: string;
  tagline: string;
  address: PostalAddress;
  /** The address as one line, as entered. */
  addressText: string;
  email: string;
  telephone: string;
  /** Social profile URLs (schema.org sameAs). */
  sameAs: string[];
}

/** "206 N Signal St, Ojai, CA 93023" → its parts; anything else stays a street address. */
export function parseAddress(text: string): PostalAddress {
  const match = text.match(/^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!match) return { streetAddress: text, addressCountry: "US" };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return { streetAddress, addressLocality, addressRegion, postalCode, addressCountry: "US" };
}

export function organizationFromSettings(settings: ReadonlyMap<string, string>): Organization {
  const facts = siteFactsFromSettings(settings);
  return {
    name: facts.name,
    tagline: facts.tagline,
    address: parseAddress(facts.address),
    addressText: facts.address,
    email: facts.email,
    telephone: facts.phone,
    sameAs: socialLinks(facts),
  };
}
