// The site's fixed public pages, by path: what the sitemap lists besides each event, article and
// content page. The web app's routes are the pages themselves; a type check beside them
// (apps/web/src/lib/public-paths.test.ts) fails when a route without a parameter, outside /admin,
// is missing here, or a path here has no route. A path whose name is a content page's slug
// ("/membership-benefits") shows that page, and the sitemap dates it by that page.
export const fixedPublicPaths = [
  "/",
  "/events",
  "/directory",
  "/deals",
  "/jobs",
  "/events/submit",
  "/directory/join",
  "/visitor",
  "/about",
  "/news",
  "/news/newsletters",
  "/contact",
  "/membership-benefits",
  "/get-involved",
  "/business-resources",
  "/privacy",
] as const;

export type FixedPublicPath = (typeof fixedPublicPaths)[number];
