// What the home page shows until staff change it: the seed's slides, testimonials and band, and
// figures that count what the site holds where the old ones claimed a count ("250+ businesses"
// against a directory of 32). Plain data, no zod.
import type { HomeContentInput } from "./home.ts";

export const defaultHomeContent: HomeContentInput = {
  slides: [
    {
      title: "Welcome to Ojai",
      subtitle: "Discover the charm of the Ojai Valley, where small-town warmth meets natural beauty.",
      imageId: null,
      imageAlt: "",
      art: "welcome",
      buttonLabel: "Explore Businesses",
      buttonTarget: "/directory",
      enabled: true,
    },
    {
      title: "Business Directory",
      subtitle: "Find local restaurants, shops, services and galleries run by your neighbors.",
      imageId: null,
      imageAlt: "",
      art: "directory",
      buttonLabel: "Browse the Directory",
      buttonTarget: "/directory",
      enabled: true,
    },
    {
      title: "Community Events",
      subtitle: "Festivals, concerts, mixers and workshops bring the valley together all year.",
      imageId: null,
      imageAlt: "",
      art: "events",
      buttonLabel: "Upcoming Events",
      buttonTarget: "/events",
      enabled: true,
    },
  ],
  figures: [
    { kind: "live", measure: "listedBusinesses", label: "Local Businesses" },
    { kind: "live", measure: "eventsThisYear", label: "Events This Year" },
    { kind: "fixed", value: "100K+", label: "Annual Visitors" },
  ],
  testimonials: [
    {
      name: "Maria Delgado",
      business: "Pixie Tangerine Café",
      text: "Joining the Chamber put our little café on the map. The mixers introduced us to growers we now buy from every week, and half our regulars found us through the directory.",
      rating: 5,
    },
    {
      name: "James Whitaker",
      business: "Topatopa Bookkeeping & Tax",
      text: "The workshops are practical and the people are generous with what they know. I've picked up clients, a mentor and a few good friends along the way.",
      rating: 5,
    },
    {
      name: "Sofia Nakamura",
      business: "Arcade Light Gallery",
      text: "From the Art Walk to Business After Hours, the Chamber brings visitors right to our door. It feels like the whole valley is rooting for us.",
      rating: 5,
    },
  ],
  band: {
    title: "Get Involved",
    lead: "There's a place for everyone who cares about the Ojai Valley.",
    cards: [
      {
        title: "Become a Member",
        text: "Get listed in the directory, meet other owners at monthly mixers and have a voice in the valley's future.",
        buttonLabel: "Learn More",
        buttonContext: "about membership",
        buttonTarget: "/membership-benefits",
      },
      {
        title: "Volunteer & Lead",
        text: "Help run the Tangerine Festival, join a committee or mentor a new business owner.",
        buttonLabel: "Learn More",
        buttonContext: "about volunteering",
        buttonTarget: "/get-involved",
      },
      {
        title: "Business Resources",
        text: "Workshops, permits, grants and guides to help you start, run and grow a business in Ojai.",
        buttonLabel: "Learn More",
        buttonContext: "about business resources",
        buttonTarget: "/business-resources",
      },
    ],
  },
};
