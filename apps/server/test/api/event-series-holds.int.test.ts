// Requests about repeating events that once held the event loop for seconds (a rule that never
// gives a date, a series begun long ago with many starts a day, a date in year 9999) answer while
// a health check beside them waits no longer than 50 ms of the loop's time (event-loop.ts).
import type { InjectOptions as InjectRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectLoopHeldAtMost } from "../event-loop.ts";
import { expectValidationError, setup, T0, type TestContext } from "../helpers.ts";

const HOLD_BUDGET_MS = 50;
let ctx: TestContext;

const series = {
  title: "Members' Mixer",
  description: "First Thursday networking.",
  category: "Networking",
  location: "Ojai Arcade",
  date: "2026-07-03T01:00:00.000Z",
  rule: "FREQ=MONTHLY;BYDAY=1TH",
};

const post = (payload: Record<string, unknown>) =>
  ({ method: "POST", url: "/api/event-series", headers: ctx.auth, payload: { ...series, ...payload } }) as const;

type Request = Parameters<typeof expectLoopHeldAtMost>[2];

/** Sends the request beside a health check; fails when it holds the loop longer than the budget. */
async function withinBudget(next: InjectRequest | Request) {
  const make = typeof next === "function" ? next : () => next;
  return (await expectLoopHeldAtMost(ctx.app, HOLD_BUDGET_MS, make)).response;
}

const QUARTER_HOURS =
  "FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;BYMINUTE=0,15,30,45";
const QUARTER_MS = 15 * 60_000;

/**
 * A series made before starts a day were bounded: every quarter hour since January 1, 2000, its
 * next day of starts made as events and three later ones skipped. What its requests once cost was
 * walking the rule from 2000, whatever rows it has. Made again, it replaces the one made before.
 */
async function legacySeries() {
  await ctx.prisma.eventSeries.deleteMany({ where: { rule: QUARTER_HOURS } });
  const first = new Date("2000-01-01T08:00:00.000Z");
  const created = await ctx.prisma.eventSeries.create({
    data: {
      ...series,
      date: first,
      rule: QUARTER_HOURS,
      horizon: new Date("2027-06-15T12:00:00.000Z"),
      exdates: [1, 2, 3].map((day) => new Date(T0.getTime() + day * 24 * 60 * 60_000)),
    },
  });
  const starts = Array.from({ length: 96 }, (_, index) => new Date(T0.getTime() + index * QUARTER_MS));
  await ctx.prisma.event.createMany({
    data: starts.map((start) => ({
      title: series.title,
      description: series.description,
      category: series.category,
      location: series.location,
      date: start,
      seriesId: created.id,
      occurrenceDate: start,
    })),
  });
  return created.id;
}

