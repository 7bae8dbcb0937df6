// The site's navigation, word for word from docs/product.md §2: eight header links and eight footer links.
// Paths are plain strings so the active rule and the tests can share them.

export interface SiteLink {
  label: string;
  to: string;
}

export const headerLinks: readonly SiteLink[] = [
  { label: "Home", to: "/" },
  { label: "Events", to: "/events" },
  { label: "Directory", to: "/directory" },
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
  { label: "Visitor Info", to: "/visitor" },
];

export const footerChamberLinks: readonly SiteLink[] = [
  { label: "Membership Benefits", to: "/page/membership-benefits" },
  { label: "Business Resources", to: "/page/business-resources" },
  { label: "About Ojai Valley", to: "/page/about-ojai-valley" },
  { label: "Admin", to: "/admin" },
];

export const socialLinks = [
  { label: "Facebook", href: "https://www.facebook.com/ojaichamber" },
  { label: "Twitter", href: "https://twitter.com/ojaichamber" },
  { label: "Instagram", href: "https://www.instagram.com/ojaichamber" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/ojaichamber" },
] as const;

export const chamberContact = {
  street: "206 N Signal St",
  cityLine: "Ojai, CA 93023",
  phone: "(805) 555-0100",
  phoneHref: "tel:+18055550100",
  email: "info@ojaichamber.example",
} as const;

/** docs/product.md §2's active rule: Home only on exactly "/", every other link on a path prefix. */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
