// REST /api/event-series and the occurrences it makes (decision 017): the rule in the site zone, a
// skipped date, an occurrence edited on its own, a series edit, the horizon, bounds on the list.
import { localDateTime } from "@chamber/core";
import { encodeImage, saveImage } from "@chamber/db";
import { pngImage } from "@chamber/db/test-images";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  expectAdminOnly,
  expectError,
  expectValidationError,
  manualClock,
  setup,
  type TestContext,
  uncached,
} from "../helpers.ts";

const zone = "America/Los_Angeles";
// Now: December 15, 2026. The series starts on the first Thursday of January 2027 at 6 PM.
const NOW = new Date("2026-12-15T20:00:00.000Z");
const clock = manualClock(NOW);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  clock.set(NOW);
  await ctx.prisma.event.deleteMany();
  await ctx.prisma.eventSeries.deleteMany();
});

interface Occurrence {
  id: number;
  title: string;
  date: string;
  status: string;
  seriesId: number | null;
  occurrenceDate: string | null;
}
interface Series {
  id: number;
  rule: string;
  exdates: string[];
  occurrences: Occurrence[];
}

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Members' Mixer",
  description: "First Thursday networking.",
  category: "networking",
  location: "Ojai Arcade",
  date: "2027-01-08T02:00:00.000Z",
  endDate: "2027-01-08T04:00:00.000Z",
  rule: "FREQ=MONTHLY;BYDAY=1TH",
  ...overrides,
});

async function createSeries(overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/event-series",
    headers: ctx.auth,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Series>();
}

const localStarts = (rows: { date: string }[]) => rows.map((row) => localDateTime(new Date(row.date), zone));

