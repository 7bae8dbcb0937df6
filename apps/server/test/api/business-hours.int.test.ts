// REST opening hours and social links on /api/businesses: a write with both and its read, the
// 400s that name the bad field, and GET /api/businesses?openNow=true at a fixed clock in the site's
// zone (America/Los_Angeles), combined with a category and a search, and in the OpenAPI document.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectValidationError, manualClock, setup, T0, type TestContext, uncached } from "../helpers.ts";

const clock = manualClock(T0);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  clock.set(T0);
  await ctx.prisma.business.deleteMany();
});

const week = (opens: string, closes: string) =>
  Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ opens, closes }]]));

const post = (name: string, overrides: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/businesses",
    headers: ctx.auth,
    payload: {
      name,
      description: "A business in Ojai.",
      category: "Dining",
      address: "123 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0100",
      ...overrides,
    },
  });

const openNames = async (query = "") => {
  const response = await ctx.app.inject({ method: "GET", url: `/api/businesses?openNow=true${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ name: string }[]>().map((business) => business.name);
};

describe("opening hours and social links over REST", () => {
  it("stores hours and links and answers them on every read", async () => {
    const hours = { weekly: week("09:00", "17:00"), note: "By appointment on Sundays", exceptions: [] };
    const social = { facebook: "https://www.facebook.com/ojaicoffee" };
    const created = await post("Ojai Coffee", { hours, social });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const read = await ctx.app.inject({ method: "GET", url: `/api/businesses/${id}` });
    expect(read.json()).toMatchObject({ hours, social });
    const plain = await post("Ojai Tea");
    expect(plain.json()).toMatchObject({ hours: null, social: {} });
  });

  it("answers 400 naming a bad time, a third span and an http:// link", async () => {
    const spans = [
      { opens: "08:00", closes: "09:00" },
      { opens: "10:00", closes: "11:00" },
      { opens: "12:00", closes: "13:00" },
    ];
    const response = await post("Refused", {
      hours: { weekly: { ...week("09:00", "25:00"), tue: spans }, exceptions: [] },
      social: { youtube: "http://youtube.com/@ojai" },
    });
    const body = expectValidationError(response, "hours.weekly.mon.0.closes", "hours.weekly.tue", "social.youtube");
    expect(body.issues.map((issue) => issue.message)).toContain("The YouTube link must be an https:// address");
  });

  it("GET ?openNow=true answers the businesses open now, with a category and a search", async () => {
    await post("Morning Cafe", { hours: { weekly: week("07:00", "14:00"), exceptions: [] } });
    await post("Late Bar", { hours: { weekly: week("17:00", "01:00"), exceptions: [] } });
    await post("Hardware Store", { category: "Retail", hours: { weekly: week("08:00", "18:00"), exceptions: [] } });
    await post("Unknown Hours Deli");

    clock.set(new Date("2026-06-16T09:00:00-07:00"));
    expect(await openNames()).toEqual(["Hardware Store", "Morning Cafe"]);
    expect(await openNames("&category=retail")).toEqual(["Hardware Store"]);
    expect(await openNames("&search=cafe")).toEqual(["Morning Cafe"]);
    expect(await openNames("&limit=1&offset=1")).toEqual(["Morning Cafe"]);
    clock.set(new Date("2026-06-17T00:30:00-07:00"));
    expect(await openNames()).toEqual(["Late Bar"]);
    const all = await ctx.app.inject({ method: "GET", url: "/api/businesses?openNow=false" });
    expect(all.json()).toHaveLength(4);
  });

  it("answers 400 for an openNow that is not true or false", async () => {
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/businesses?openNow=soon" }), "openNow");
  });

  it("documents openNow, hours and social in the OpenAPI document", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const list = document.paths["/businesses"].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toContain("openNow");
    expect(JSON.stringify(document.paths["/businesses"].post)).toMatch(/"hours"[\s\S]*"social"/);
  });
});
