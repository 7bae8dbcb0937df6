// The chamber's facts (site-facts.ts) validated: what staff type in Settings → Chamber details and
// PUT /api/site-facts takes, and how stored setting rows are read back.
import { z } from "zod";
import { oneLineText, optionalUrl } from "../fields/fields.ts";
import { defaultSiteFacts, isSocialFact, type SiteFactName, type SiteFacts, siteFactKeys } from "./site-facts.ts";

/** A phone number as people write it: digits with spaces, dots, dashes, brackets or a leading +. */
const phonePattern = /^\+?[0-9 ().-]{7,25}$/;

const contactEmail = () =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Enter a valid email address"));

export const siteFactsInput = z.object({
  name: oneLineText("name", 120),
  tagline: oneLineText("tagline", 200),
  address: oneLineText("address", 200),
  phone: oneLineText("phone", 25).regex(phonePattern, "Enter a phone number, e.g. (805) 555-0100"),
  email: contactEmail(),
  hours: oneLineText("hours", 120),
  facebook: optionalUrl("Facebook"),
  twitter: optionalUrl("Twitter"),
  instagram: optionalUrl("Instagram"),
  linkedin: optionalUrl("LinkedIn"),
  youtube: optionalUrl("YouTube"),
});
export type SiteFactsInput = z.input<typeof siteFactsInput>;

/** What GET /api/site-facts answers. */
export const siteFactsOutput = z.object({
  name: z.string(),
  tagline: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
}) satisfies z.ZodType<SiteFacts>;

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
    else if (isSocialFact(name)) facts[name] = null;
  }
  return facts as SiteFacts;
}
