// The site's navigation, word for word from docs/product.md §2: ten header links and eleven footer links.
// Paths are plain strings so the active rule and the tests can share them.

export interface SiteLink {
  label: string;
  to: string;
}

export const headerLinks: readonly SiteLink[] = [
  { label: "Home", to: "/" },
  { label: "Events", to: "/events" },
  { label: "Directory", to: "/directory" },
  { label: "Deals", to: "/deals" },
  { label: "Jobs", to: "/jobs" },
  { label: "Resources", to: "/page/business-resources" },
  { label: "Visitors", to: "/visitor" },
  { label: "About", to: "/page/about-ojai-valley" },
  { label: "News", to: "/news" },
  { label: "Contact", to: "/contact" },
];

export const footerExploreLinks: readonly SiteLink[] = [
  { label: "Home", to: "/" },
  { label: "Events", to: "/events" },
  { label: "Business Directory", to: "/directory" },
  { label: "Member Deals", to: "/deals" },
  { label: "Job Board", to: "/jobs" },
  { label: "Visitor Info", to: "/visitor" },
];

export const footerChamberLinks: readonly SiteLink[] = [
  { label: "Membership Benefits", to: "/page/membership-benefits" },
  { label: "Business Resources", to: "/page/business-resources" },
  { label: "About Ojai Valley", to: "/page/about-ojai-valley" },
  { label: "Privacy", to: "/privacy" },
  { label: "Admin", to: "/admin" },
];

/** The header's brand in two parts, "Ojai Valley" over "Chamber of Commerce", when the name ends so. */
export function brandParts(name: string): { place: string; kind: string | null } {
  const match = name.match(/^(.+?)\s+(Chamber of Commerce)$/i);
  return match?.[1] && match[2] ? { place: match[1], kind: match[2] } : { place: name, kind: null };
}

/** An address on two lines, split at its first comma: "206 N Signal St" / "Ojai, CA 93023". */
export function addressLines(address: string): [string] | [string, string] {
  const comma = address.indexOf(",");
  if (comma < 0) return [address];
  return [address.slice(0, comma).trim(), address.slice(comma + 1).trim()];
}

/** docs/product.md §2's active rule: Home only on exactly "/", every other link on a path prefix. */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
