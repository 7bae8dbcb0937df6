// Which existing business a row of an import is (docs/decisions/030-business-import.md): the one
// whose website has the row's domain, else whose e-mail is the row's, else whose name is the
// row's (ignoring case and repeated spaces). A domain where many businesses have pages (a
// Facebook page given as the website) counts with its path, so two pages there are two businesses.
import { type ImportMatchRule, normalizeUrl } from "@chamber/core/schemas";

/** Hosts whose pages belong to different businesses. */
const sharedHosts = new Set([
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "sites.google.com",
  "business.site",
  "yelp.com",
  "x.com",
  "twitter.com",
  "linktr.ee",
  "tiktok.com",
  "youtube.com",
]);

function websiteKey(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  try {
    const url = new URL(normalizeUrl(website.trim()));
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    if (!host.includes(".")) return null;
    return sharedHosts.has(host) ? `${host}${url.pathname.replace(/\/+$/, "").toLowerCase()}` : host;
  } catch {
    return null;
  }
}

const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() || null;
const nameKey = (name: string | null | undefined) => name?.trim().replace(/\s+/g, " ").toLowerCase() || null;

export interface MatchKeys {
  website: string | null;
  email: string | null;
  name: string | null;
}

export const matchKeys = (values: {
  website?: string | null;
  email?: string | null;
  name?: string | null;
}): MatchKeys => ({
  website: websiteKey(values.website),
  email: emailKey(values.email),
  name: nameKey(values.name),
});

const rules: readonly ImportMatchRule[] = ["website", "email", "name"];

/** Existing businesses by each rule's key; a key two businesses share names the older one. */
export class BusinessMatcher<B extends { id: number; name: string; website: string | null; email: string | null }> {
  readonly #byKey = new Map<string, B>();

  constructor(businesses: readonly B[]) {
    for (const business of [...businesses].sort((a, b) => b.id - a.id)) {
      const keys = matchKeys(business);
      for (const rule of rules) if (keys[rule]) this.#byKey.set(`${rule}:${keys[rule]}`, business);
    }
  }

  find(keys: MatchKeys): { business: B; rule: ImportMatchRule } | null {
    for (const rule of rules) {
      const business = keys[rule] ? this.#byKey.get(`${rule}:${keys[rule]}`) : undefined;
      if (business) return { business, rule };
    }
    return null;
  }
}

/**
 * The rows of one file that take a business: a later row with a key an earlier row took (or
 * that reaches the business it updates) would write the same business twice, and is refused.
 */
export class RowsClaimed {
  readonly #byKey = new Map<string, number>();

  /** The earlier row and the rule it shares, if any. */
  earlier(keys: MatchKeys, businessId: number | undefined): { row: number; rule: ImportMatchRule | "business" } | null {
    if (businessId !== undefined) {
      const row = this.#byKey.get(`id:${businessId}`);
      if (row !== undefined) return { row, rule: "business" };
    }
    for (const rule of rules) {
      const row = keys[rule] ? this.#byKey.get(`${rule}:${keys[rule]}`) : undefined;
      if (row !== undefined) return { row, rule };
    }
    return null;
  }

  claim(row: number, keys: MatchKeys, businessId: number | undefined) {
    if (businessId !== undefined) this.#byKey.set(`id:${businessId}`, row);
    for (const rule of rules) if (keys[rule]) this.#byKey.set(`${rule}:${keys[rule]}`, row);
  }
}
