// The chamber's own facts — its name, tagline, office address, phone, e-mail, hours and social
// links — with one owner: each is a setting row (so the REST settings paths keep working), named and
// validated here, and every place that shows one (header, footer, contact page, structured data,
// feeds) reads it through `siteFactsFromSettings`. The defaults are the seeded chamber's, so a site
// whose rows were deleted still reads as a whole; a social link without its row is simply absent.
import { z } from "zod";
import { oneLineText, optionalUrl } from "./fields.ts";

/** Each fact's setting key. */
export const siteFactKeys = {
  name: "site.name",
  tagline: "site.tagline",
  address: "contact.address",
  phone: "contact.phone",
  email: "contact.email",
  hours: "contact.hours",
  facebook: "social.facebook",
  instagram: "social.instagram",
  linkedin: "social.linkedin",
  youtube: "social.youtube",
} as const;

export type SiteFactName = keyof typeof siteFactKeys;

/** Each fact's label in the admin's form and what its setting row says it is for. */
export const siteFactLabels: Record<SiteFactName, { label: string; description: string }> = {
  name: { label: "Chamber name", description: "Site name shown in the header, footer and page titles" },
  tagline: { label: "Tagline", description: "Short tagline shown under the site name" },
  address: { label: "Office address", description: "Chamber office street address" },
  phone: { label: "Phone", description: "Public contact phone number" },
  email: { label: "Email", description: "Public contact email address" },
  hours: { label: "Office hours", description: "Office opening hours" },
  facebook: { label: "Facebook", description: "Facebook page URL" },
  instagram: { label: "Instagram", description: "Instagram profile URL" },
  linkedin: { label: "LinkedIn", description: "LinkedIn page URL" },
  youtube: { label: "YouTube", description: "YouTube channel URL" },
};

/** A phone number as people write it: digits with spaces, dots, dashes, brackets or a leading +. */
const phonePattern = /^\+?[0-9 ().-]{7,25}$/;

const contactEmail = () =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Enter a valid email address"));

/** What staff edit in Settings → Chamber details, and what PUT /api/site-facts takes. */
export const siteFactsInput = z.object({
  name: oneLineText("name", 120),
  tagline: oneLineText("tagline", 200),
  address: oneLineText("address", 200),
  phone: oneLineText("phone", 25).regex(phonePattern, "Enter a phone number, e.g. (805) 555-0100"),
  email: contactEmail(),
  hours: oneLineText("hours", 120),
  facebook: optionalUrl("Facebook"),
  instagram: optionalUrl("Instagram"),
  linkedin: optionalUrl("LinkedIn"),
  youtube: optionalUrl("YouTube"),
});
export type SiteFactsInput = z.input<typeof siteFactsInput>;

export const siteFacts = z.object({
  name: z.string(),
  tagline: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
});
export type SiteFacts = z.output<typeof siteFacts>;

/** The seeded chamber's facts: the seed writes them, and a missing or unusable row falls back to them. */
export const defaultSiteFacts: SiteFacts = {
  name: "Ojai Valley Chamber of Commerce",
  tagline: "Supporting local business in the heart of the Ojai Valley",
  address: "206 N Signal St, Ojai, CA 93023",
  phone: "(805) 555-0100",
  email: "info@ojai-valley-chamber.example",
  hours: "Mon-Fri 9:00 AM - 5:00 PM",
  facebook: "https://facebook.example/ojaivalleychamber",
  instagram: "https://instagram.example/ojaivalleychamber",
  linkedin: null,
  youtube: null,
};

/** The social profiles, in the order the footer shows them. */
export const socialFacts = ["facebook", "instagram", "linkedin", "youtube"] as const satisfies readonly SiteFactName[];

/**
 * The facts from setting rows (key → value). Each fact is read on its own: a row that is missing,
 * or that a raw edit left invalid, falls back to its default (a social link to none), so one bad
 * row never blanks the others.
 */
export function siteFactsFromSettings(settings: ReadonlyMap<string, string>): SiteFacts {
  const facts: Record<SiteFactName, string | null> = { ...defaultSiteFacts };
  for (const [name, key] of Object.entries(siteFactKeys) as [SiteFactName, string][]) {
    const parsed = siteFactsInput.shape[name].safeParse(settings.get(key));
    if (parsed.success && parsed.data !== null) facts[name] = parsed.data;
    else if ((socialFacts as readonly SiteFactName[]).includes(name)) facts[name] = null;
  }
  return facts as SiteFacts;
}

/** The social links that are set, as URLs (schema.org `sameAs`, the footer's icons). */
export const socialLinks = (facts: SiteFacts) =>
  socialFacts.map((name) => facts[name]).filter((url): url is string => url !== null);

/** `tel:` link target: the digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;
