// The chamber's own facts — its name, tagline, office address, phone, e-mail, hours and social
// links — with one owner: each is a setting row (so the REST settings paths keep working), named
// here and validated by site-facts-schema.ts, and every place that shows one (header, footer,
// contact page, structured data, feeds) reads it through `siteFactsFromSettings`. The defaults are
// the seeded chamber's, so a site whose rows were deleted still reads as a whole; a social link
// without its row is simply absent. A helper (index.ts): the site's shell reads it without zod.

/** Each fact's setting key. */
export const siteFactKeys = {
  name: "site.name",
  tagline: "site.tagline",
  address: "contact.address",
  phone: "contact.phone",
  email: "contact.email",
  hours: "contact.hours",
  facebook: "social.facebook",
  twitter: "social.twitter",
  instagram: "social.instagram",
  linkedin: "social.linkedin",
  youtube: "social.youtube",
} as const;

export type SiteFactName = keyof typeof siteFactKeys;

/** The social profiles, in the order the footer shows them. */
export const socialFacts = [
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
  "youtube",
] as const satisfies readonly SiteFactName[];
type SocialFact = (typeof socialFacts)[number];

/** Whether the fact is a social link (optional), rather than one every chamber has. */
export const isSocialFact = (name: SiteFactName): name is SocialFact =>
  (socialFacts as readonly SiteFactName[]).includes(name);

export type SiteFacts = { [name in Exclude<SiteFactName, SocialFact>]: string } & {
  [name in SocialFact]: string | null;
};

/** Each fact's label in the admin's form and what its setting row says it is for. */
export const siteFactLabels: Record<SiteFactName, { label: string; description: string }> = {
  name: { label: "Chamber name", description: "Site name shown in the header, footer and page titles" },
  tagline: { label: "Tagline", description: "Short tagline shown under the site name" },
  address: { label: "Office address", description: "Chamber office street address" },
  phone: { label: "Phone", description: "Public contact phone number" },
  email: { label: "Email", description: "Public contact email address" },
  hours: { label: "Office hours", description: "Office opening hours" },
  facebook: { label: "Facebook", description: "Facebook page URL" },
  twitter: { label: "Twitter", description: "Twitter (X) profile URL" },
  instagram: { label: "Instagram", description: "Instagram profile URL" },
  linkedin: { label: "LinkedIn", description: "LinkedIn page URL" },
  youtube: { label: "YouTube", description: "YouTube channel URL" },
};

/** The seeded chamber's facts: the seed writes them, and a missing or unusable row falls back to them. */
export const defaultSiteFacts: SiteFacts = {
  name: "Ojai Valley Chamber of Commerce",
  tagline: "Supporting local business in the heart of the Ojai Valley",
  address: "206 N Signal St, Ojai, CA 93023",
  phone: "(805) 555-0100",
  email: "info@ojai-valley-chamber.example",
  hours: "Mon-Fri 9:00 AM - 5:00 PM",
  facebook: "https://facebook.example/ojaivalleychamber",
  twitter: "https://twitter.example/ojaivalleychamber",
  instagram: "https://instagram.example/ojaivalleychamber",
  linkedin: "https://linkedin.example/company/ojaivalleychamber",
  youtube: null,
};

/** The social links that are set, as URLs (schema.org `sameAs`, the footer's icons). */
export const socialLinks = (facts: SiteFacts) =>
  socialFacts.map((name) => facts[name]).filter((url): url is string => url !== null);

/**
 * `tel:` link target, in international form where the number says its country: as typed with a
 * leading +, and a North American number (ten digits, or eleven starting with 1) with +1 — the
 * chamber's own country, as its address is read (apps/server/src/content/organization.ts).
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `tel:+${digits}`;
  return `tel:${digits}`;
}
