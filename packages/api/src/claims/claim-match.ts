// Whether a claimant's address proves itself against the listing (docs/product.md "Claims and
// members"): the listing's own e-mail, or an address at the registrable domain of the listing's
// website ("shop.example.co.uk" and "www.example.co.uk" are both example.co.uk, by the Public
// Suffix List through tldts). Anything else waits for staff.
import { getDomain } from "tldts";

export type ClaimMatch = "email" | "domain";

/**
 * Domains where anyone can have an address or a page: a listing whose "website" is a page there
 * (a Facebook page, a Google site) proves nothing about who holds an address there, and an
 * address there (gmail.com) is nobody's own domain. A listing whose website *is* one of these
 * still matches by its own e-mail.
 */
const SHARED_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "google.com",
  "yahoo.com",
  "ymail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "fastmail.com",
  "hey.com",
  "comcast.net",
  "sbcglobal.net",
  "att.net",
  "verizon.net",
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "x.com",
  "twitter.com",
  "youtube.com",
  "tiktok.com",
  "yelp.com",
  "linktr.ee",
  "wix.com",
  "wixsite.com",
  "squarespace.com",
  "wordpress.com",
  "weebly.com",
  "godaddysites.com",
  "business.site",
  "square.site",
  "etsy.com",
]);

/**
 * The registrable domain of a host, URL or address's domain part, lower-cased; private suffixes
 * count (each "name.blogspot.com" is its own), so a page on a hosting platform never stands for
 * the whole platform. Null for an IP address or anything without one.
 */
function registrableDomain(hostOrUrl: string): string | null {
  const domain = getDomain(hostOrUrl.trim().toLowerCase(), { allowPrivateDomains: true });
  return domain || null;
}

/** How `email` matches the listing, or null when staff must decide. */
export function claimMatch(
  email: string,
  listing: { email: string | null; website: string | null },
): ClaimMatch | null {
  const address = email.trim().toLowerCase();
  if (listing.email && listing.email.trim().toLowerCase() === address) return "email";
  const at = address.lastIndexOf("@");
  if (at < 0 || !listing.website) return null;
  const mailDomain = registrableDomain(address.slice(at + 1));
  const siteDomain = registrableDomain(listing.website);
  if (!mailDomain || mailDomain !== siteDomain || SHARED_DOMAINS.has(siteDomain)) return null;
  return "domain";
}
