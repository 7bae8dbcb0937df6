// A series seen through REST as a visitor follows it (decision 017): the events list with a series
// once (`series=once`), an occurrence's series, a skipped date's answer, and the whole series as one
// .ics file that ical.js expands with its skipped date.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, type TestContext, uncached } from "../helpers.ts";

const NOW = new Date("2026-12-15T20:00:00.000Z");
let ctx: TestContext;
let id = 0;
let occurrences: { id: number; date: string }[] = [];

const series = {
  title: "Members' Mixer",
  description: "First Thursday networking.",
  category: "networking",
  location: "Ojai Arcade",
  date: "2027-01-08T02:30:00.000Z",
  rule: "FREQ=MONTHLY;BYDAY=1TH",
  count: 4,
  cost: "$10 members, $15 guests",
};

beforeAll(async () => {
  ctx = await setup({ ...uncached, publicUrl: "https://ojaichamber.example", now: () => NOW });
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/event-series",
    headers: ctx.auth,
    payload: series,
  });
  ({ id, occurrences } = created.json<{ id: number; occurrences: { id: number; date: string }[] }>());
  await ctx.app.inject({ method: "DELETE", url: `/api/events/${occurrences[1]?.id}`, headers: ctx.auth });
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });

describe("GET /api/events?series=once", () => {
  test("lists the series once by its next occurrence, with its rule in words", async () => {
    const each = (await get("/api/events?category=networking")).json<{ seriesId: number | null }[]>();
    expect(each.filter((row) => row.seriesId === id)).toHaveLength(3);
    const once = await get("/api/events?category=networking&series=once");
    expect(once.statusCode).toBe(200);
    const rows = once.json<{ id: number; seriesId: number | null; repeats: string | null; cost: string }[]>();
    expect(rows.filter((row) => row.seriesId === id)).toEqual([
      expect.objectContaining({ id: occurrences[0]?.id, repeats: "Every first Thursday, 6:30 PM", cost: series.cost }),
    ]);
    expect((await get("/api/events?series=all")).statusCode).toBe(400);
  });
});

describe("GET /api/events/{id}/series and /skipped", () => {
  test("an occurrence names its series, its rule in words and its next dates", async () => {
    const response = await get(`/api/events/${occurrences[0]?.id}/series`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      words: "Every first Thursday, 6:30 PM",
      next: [{ id: occurrences[2]?.id }, { id: occurrences[3]?.id }],
    });
  });

  test("a skipped date answers its series and the next date; anything else is a 404", async () => {
    const skipped = await get(`/api/events/${occurrences[1]?.id}/skipped`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      seriesId: id,
      date: occurrences[1]?.date,
      next: { id: occurrences[2]?.id, date: occurrences[2]?.date },
    });
    expect((await get(`/api/events/${occurrences[1]?.id}`)).statusCode).toBe(404);
    expect((await get(`/api/events/${occurrences[0]?.id}/skipped`)).statusCode).toBe(404);
    expect((await get("/api/events/999999/skipped")).statusCode).toBe(404);
    expect((await get("/api/events/abc/skipped")).statusCode).toBe(400);
  });
});

describe("GET /feeds/series/{id}.ics", () => {
  test("is the whole series, which ical.js expands without its skipped date", async () => {
    const response = await get(`/feeds/series/${id}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="series-${id}.ics"`);
    const [master] = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents("vevent");
    if (!master) throw new Error("no VEVENT");
    const event = new ICAL.Event(master);
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual([occurrences[0]?.date, occurrences[2]?.date, occurrences[3]?.date]);
    expect((await get("/feeds/series/999999.ics")).statusCode).toBe(404);
  });
});
