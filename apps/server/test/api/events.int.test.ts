// REST /api/events (docs/architecture.md §4): CRUD, admin guard, visibility at the boundary instants, the
// category filter (an event category by name or slug, in any case), upcoming-then-past order and the featured list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  at,
  days,
  expectAdminOnly,
  expectError,
  expectValidationError,
  hours,
  manualClock,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";

const clock = manualClock(T0);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  clock.set(T0);
  await ctx.prisma.event.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Ojai Day",
  description: "The valley's street fair.\nMusic, food and art.",
  category: "Festival",
  location: "Libbey Park",
  date: "2026-10-17T17:00:00.000Z",
  ...overrides,
});
const row = (overrides: Record<string, unknown> = {}) => ({ ...body(), date: at(T0, days(10)), ...overrides });

const rows = () => ctx.prisma.event.findMany({ orderBy: { id: "asc" } });
const titles = (response: { json: () => unknown }) => (response.json() as { title: string }[]).map((e) => e.title);

async function create(overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/events",
    headers: ctx.auth,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; [key: string]: unknown }>();
}

describe("POST /api/events", () => {
  it("creates an event with the docs/product.md §3 defaults and keeps line breaks", async () => {
    const created = await create();
    expect(created).toMatchObject({ ...body(), featured: false, published: true, publishedAt: null, unlistAt: null });
    expect(await rows()).toHaveLength(1);
  });

  it("reads a date with an offset as the instant it names", async () => {
    const created = await create({ date: "2026-07-03T18:30:00-07:00" });
    expect(created.date).toBe("2026-07-04T01:30:00.000Z");
  });

  it("names each bad field: missing title, unparseable date, over-long location", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/events",
      headers: ctx.auth,
      payload: body({ title: "   ", date: "someday", location: "x".repeat(301) }),
    });
    expectValidationError(response, "title", "date", "location");
    expect(await rows()).toHaveLength(0);
  });

  it("strips client-supplied id and timestamps and ignores customCategory", async () => {
    const created = await create({
      id: 77,
      createdAt: "2000-01-01T00:00:00Z",
      customCategory: "Parade",
      category: "community",
    });
    expect(created.id).not.toBe(77);
    expect(created.category).toBe("Community");
    expect(created).not.toHaveProperty("customCategory");
  });

  it("reads an empty publishedAt as null and a null published flag as published", async () => {
    expect(await create({ publishedAt: "", published: null })).toMatchObject({ publishedAt: null, published: true });
  });

  it("refuses a caller without a valid token and stores nothing", async () => {
    await expectAdminOnly(ctx, { method: "POST", url: "/api/events", payload: body() }, rows);
  });
});

describe("PUT and DELETE /api/events/{id}", () => {
  it("replaces an event", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${id}`,
      headers: ctx.auth,
      payload: body({ title: "Ojai Day 2026", featured: true }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, title: "Ojai Day 2026", featured: true });
  });

  it("rejects invalid input on update and leaves the row unchanged", async () => {
    const { id } = await create();
    const before = await rows();
    expectValidationError(
      await ctx.app.inject({ method: "PUT", url: `/api/events/${id}`, headers: ctx.auth, payload: body({ date: "" }) }),
      "date",
    );
    expect(await rows()).toEqual(before);
  });

  it("deletes an event", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({ method: "DELETE", url: `/api/events/${id}`, headers: ctx.auth });
    expect(response.json()).toEqual({ success: true, id });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 404 for a missing id and 400 for a non-numeric one", async () => {
    expectError(
      await ctx.app.inject({ method: "PUT", url: "/api/events/4242", headers: ctx.auth, payload: body() }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/events/4242", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    expectValidationError(await ctx.app.inject({ method: "DELETE", url: "/api/events/x1", headers: ctx.auth }), "id");
  });

  it("refuses update and delete without a valid token and changes nothing", async () => {
    const { id } = await create();
    await expectAdminOnly(ctx, { method: "PUT", url: `/api/events/${id}`, payload: body({ title: "Hijacked" }) }, rows);
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/events/${id}` }, rows);
  });
});

