// REST /api/events' day bounds (docs/product.md §2, the events page's Today / This weekend / Next 7
// days / date range filters): `from` and `to` are site days (America/Los_Angeles), the whole `to`
// day included, and a range ending before it starts is a 400 naming `to`.

import { eventDayBounds, instantOfWallClock } from "@chamber/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;
// The list is not filtered by the clock here: the bounds alone decide.
beforeAll(async () => (ctx = await setup(uncached)));
afterAll(() => ctx?.close());
beforeEach(() => ctx.prisma.event.deleteMany());

const titles = (response: { json: () => unknown }) => (response.json() as { title: string }[]).map((e) => e.title);

describe("GET /api/events?from=&to=", () => {
  it("keeps the events starting on those site days, the last one whole", async () => {
    // Saturday 2026-06-20 and Sunday 2026-06-21 in Los Angeles (UTC-7).
    await ctx.prisma.event.createMany({
      data: [
        ["Friday night", "2026-06-20T06:30:00Z"], // Friday 11:30 PM
        ["Saturday morning", "2026-06-20T07:30:00Z"], // Saturday 12:30 AM
        ["Sunday late", "2026-06-22T06:30:00Z"], // Sunday 11:30 PM
        ["Monday", "2026-06-22T07:30:00Z"], // Monday 12:30 AM
      ].map(([title, date]) => ({
        title: title as string,
        description: "A valley event.",
        category: "Festival",
        location: "Libbey Park",
        date: new Date(date as string),
      })),
    });
    const response = await ctx.app.inject({ method: "GET", url: "/api/events?from=2026-06-20&to=2026-06-21" });
    expect(response.statusCode, response.body).toBe(200);
    // Past events come most recent first, so the order depends on the day the test runs.
    expect(titles(response).sort()).toEqual(["Saturday morning", "Sunday late"]);
  });

  it("refuses a range ending before it starts, on the list and on a page", async () => {
    expectValidationError(
      await ctx.app.inject({ method: "GET", url: "/api/events?from=2026-06-21&to=2026-06-20" }),
      "to",
    );
    expectValidationError(
      await ctx.app.inject({ method: "GET", url: "/api/events?from=2026-06-21&to=2026-06-20&limit=5&offset=0" }),
      "to",
    );
  });

  it("accepts a one-day range and refuses a date that is not one", async () => {
    const day = await ctx.app.inject({ method: "GET", url: "/api/events?from=2026-06-20&to=2026-06-20" });
    expect(day.statusCode, day.body).toBe(200);
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/events?from=2026-13-01" }), "from");
  });

  it("reads when=weekend as the coming weekend's site days, and refuses an unknown when", async () => {
    const weekend = eventDayBounds("weekend", new Date(), "America/Los_Angeles");
    const noonAfter = (day: string, days: number) => {
      const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
      return instantOfWallClock(
        { year, month, day: date + days, hour: 12, minute: 0, second: 0 },
        "America/Los_Angeles",
      );
    };
    await ctx.prisma.event.createMany({
      data: [
        { title: "Sunday fair", date: noonAfter(weekend.to, 0) },
        { title: "Wednesday talk", date: noonAfter(weekend.to, 3) },
      ].map((event) => ({ ...event, description: "A valley event.", category: "Festival", location: "Libbey Park" })),
    });
    const response = await ctx.app.inject({ method: "GET", url: "/api/events?when=weekend" });
    expect(response.statusCode, response.body).toBe(200);
    expect(titles(response)).toEqual(["Sunday fair"]);
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/events?when=later" }), "when");
  });
});
