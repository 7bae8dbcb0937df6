// Who publishes the site, for structured data and feed titles: the contact.* and site.* settings
// when present, else the chamber's own details.

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
  email?: string | undefined;
  telephone?: string | undefined;
  /** Social profile URLs (schema.org sameAs). */
  sameAs: string[];
}

export const fallbackOrganization = {
  name: "Ojai Valley Chamber of Commerce",
  tagline: "Supporting local business in the heart of the Ojai Valley",
  address: "206 N Signal St, Ojai, CA 93023",
};

/** "206 N Signal St, Ojai, CA 93023" → its parts; anything else stays a street address. */
export function parseAddress(text: string): PostalAddress {
  const match = text.match(/^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!match) return { streetAddress: text, addressCountry: "US" };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return { streetAddress, addressLocality, addressRegion, postalCode, addressCountry: "US" };
}

export function organizationFromSettings(settings: Map<string, string>): Organization {
  const value = (key: string) => settings.get(key)?.trim() || undefined;
  const addressText = value("contact.address") ?? fallbackOrganization.address;
  return {
    name: value("site.name") ?? fallbackOrganization.name,
    tagline: value("site.tagline") ?? fallbackOrganization.tagline,
    address: parseAddress(addressText),
    addressText,
    email: value("contact.email"),
    telephone: value("contact.phone"),
    sameAs: [...settings.entries()]
      .filter(([key, url]) => key.startsWith("social.") && /^https?:\/\//.test(url.trim()))
      .map(([, url]) => url.trim()),
  };
}