describe("visibility", () => {
  const cases = [
    { title: "Live", published: true },
    { title: "Draft", published: false },
    { title: "Scheduled", publishedAt: at(T0, 1) },
    { title: "Starts now", publishedAt: T0 },
    { title: "Unlisted now", unlistAt: T0 },
    { title: "Unlists soon", unlistAt: at(T0, 1) },
  ];
  const visible = ["Live", "Starts now", "Unlists soon"];

  beforeEach(async () => {
    await ctx.prisma.event.createMany({ data: cases.map((c) => row({ featured: true, ...c })) });
  });

  it("lists only visible events publicly; admin sees all", async () => {
    expect(titles(await ctx.app.inject({ method: "GET", url: "/api/events" })).sort()).toEqual([...visible].sort());
    const admin = await ctx.app.inject({ method: "GET", url: "/api/events", headers: ctx.auth });
    expect(titles(admin).sort()).toEqual(cases.map((c) => c.title).sort());
  });

  it("features only visible events", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/events/featured?limit=50" });
    expect(titles(response).sort()).toEqual([...visible].sort());
  });

  it("answers 404 publicly for a hidden event by id, 200 for an admin", async () => {
    for (const event of await rows()) {
      const publicRead = await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}` });
      if (visible.includes(event.title)) expect(publicRead.json()).toMatchObject({ id: event.id });
      else expectError(publicRead, 404, "NOT_FOUND");
      const adminRead = await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}`, headers: ctx.auth });
      expect(adminRead.statusCode).toBe(200);
    }
  });

  it("answers 404 for a missing id and 400 for a non-numeric one", async () => {
    expectError(await ctx.app.inject({ method: "GET", url: "/api/events/4242" }), 404, "NOT_FOUND");
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/events/abc" }), "id");
  });
});

