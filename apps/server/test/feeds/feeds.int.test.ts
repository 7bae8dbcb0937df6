import { noopCache } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, T0, type TestContext } from "../helpers.ts";
import { icsLines, PUBLIC_URL, type SiteContentFixtures, seedSiteContent } from "../site-content-fixtures.ts";

let ctx: TestContext;
let fixtures: SiteContentFixtures;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0, cache: noopCache });
  fixtures = await seedSiteContent(ctx.prisma);
});
afterAll(() => ctx.close());

const uids = (text: string) => icsLines(text).filter((line) => line.startsWith("UID:"));

describe("GET /feeds/events.ics", () => {
  test("is a calendar of the visible upcoming events, soonest first", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(uids(response.body)).toEqual([
      `UID:event-${fixtures.events.upcoming}@ojaichamber.example`,
      `UID:event-${fixtures.events.winter}@ojaichamber.example`,
    ]);
    expect(response.body).not.toMatch(/Draft Gala|Scheduled Fair|Unlisted Sale|Spring Mixer/);
  });

  test("states local times in America/Los_Angeles with its VTIMEZONE, and links each event", async () => {
    const lines = icsLines((await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" })).body);
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(lines).toContain("DTSTART;TZID=America/Los_Angeles:20261204T183000");
    expect(lines).toContain("DTEND;TZID=America/Los_Angeles:20261204T203000");
    expect(lines).toContain(`URL;VALUE=URI:${PUBLIC_URL}/events/${fixtures.events.upcoming}`);
    expect(lines).toContain("LOCATION:Ojai Arcade\\, 323 E Ojai Ave");
    expect(lines).toContain("X-WR-CALNAME:Ojai Valley Chamber of Commerce Events");
  });

  test("uses CRLF line endings and lines of at most 75 octets", async () => {
    const body = (await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" })).body;
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("GET /feeds/events/{id}.ics", () => {
  test("is a calendar of that one event, offered as a download", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/feeds/events/${fixtures.events.upcoming}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="event-${fixtures.events.upcoming}.ics"`,
    );
    expect(uids(response.body)).toEqual([`UID:event-${fixtures.events.upcoming}@ojaichamber.example`]);
  });

  test("serves a visible past event too (its page still exists)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/feeds/events/${fixtures.events.past}.ics` });
    expect(response.statusCode).toBe(200);
  });

  test.each(["draft", "scheduled", "unlisted"] as const)("answers 404 for a %s event", async (state) => {
    const response = await ctx.app.inject({ method: "GET", url: `/feeds/events/${fixtures.events[state]}.ics` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Event not found", code: "NOT_FOUND" });
  });

  test.each(["999999.ics", "abc.ics", "1.ics.txt", "99999999999.ics", "1"])(
    "answers 404 for /feeds/events/%s",
    async (file) => {
      expect((await ctx.app.inject({ method: "GET", url: `/feeds/events/${file}` })).statusCode).toBe(404);
    },
  );
});

describe("GET /feeds/news.xml", () => {
  test("is an RSS 2.0 feed of the news, newest first, with absolute links", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/feeds/news.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const links = [...response.body.matchAll(/<guid isPermaLink="true">([^<]+)<\/guid>/g)].map((match) => match[1]);
    expect(links).toEqual([
      `${PUBLIC_URL}/news/${fixtures.articles.concerts}`,
      `${PUBLIC_URL}/news/${fixtures.articles.hostile}`,
    ]);
    expect(response.body).toContain(`<atom:link href="${PUBLIC_URL}/feeds/news.xml" rel="self"`);
  });

  test("escapes markup in a title so the feed stays well-formed", async () => {
    const body = (await ctx.app.inject({ method: "GET", url: "/feeds/news.xml" })).body;
    expect(body).toContain("<title>Wine &amp; Cheese &lt;Night&gt; &lt;/script&gt;&lt;!--</title>");
    expect(body).not.toContain("<Night>");
  });
});
