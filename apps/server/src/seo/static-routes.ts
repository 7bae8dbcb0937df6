// The fixed public routes of docs/product.md §2, with the title and description each shows to crawlers.

export interface StaticRoute {
  path: string;
  title: string;
  description: string;
  /** A content page (by slug) whose title and excerpt, when published, describe this route. */
  pageSlug?: string;
}

export const staticRoutes: StaticRoute[] = [
  {
    path: "/",
    title: "",
    description: "Businesses, events, news and visitor information from the Ojai Valley Chamber of Commerce.",
  },
  {
    path: "/events",
    title: "Community Events",
    description: "Festivals, business mixers and community gatherings across the Ojai Valley: dates, times and places.",
  },
  {
    path: "/directory",
    title: "Business Directory",
    description:
      "Find Ojai Valley restaurants, shops, services and artists, with addresses, phone numbers and websites.",
  },
  {
    path: "/events/submit",
    title: "Submit an Event",
    description: "Hosting an event in the Ojai Valley? Send it to the chamber for the community calendar.",
  },
  {
    path: "/directory/join",
    title: "List Your Business",
    description: "Add your business to the Ojai Valley directory, or send a correction to your listing.",
  },
  {
    path: "/visitor",
    title: "Visitor Information",
    description: "Plan a visit to Ojai: things to do, places to eat and stay, and how to get around the valley.",
  },
  {
    path: "/about",
    title: "About the Chamber",
    description: "Supporting local businesses and community growth since 1970: our mission and board of directors.",
  },
  {
    path: "/news",
    title: "News",
    description: "News and announcements from the Ojai Valley Chamber of Commerce and its members.",
  },
  {
    path: "/contact",
    title: "Contact Us",
    description: "Write to the Ojai Valley Chamber of Commerce, or find our office address, phone and opening hours.",
  },
  {
    path: "/membership-benefits",
    title: "Membership Benefits",
    description: "What membership in the Ojai Valley Chamber of Commerce offers local businesses.",
    pageSlug: "membership-benefits",
  },
  {
    path: "/get-involved",
    title: "Get Involved",
    description: "Volunteer, sponsor or join a committee: ways to take part in the Ojai Valley's business community.",
    pageSlug: "get-involved",
  },
  {
    path: "/business-resources",
    title: "Business Resources",
    description: "Guides, contacts and tools for starting and growing a business in the Ojai Valley.",
    pageSlug: "business-resources",
  },
];

export const staticRouteByPath = new Map(staticRoutes.map((route) => [route.path, route]));
