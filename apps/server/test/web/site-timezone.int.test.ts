// Every HTML page names the site's zone (SITE_TIMEZONE) in <meta name="site-timezone">, so the
// admin shows and takes dates in it under its real name, and the pages draw their dates in it.
import { noopCache } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, T0, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL, type SiteContentFixtures, seedSiteContent } from "../site-content-fixtures.ts";

let ctx: TestContext;
let fixtures: SiteContentFixtures;
let webRoot: string;

beforeAll(async () => {
  webRoot = makeWebRoot();
  ctx = await setup({
    publicUrl: PUBLIC_URL,
    now: () => T0,
    cache: noopCache,
    webRoot,
    siteTimezone: "America/New_York",
    signIn: false,
  });
  fixtures = await seedSiteContent(ctx.prisma);
});
afterAll(async () => {
  await ctx.close();
});

const zoneTags = (html: string) => [...html.matchAll(/<meta name="site-timezone" content="([^"]*)" \/>/g)];

describe("the site's zone in every page", () => {
  test.each(["/", "/events", "/admin", "/page/membership-benefits", "/no-such-page"])(
    "%s names it once, in the head",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const tags = zoneTags(response.body);
      expect(tags.map((tag) => tag[1])).toEqual(["America/New_York"]);
      expect(response.body.indexOf(tags[0]?.[0] ?? "")).toBeLessThan(response.body.indexOf("</head>"));
    },
  );

  test("an event's date and time are drawn in it, on its page and in the list", async () => {
    // The Art Walk starts 2026-06-25 at 12:00 UTC: 8:00 AM in New York (5:00 AM in Los Angeles).
    const page = await ctx.app.inject({ method: "GET", url: `/events/${fixtures.events.upcoming}` });
    expect(page.body).toContain("8:00 AM – 10:00 AM");
    expect(page.body).toContain("Thursday, June 25, 2026 at 8:00 AM");
    expect(page.body).not.toContain("5:00 AM");
    const list = await ctx.app.inject({ method: "GET", url: "/events" });
    expect(list.body).toContain("8:00 AM – 10:00 AM");
    expect(list.body).not.toContain("5:00 AM");
  });

  test("an event page and a hidden one's 404 name it too", async () => {
    for (const id of [fixtures.events.upcoming, fixtures.events.draft]) {
      const response = await ctx.app.inject({ method: "GET", url: `/events/${id}` });
      expect(zoneTags(response.body).map((tag) => tag[1])).toEqual(["America/New_York"]);
    }
  });

  test("the error page served when the database cannot answer names it too", async () => {
    const broken = await setup({ webRoot, siteTimezone: "Europe/Paris", signIn: false, logger: false });
    await broken.db.close();
    try {
      const response = await broken.app.inject({ method: "GET", url: "/events" });
      expect(response.statusCode).toBe(500);
      expect(zoneTags(response.body).map((tag) => tag[1])).toEqual(["Europe/Paris"]);
    } finally {
      await broken.app.close();
    }
  });

  test("defaults to America/Los_Angeles", async () => {
    const plain = await setup({ webRoot, cache: noopCache, signIn: false });
    try {
      const response = await plain.app.inject({ method: "GET", url: "/" });
      expect(zoneTags(response.body).map((tag) => tag[1])).toEqual(["America/Los_Angeles"]);
    } finally {
      await plain.close();
    }
  });
});
