// The dashboard's sections, in docs/product.md §2 order (Businesses first and default; Staff
// last), each a child route /admin/<section>. This module stays tiny and
// dependency-free: the /admin routes' guards and redirects import it into the main bundle, so
// what only the dashboard draws (the tabs' words and roles) is in section-labels.ts.
export const adminSections = [
  "businesses",
  "events",
  "categories",
  "news",
  "board",
  "members",
  "posts",
  "messages",
  "newsletter",
  "pages",
  "home",
  "media",
  "settings",
  "imports",
  "webhooks",
  "activity",
  "staff",
] as const;
export type AdminSection = (typeof adminSections)[number];
export const defaultAdminSection: AdminSection = "businesses";

/** A known section name or nothing (the old `?tab=` links, a tab's value). */
export function parseAdminSection(value: unknown): AdminSection | undefined {
  return typeof value === "string" && (adminSections as readonly string[]).includes(value)
    ? (value as AdminSection)
    : undefined;
}

/** The section a pathname under /admin shows, if any: "/admin/events/" → "events". */
export function sectionOfPath(pathname: string): AdminSection | undefined {
  const [, admin, section] = pathname.split("/");
  return admin === "admin" ? parseAdminSection(section) : undefined;
}

/**
 * Where to go after signing in: the page that asked for it, when it is a dashboard page of this
 * site (never another origin, never the sign-in view itself), else the dashboard's start.
 */
export function afterSignIn(redirect: unknown): string {
  if (typeof redirect !== "string") return "/admin";
  const inAdmin = redirect === "/admin" || redirect.startsWith("/admin/") || redirect.startsWith("/admin?");
  return inAdmin && !redirect.startsWith("/admin/sign-in") ? redirect : "/admin";
}

export interface SignInSearch {
  /** The dashboard page to return to. */
  redirect?: string;
  /** Set when a session ended under the admin's feet, to say so above the form. */
  ended?: boolean;
  /** Set after choosing a new password with a reset link, to say so above the form. */
  reset?: boolean;
}

export function parseSignInSearch(search: Record<string, unknown>): SignInSearch {
  return {
    redirect: typeof search.redirect === "string" ? search.redirect : undefined,
    ended: search.ended === true || search.ended === "true" ? true : undefined,
    reset: search.reset === true || search.reset === "true" ? true : undefined,
  };
}