describe("POST /api/event-series", () => {
  it("makes the first Thursdays of the next 12 months as events, at 6 PM summer and winter", async () => {
    const series = await createSeries();
    expect(series.rule).toBe("FREQ=MONTHLY;BYDAY=+1TH");
    expect(localStarts(series.occurrences).slice(0, 4)).toEqual([
      "2027-01-07 18:00",
      "2027-02-04 18:00",
      "2027-03-04 18:00",
      "2027-04-01 18:00",
    ]);
    // 12 months from the first start (January 2027 to January 2028 inclusive of its first Thursday).
    expect(series.occurrences.length).toBe(13);
    expect(series.occurrences[6]).toMatchObject({ date: "2027-07-02T01:00:00.000Z", seriesId: series.id });
    const list = await ctx.app.inject({ method: "GET", url: "/api/events" });
    expect(list.json<Occurrence[]>()).toHaveLength(13);
  });

  it("stops at count or until", async () => {
    expect((await createSeries({ count: 3 })).occurrences).toHaveLength(3);
    expect((await createSeries({ until: "2027-03-31T00:00:00-07:00" })).occurrences).toHaveLength(3);
  });

  it("names a bad rule, both ends at once and an end before the start, storing nothing", async () => {
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "POST", url: "/api/event-series", headers: ctx.auth, payload: body(payload) });
    const bad = expectValidationError(await post({ rule: "FREQ=SOMETIMES" }), "rule");
    expect(bad.issues[0]?.message).toBe("Rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY");
    expectValidationError(await post({ rule: "FREQ=HOURLY" }), "rule");
    expectValidationError(await post({ count: 3, until: "2027-06-01T00:00:00Z" }), "count");
    expectValidationError(await post({ until: "2026-01-01T00:00:00Z" }), "until");
    expectValidationError(await post({ count: 0 }), "count");
    expect(await ctx.prisma.eventSeries.count()).toBe(0);
    expect(await ctx.prisma.event.count()).toBe(0);
  });

  it("refuses a rule that gives no date, or a first date it does not give, naming the field, on create and on edit", async () => {
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "POST", url: "/api/event-series", headers: ctx.auth, payload: body(payload) });
    // February 30 never comes.
    const never = expectValidationError(await post({ rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30" }), "rule");
    expect(never.issues[0]?.message).toBe("The rule gives no date in the 12 months from the first date");
    // First Tuesdays from Thursday, January 7: calendar apps would count January 7 as one.
    const offRule = expectValidationError(await post({ rule: "FREQ=MONTHLY;BYDAY=1TU" }), "date");
    expect(offRule.issues[0]?.message).toBe(
      "The first date must be one the rule gives: from this date it first gives 2027-02-02 18:00 (America/Los_Angeles)",
    );
    // 1:30 AM PDT on the November switch, ending 40 minutes later at 1:10 AM PST: on the wall
    // clock the rule reads, the end comes before the first date.
    const tooSoon = expectValidationError(
      await post({
        rule: "FREQ=YEARLY",
        date: "2027-11-07T08:30:00.000Z",
        endDate: null,
        until: "2027-11-07T09:10:00.000Z",
      }),
      "until",
    );
    expect(tooSoon.issues[0]?.message).toBe("The series ends before the first date its rule gives");
    expect(await ctx.prisma.eventSeries.count()).toBe(0);

    const series = await createSeries({ count: 3 });
    const edit = await ctx.app.inject({
      method: "PUT",
      url: `/api/event-series/${series.id}`,
      headers: ctx.auth,
      payload: body({ rule: "FREQ=MONTHLY;BYDAY=1TU" }),
    });
    expectValidationError(edit, "date");
    const read = await ctx.app.inject({ method: "GET", url: `/api/event-series/${series.id}` });
    expect(read.json<Series>()).toMatchObject({ rule: "FREQ=MONTHLY;BYDAY=+1TH" });
    expect(read.json<Series>().occurrences.map((row) => row.id)).toEqual(series.occurrences.map((row) => row.id));
  });

  it("gives every occurrence the series' photo, as a single event keeps its own", async () => {
    const photo = await saveImage(ctx.prisma, await encodeImage(await pngImage(900, 600)));
    const series = await createSeries({ imageId: photo.id, count: 3 });
    expect(series.occurrences).toHaveLength(3);
    for (const occurrence of series.occurrences) expect(occurrence).toMatchObject({ image: { id: photo.id } });
    expect(series).toMatchObject({ image: { id: photo.id } });
    const listed = await ctx.app.inject({ method: "GET", url: `/api/events?from=2027-01-01&to=2027-04-01` });
    expect(listed.json<{ image: { id: number } | null }[]>().map((event) => event.image?.id)).toEqual([
      photo.id,
      photo.id,
      photo.id,
    ]);
    // A series edit without a photo removes it from the occurrences it rewrites.
    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/event-series/${series.id}`,
      headers: ctx.auth,
      payload: body({ imageId: null, count: 3 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ occurrences: { image: unknown }[] }>().occurrences.map((o) => o.image)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("refuses a series photo that does not exist, naming imageId", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/event-series",
      headers: ctx.auth,
      payload: body({ imageId: 999_999 }),
    });
    expectValidationError(response, "imageId");
  });

  it("refuses a caller without a valid token", async () => {
    await expectAdminOnly(ctx, { method: "POST", url: "/api/event-series", payload: body() }, () =>
      ctx.prisma.eventSeries.findMany(),
    );
  });
});

describe("one occurrence and the whole series", () => {
  it("skips a deleted occurrence's date for good, and keeps an edited one through a series edit", async () => {
    const series = await createSeries({ count: 6 });
    const [, february, march, april] = series.occurrences;
    if (!february || !march || !april) throw new Error("expected occurrences");

    // Skip February.
    const skip = await ctx.app.inject({ method: "DELETE", url: `/api/events/${february.id}`, headers: ctx.auth });
    expect(skip.statusCode, skip.body).toBe(200);
    // Cancel March, move April a week later.
    const put = (id: number, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "PUT", url: `/api/events/${id}`, headers: ctx.auth, payload });
    expect((await put(march.id, { ...body(), date: march.date, endDate: null, status: "cancelled" })).statusCode).toBe(
      200,
    );
    const moved = await put(april.id, {
      ...body(),
      date: "2027-04-09T01:00:00.000Z",
      endDate: null,
      status: "rescheduled",
    });
    expect(moved.json()).toMatchObject({
      status: "rescheduled",
      previousDate: april.date,
      occurrenceDate: april.occurrenceDate,
      seriesId: series.id,
    });

    // The whole series is renamed.
    const edit = await ctx.app.inject({
      method: "PUT",
      url: `/api/event-series/${series.id}`,
      headers: ctx.auth,
      payload: body({ count: 6, title: "Business After Hours" }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = edit.json<Series>();
    expect(after.exdates).toEqual([february.date]);
    expect(after.occurrences.map((row) => [row.id, row.title, row.status])).toEqual([
      [series.occurrences[0]?.id, "Business After Hours", "scheduled"],
      [march.id, "Members' Mixer", "cancelled"],
      [april.id, "Members' Mixer", "rescheduled"],
      [series.occurrences[4]?.id, "Business After Hours", "scheduled"],
      [series.occurrences[5]?.id, "Business After Hours", "scheduled"],
    ]);
    // A cancelled occurrence keeps its page.
    const page = await ctx.app.inject({ method: "GET", url: `/api/events/${march.id}` });
    expect(page.json()).toMatchObject({ status: "cancelled" });
  });

  it("puts a skipped date back when its delete is undone", async () => {
    const series = await createSeries({ count: 3 });
    const second = series.occurrences[1];
    if (!second) throw new Error("expected an occurrence");
    await ctx.app.inject({ method: "DELETE", url: `/api/events/${second.id}`, headers: ctx.auth });
    const restore = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${second.id}/restore`,
      headers: ctx.auth,
    });
    expect(restore.json()).toMatchObject({ id: second.id, seriesId: series.id });
    const read = await ctx.app.inject({ method: "GET", url: `/api/event-series/${series.id}` });
    expect(read.json<Series>()).toMatchObject({ exdates: [] });
    expect(read.json<Series>().occurrences).toHaveLength(3);
  });

  it("deletes a series with its occurrences, and answers 404 afterwards", async () => {
    const series = await createSeries({ count: 3 });
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/event-series/${series.id}` }, () =>
      ctx.prisma.event.findMany(),
    );
    const response = await ctx.app.inject({
      method: "DELETE",
      url: `/api/event-series/${series.id}`,
      headers: ctx.auth,
    });
    expect(response.json()).toEqual({ success: true, id: series.id });
    expect(await ctx.prisma.event.count()).toBe(0);
    expectError(await ctx.app.inject({ method: "GET", url: `/api/event-series/${series.id}` }), 404, "NOT_FOUND");
    expectError(
      await ctx.app.inject({
        method: "PUT",
        url: `/api/event-series/${series.id}`,
        headers: ctx.auth,
        payload: body(),
      }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("the horizon and the list's bounds", () => {
  it("makes more occurrences as time passes, keeping the ids it made", async () => {
    const series = await createSeries();
    clock.set(new Date("2027-09-01T00:00:00.000Z"));
    const read = (await ctx.app.inject({ method: "GET", url: `/api/event-series/${series.id}` })).json<Series>();
    expect(read.occurrences.length).toBeGreaterThan(series.occurrences.length);
    expect(read.occurrences.slice(0, series.occurrences.length).map((row) => row.id)).toEqual(
      series.occurrences.map((row) => row.id),
    );
    // Twelve months from September 1, 2027: the last first Thursday before September 1, 2028.
    expect(localStarts(read.occurrences).at(-1)).toBe("2028-08-03 18:00");
  });

  it("bounds GET /api/events by from and to, whole days in the site zone", async () => {
    await createSeries();
    const list = await ctx.app.inject({ method: "GET", url: "/api/events?from=2027-03-01&to=2027-05-06" });
    expect(localStarts(list.json<Occurrence[]>())).toEqual([
      "2027-03-04 18:00",
      "2027-04-01 18:00",
      "2027-05-06 18:00",
    ]);
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/events?from=March" }), "from");
  });
});