describe("GET /api/events order and filter", () => {
  beforeEach(async () => {
    await ctx.prisma.event.createMany({
      data: [
        row({ title: "Last month", date: at(T0, -days(30)), category: "Community" }),
        row({ title: "Next week", date: at(T0, days(7)), category: "Business" }),
        row({ title: "Yesterday", date: at(T0, -days(1)), category: "Festival" }),
        row({ title: "Tomorrow", date: at(T0, days(1)), category: "Festival" }),
        row({ title: "Right now", date: T0, category: "Festival" }),
        row({ title: "Next year", date: at(T0, days(365)), category: "Workshop" }),
      ],
    });
  });

  it("lists upcoming events soonest first, then past events most recent first", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/events" });
    // An event at exactly now is no longer upcoming (docs/product.md §4: upcoming is later than now).
    expect(titles(response)).toEqual(["Tomorrow", "Next week", "Next year", "Right now", "Yesterday", "Last month"]);
  });

  it("filters by category ignoring case", async () => {
    const festival = await ctx.app.inject({ method: "GET", url: "/api/events?category=Festival" });
    expect(titles(festival)).toEqual(["Tomorrow", "Right now", "Yesterday"]);
    const business = await ctx.app.inject({ method: "GET", url: "/api/events?category=business" });
    expect(titles(business)).toEqual(["Next week"]);
    // A category the list does not have is a 400 naming the allowed ones.
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/events?category=parade" });
    expect(expectValidationError(unknown, "category").issues[0]?.message).toMatch(/^Category must be one of: Festival/);
  });

  it("reads %, _ and \\ in a category as text, never as wildcards or a 500", async () => {
    for (const category of ["%", "_", "\\", "%5C", "festiv%", "f_stival"]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/events?category=${encodeURIComponent(category)}`,
      });
      expectValidationError(response, "category");
    }
    await ctx.prisma.category.create({ data: { kind: "event", name: "50%_off", slug: "50-off", position: 90 } });
    await ctx.prisma.event.create({ data: row({ title: "Half off", date: at(T0, days(2)), category: "50%_off" }) });
    const literal = await ctx.app.inject({ method: "GET", url: "/api/events?category=50%25_OFF" });
    expect(titles(literal)).toEqual(["Half off"]);
    await ctx.prisma.event.deleteMany({ where: { category: "50%_off" } });
    await ctx.prisma.category.delete({ where: { kind_name: { kind: "event", name: "50%_off" } } });
  });

  it("answers a slice of the list across upcoming and past with limit and offset", async () => {
    const page = (query: string) => ctx.app.inject({ method: "GET", url: `/api/events?${query}` });
    expect(titles(await page("limit=2"))).toEqual(["Tomorrow", "Next week"]);
    expect(titles(await page("limit=2&offset=2"))).toEqual(["Next year", "Right now"]);
    expect(titles(await page("limit=10&offset=4"))).toEqual(["Yesterday", "Last month"]);
    expect(titles(await page("offset=6"))).toEqual([]);
    expect(titles(await page("limit=1&offset=1&category=festival"))).toEqual(["Right now"]);
  });

  it("never counts or shows a hidden event in a slice", async () => {
    await ctx.prisma.event.createMany({
      data: [
        row({ title: "Draft soon", date: at(T0, hours(1)), published: false }),
        row({ title: "Scheduled soon", date: at(T0, hours(2)), publishedAt: at(T0, days(1)) }),
      ],
    });
    const first = await ctx.app.inject({ method: "GET", url: "/api/events?limit=1" });
    expect(titles(first)).toEqual(["Tomorrow"]);
    const listPage = await ctx.app.inject({
      method: "GET",
      url: `/trpc/event.listPage?input=${encodeURIComponent(JSON.stringify({ limit: 2, offset: 0 }))}`,
    });
    expect(listPage.statusCode, listPage.body).toBe(200);
    const data = listPage.json<{ result: { data: { items: { title: string }[]; total: number } } }>().result.data;
    expect(data.total).toBe(6);
    expect(data.items.map((event) => event.title)).toEqual(["Tomorrow", "Next week"]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=201", "limit"],
    ["offset=-1", "offset"],
    ["limit=abc", "limit"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    expectValidationError(await ctx.app.inject({ method: "GET", url: `/api/events?${query}` }), field);
  });

  it("rejects an over-long category", async () => {
    expectValidationError(
      await ctx.app.inject({ method: "GET", url: `/api/events?category=${"c".repeat(101)}` }),
      "category",
    );
  });
});

describe("GET /api/events/featured", () => {
  beforeEach(async () => {
    await ctx.prisma.event.createMany({
      data: [
        row({ title: "Past featured", date: at(T0, -hours(1)), featured: true }),
        row({ title: "In five days", date: at(T0, days(5)), featured: true }),
        row({ title: "In one day", date: at(T0, days(1)), featured: true }),
        row({ title: "In two days, not featured", date: at(T0, days(2)) }),
        row({ title: "In three days", date: at(T0, days(3)), featured: true }),
        row({ title: "In nine days", date: at(T0, days(9)), featured: true }),
        row({ title: "Draft featured", date: at(T0, days(1)), featured: true, published: false }),
      ],
    });
  });

  it("returns three visible, featured, upcoming events, soonest first", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/events/featured" });
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toEqual(["In one day", "In three days", "In five days"]);
  });

  it("honours limit and rejects a bad one", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/events/featured?limit=10" });
    expect(titles(response)).toEqual(["In one day", "In three days", "In five days", "In nine days"]);
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/events/featured?limit=-1" }), "limit");
  });

  it("drops an event from the featured list once its date has passed", async () => {
    clock.set(at(T0, days(1)));
    const response = await ctx.app.inject({ method: "GET", url: "/api/events/featured" });
    expect(titles(response)).toEqual(["In three days", "In five days", "In nine days"]);
  });
});
