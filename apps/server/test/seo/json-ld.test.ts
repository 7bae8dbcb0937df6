import { describe, expect, test } from "vitest";
import { organizationFromSettings, parseAddress } from "../../src/content/organization.ts";
import { eventLd, newsArticleLd, organizationLd, type SiteContext } from "../../src/seo/json-ld.ts";
import { plainPrice, registrationLd } from "../../src/seo/registration-ld.ts";

const organization = organizationFromSettings(
  new Map([
    ["site.name", "Ojai Valley Chamber of Commerce"],
    ["contact.address", "206 N Signal St, Ojai, CA 93023"],
    ["contact.phone", "(805) 555-0100"],
    ["contact.email", "info@ojaichamber.example"],
    ["social.facebook", "https://facebook.example/ojai"],
    ["social.note", "not a url"],
  ]),
);
const site: SiteContext = { publicUrl: "https://ojaichamber.example", zone: "America/Los_Angeles", organization };

describe("organization", () => {
  test("reads name, address, phone, email and social links from the settings", () => {
    expect(organization).toMatchObject({
      name: "Ojai Valley Chamber of Commerce",
      telephone: "(805) 555-0100",
      email: "info@ojaichamber.example",
      sameAs: ["https://facebook.example/ojai"],
      address: {
        streetAddress: "206 N Signal St",
        addressLocality: "Ojai",
        addressRegion: "CA",
        postalCode: "93023",
        addressCountry: "US",
      },
    });
  });

  test("falls back to the chamber's own details without settings, as the header and footer do", () => {
    const fallback = organizationFromSettings(new Map());
    expect(fallback.name).toBe("Ojai Valley Chamber of Commerce");
    expect(fallback.address.streetAddress).toBe("206 N Signal St");
    expect(fallback.email).toBe("info@ojai-valley-chamber.example");
    expect(fallback.sameAs).toEqual([]);
  });

  test("keeps an address it cannot split as the street address", () => {
    expect(parseAddress("Libbey Park")).toEqual({ streetAddress: "Libbey Park", addressCountry: "US" });
  });

  test("organizationLd describes the chamber for the home page", () => {
    expect(organizationLd(site)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Ojai Valley Chamber of Commerce",
      url: "https://ojaichamber.example/",
      address: { "@type": "PostalAddress", postalCode: "93023" },
      sameAs: ["https://facebook.example/ojai"],
    });
  });
});

describe("eventLd", () => {
  const event = {
    id: 7,
    title: "Ojai Art Walk",
    description: "Galleries stay open late.",
    location: "Ojai Arcade, 323 E Ojai Ave",
    date: new Date("2026-07-05T01:30:00Z"),
    endDate: null,
    allDay: false,
    status: "scheduled" as const,
    previousDate: null,
    onlineUrl: null,
  };

  test("states the start and end in local time with the summer offset", () => {
    const data = eventLd(event, site);
    expect(data.startDate).toBe("2026-07-04T18:30:00-07:00");
    expect(data.endDate).toBe("2026-07-04T20:30:00-07:00");
  });

  test("uses the winter offset in December", () => {
    expect(eventLd({ ...event, date: new Date("2026-12-05T02:30:00Z") }, site).startDate).toBe(
      "2026-12-04T18:30:00-08:00",
    );
  });

  test("names the place, its address, the organizer, status and attendance mode", () => {
    expect(eventLd(event, site)).toMatchObject({
      "@type": "Event",
      name: "Ojai Art Walk",
      url: "https://ojaichamber.example/events/7",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Ojai Arcade",
        address: { "@type": "PostalAddress", streetAddress: "Ojai Arcade, 323 E Ojai Ave", addressLocality: "Ojai" },
      },
      organizer: { "@type": "Organization", name: "Ojai Valley Chamber of Commerce" },
    });
  });
});