beforeAll(async () => {
  ctx = await setup({ now: () => T0 });
  // Each path once, so what is measured is the request and not the first compilation of its code.
  expect((await ctx.app.inject(post({}))).statusCode).toBe(200);
  expect((await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" })).statusCode).toBe(200);
});
afterAll(() => ctx?.close());

describe("requests that once stalled the server answer within the loop's budget", () => {
  it("refuses a rule that never gives a date, naming it", async () => {
    const response = await withinBudget(post({ rule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30" }));
    const body = expectValidationError(response, "rule");
    expect(body.issues[0]?.message).toBe("The rule gives no date in the 12 months from the first date");
  });

  it("refuses a first date or an end outside 1900–2200, naming the field", async () => {
    const late = await withinBudget(post({ date: "9999-12-02T02:00:00.000Z", rule: "FREQ=MONTHLY;BYDAY=1TH" }));
    expect(expectValidationError(late, "date").issues[0]?.message).toBe("Date must be between 1900 and 2200");
    const early = await withinBudget(post({ date: "1899-12-07T18:00:00.000Z" }));
    expectValidationError(early, "date");
    const until = await withinBudget(post({ until: "9999-01-01T00:00:00.000Z" }));
    expect(expectValidationError(until, "until").issues[0]?.message).toBe("Until must be between 1900 and 2200");
  });

  it("refuses more than four starts a day, naming the rule", async () => {
    const response = await withinBudget(post({ date: "2026-07-01T07:00:00.000Z", rule: QUARTER_HOURS }));
    expect(expectValidationError(response, "rule").issues[0]?.message).toBe(
      "Rule gives 96 starts a day; at most 4 are allowed",
    );
  });

  it("refuses a count its rule reaches too rarely to count, and a series over long ago, naming the end", async () => {
    const leapDays = "FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=1";
    const rare = await withinBudget(post({ date: "2028-03-01T02:00:00.000Z", rule: leapDays, count: 500 }));
    expectValidationError(rare, "count");
    const over = await withinBudget(
      post({ date: "2001-01-05T02:00:00.000Z", rule: "FREQ=WEEKLY", until: "2020-01-01T00:00:00.000Z" }),
    );
    expect(expectValidationError(over, "until").issues[0]?.message).toBe("The series ended more than 12 months ago");
  });

  it("answers the calendar feed with a series begun in 2000, every quarter hour, uncached and cached", async () => {
    const id = await legacySeries();
    const feed = { method: "GET", url: "/feeds/events.ics" } as const;
    const uncached = await withinBudget(async () => {
      // A write through the API drops the cached feed, as any event or series write does.
      const event = { ...series, title: "Ojai Day", date: "2026-10-17T17:00:00.000Z" };
      await ctx.app.inject({ method: "POST", url: "/api/events", headers: ctx.auth, payload: event });
      return feed;
    });
    expect(uncached.statusCode).toBe(200);
    expect(uncached.body).toContain(`UID:series-${id}@`);
    expect(uncached.body).toContain("SUMMARY:Ojai Day");
    expect(uncached.body.match(/^EXDATE/gm)).toHaveLength(3);
    const cached = await withinBudget(feed);
    expect(cached.body).toBe(uncached.body);
  });

  it("edits that series, begun on Saturday, January 1, 2000, to a daily rule: a year of rows", async () => {
    // Every try is the heaviest edit: 95 of its day's rows removed and a year of daily ones made.
    const response = await withinBudget(async () => ({
      method: "PUT",
      url: `/api/event-series/${await legacySeries()}`,
      headers: ctx.auth,
      payload: { ...series, date: "2000-01-02T02:00:00.000Z", rule: "FREQ=DAILY" },
    }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ occurrences: { date: string }[] }>();
    expect(body.occurrences.filter((row) => new Date(row.date) > T0).length).toBeGreaterThanOrEqual(360);
  });

  it("puts back a deleted series with a year of daily occurrences", async () => {
    const { id } = (
      await ctx.app.inject(post({ title: "Daily Coffee", date: "2026-06-16T15:00:00.000Z", rule: "FREQ=DAILY" }))
    ).json<{ id: number }>();
    const response = await withinBudget(async () => {
      await ctx.app.inject({ method: "DELETE", url: `/api/event-series/${id}`, headers: ctx.auth });
      return { method: "POST", url: `/api/event-series/${id}/restore`, headers: ctx.auth };
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ occurrences: unknown[] }>().occurrences.length).toBeGreaterThanOrEqual(365);
  });
});

describe("the calendar feed's cache", () => {
  it("drops the feed on a series write", async () => {
    const created = await ctx.app.inject(post({ title: "Art Walk", date: "2026-07-03T01:00:00.000Z" }));
    const { id } = created.json<{ id: number }>();
    expect((await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" })).body).toContain(`UID:series-${id}@`);
    await ctx.app.inject({ method: "DELETE", url: `/api/event-series/${id}`, headers: ctx.auth });
    expect((await ctx.app.inject({ method: "GET", url: "/feeds/events.ics" })).body).not.toContain(`UID:series-${id}@`);
  });
});
