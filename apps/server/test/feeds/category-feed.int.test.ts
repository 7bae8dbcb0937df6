// /feeds/events.ics?category= is one event category's calendar: the category named as the API's
// `category` filter takes it (name or slug, any case), its events only, its name in the calendar's
// name; an unknown category is a 404, not the whole calendar. Read through the read cache, so the
// whole feed and each category's keep separate keys.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { at, days, setup, T0, type TestContext } from "../helpers.ts";
import { PUBLIC_URL, type SiteContentFixtures, seedSiteContent } from "../site-content-fixtures.ts";

let ctx: TestContext;
let fixtures: SiteContentFixtures;
let mixer: number;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0 });
  fixtures = await seedSiteContent(ctx.prisma);
  mixer = (
    await ctx.prisma.event.create({
      data: {
        title: "Members' Mixer",
        description: "Networking at the Arcade.",
        category: "Networking",
        location: "Ojai Arcade",
        date: at(T0, days(5)),
      },
    })
  ).id;
});
afterAll(() => ctx?.close());

async function feed(query = "") {
  const response = await ctx.app.inject({ method: "GET", url: `/feeds/events.ics${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("public, max-age=900");
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    uids: calendar.getAllSubcomponents("vevent").map((vevent) => vevent.getFirstPropertyValue("uid")),
  };
}

const uid = (id: number) => `event-${id}@ojaichamber.example`;

describe("GET /feeds/events.ics?category=", () => {
  test("the whole calendar still holds every category's upcoming events", async () => {
    const whole = await feed();
    expect(whole.name).toBe("Ojai Valley Chamber of Commerce Events");
    expect(whole.uids).toEqual(expect.arrayContaining([uid(mixer), uid(fixtures.events.upcoming)]));
  });

  test.each(["Networking", "networking", "NETWORKING", " networking "])(
    "?category=%s is the Networking events only, named for the category",
    async (category) => {
      const only = await feed(`?category=${encodeURIComponent(category)}`);
      expect(only.name).toBe("Ojai Valley Chamber of Commerce Events: Networking");
      expect(only.uids).toEqual([uid(mixer)]);
    },
  );

  test("a category by its slug holds its own events, hidden ones left out", async () => {
    const community = await feed("?category=community");
    expect(community.name).toBe("Ojai Valley Chamber of Commerce Events: Community");
    expect(community.uids).toEqual([uid(fixtures.events.upcoming), uid(fixtures.events.winter)]);
  });

  test("a category without upcoming events is an empty calendar that still parses", async () => {
    const business = await feed("?category=business");
    expect(business.name).toBe("Ojai Valley Chamber of Commerce Events: Business");
    expect(business.uids).toEqual([]);
  });

  test.each(["nope", "<script>", "x".repeat(300)])("an unknown category (%s) is a 404", async (category) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/feeds/events.ics?category=${encodeURIComponent(category)}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Event category not found", code: "NOT_FOUND" });
  });
});