describe("eventLd: time and status", () => {
  const event = {
    id: 8,
    title: "Members' Mixer",
    description: "First Thursday networking.",
    location: "Ojai Arcade",
    date: new Date("2026-11-06T02:00:00Z"),
    endDate: new Date("2026-11-06T04:30:00Z"),
    allDay: false,
    status: "scheduled" as const,
    previousDate: null,
    onlineUrl: null,
  };

  test.each([
    ["scheduled", "EventScheduled"],
    ["cancelled", "EventCancelled"],
    ["postponed", "EventPostponed"],
    ["rescheduled", "EventRescheduled"],
  ] as const)("states a %s event as schema.org's %s", (status, type) => {
    expect(eventLd({ ...event, status }, site).eventStatus).toBe(`https://schema.org/${type}`);
  });

  test("gives its own end, and the previous start of a rescheduled event", () => {
    const data = eventLd({ ...event, status: "rescheduled", previousDate: new Date("2026-10-30T01:00:00Z") }, site);
    expect(data).toMatchObject({
      startDate: "2026-11-05T18:00:00-08:00",
      endDate: "2026-11-05T20:30:00-08:00",
      previousStartDate: "2026-10-29T18:00:00-07:00",
    });
  });

  test("moves an event online: the attendance mode and a virtual location with its address", () => {
    expect(eventLd({ ...event, status: "movedOnline", onlineUrl: "https://meet.example/mixer" }, site)).toMatchObject({
      eventStatus: "https://schema.org/EventMovedOnline",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example/mixer" },
    });
  });

  test("states an all-day event by its dates", () => {
    const data = eventLd({ ...event, allDay: true, date: new Date("2026-11-05T08:00:00Z"), endDate: null }, site);
    expect(data).toMatchObject({ startDate: "2026-11-05", endDate: "2026-11-05" });
  });
});

test("newsArticleLd gives headline, dates with offsets, author and publisher", () => {
  const data = newsArticleLd(
    {
      id: 3,
      title: "Twilight Concerts Return",
      excerpt: "Five free evening concerts.",
      category: "events",
      author: "Lena Park",
      publishedAt: new Date("2026-01-10T17:00:00Z"),
      updatedAt: new Date("2026-06-10T17:00:00Z"),
    },
    site,
  );
  expect(data).toMatchObject({
    "@type": "NewsArticle",
    headline: "Twilight Concerts Return",
    datePublished: "2026-01-10T09:00:00-08:00",
    dateModified: "2026-06-10T10:00:00-07:00",
    author: { "@type": "Person", name: "Lena Park" },
    publisher: { "@type": "Organization", name: "Ojai Valley Chamber of Commerce" },
    mainEntityOfPage: "https://ojaichamber.example/news/3",
  });
});

describe("an event's registration", () => {
  const state = {
    open: true,
    state: "open" as const,
    capacity: 40,
    placesLeft: 12,
    waitlist: false,
    opensAt: null,
    closesAt: "2027-03-01T02:00:00.000Z",
    maxPlaces: 1,
    questions: [],
    priceText: "$15",
  };
  const url = "https://ojaichamber.example/events/7";

  test("an open one is an offer in stock at the form, with its amount and the places left", () => {
    expect(registrationLd(state, url)).toEqual({
      offers: {
        "@type": "Offer",
        url: `${url}#register`,
        availability: "https://schema.org/InStock",
        price: "15",
        priceCurrency: "USD",
      },
      maximumAttendeeCapacity: 40,
      remainingAttendeeCapacity: 12,
    });
  });

  test("full is sold out, not yet open a pre-order from its opening, closed no offer", () => {
    expect(registrationLd({ ...state, state: "full", placesLeft: 0 }, url).offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
    });
    const opensAt = "2027-02-01T16:00:00.000Z";
    expect(registrationLd({ ...state, state: "not-yet", opensAt }, url).offers).toMatchObject({
      availability: "https://schema.org/PreOrder",
      validFrom: opensAt,
    });
    expect(registrationLd({ ...state, state: "closed" }, url)).toEqual({
      maximumAttendeeCapacity: 40,
      remainingAttendeeCapacity: 12,
    });
  });

  test("a price text that is no plain amount gives no price; unlimited no capacity; none nothing", () => {
    const offer = registrationLd(
      { ...state, priceText: "$15 members, $25 guests", capacity: null, placesLeft: null },
      url,
    );
    expect(offer.offers).not.toHaveProperty("price");
    expect(offer).not.toHaveProperty("maximumAttendeeCapacity");
    expect(["$15", "15", "15.00", "$ 15.50", "Free"].map(plainPrice)).toEqual(["15", "15", "15.00", "15.50", "0"]);
    expect(["", null, "15 dollars", "$15-$25", "-5"].map(plainPrice)).toEqual([null, null, null, null, null]);
    expect(registrationLd(null, url)).toEqual({});
  });
});
