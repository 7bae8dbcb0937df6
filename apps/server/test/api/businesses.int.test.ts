// REST /api/businesses (docs/architecture.md §4): CRUD, admin guard, visibility at the exact boundary instants,
// the category filter (a category of the list, by name or slug) and search, and input hygiene.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  at,
  days,
  expectAdminOnly,
  expectError,
  expectValidationError,
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
  await ctx.prisma.business.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Ojai Coffee Roasters",
  description: "Small-batch coffee roasted in the East End.",
  category: "Dining",
  address: "123 E Ojai Ave, Ojai, CA 93023",
  phone: "(805) 555-0100",
  ...overrides,
});

const rows = () => ctx.prisma.business.findMany({ orderBy: { id: "asc" } });
const names = (response: { json: () => unknown }) => (response.json() as { name: string }[]).map((b) => b.name);

async function create(overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/businesses",
    headers: ctx.auth,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; [key: string]: unknown }>();
}

describe("POST /api/businesses", () => {
  it("creates a business with the docs/product.md §3 defaults and returns it", async () => {
    const created = await create();
    expect(created).toMatchObject({
      ...body(),
      website: null,
      email: null,
      featured: false,
      published: true,
      publishedAt: null,
      unlistAt: null,
    });
    expect(created.createdAt).toEqual(expect.stringMatching(/Z$/));
    expect(await rows()).toHaveLength(1);
  });

  it("rejects an over-long name and a bad email, naming both fields", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: body({ name: "n".repeat(201), email: "not-an-email" }),
    });
    expectValidationError(response, "name", "email");
    expect(await rows()).toHaveLength(0);
  });

  it("accepts a name of exactly 200 characters", async () => {
    expect((await create({ name: "n".repeat(200) })).name).toHaveLength(200);
  });

  it("names every missing required field", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/businesses", headers: ctx.auth, payload: {} });
    expectValidationError(response, "name", "description", "category", "address", "phone");
  });

  it("refuses a caller without a valid token and stores nothing", async () => {
    await expectAdminOnly(ctx, { method: "POST", url: "/api/businesses", payload: body() }, rows);
  });

  it("strips id, timestamps, isActive and unknown keys, and trims strings", async () => {
    const created = await create({
      id: 999,
      createdAt: "2000-01-01T00:00:00.000Z",
      updatedAt: "2000-01-01T00:00:00.000Z",
      isActive: false,
      owner: "someone",
      name: "  Ojai Coffee Roasters  ",
      phone: " (805) 555-0100\n",
    });
    expect(created.id).not.toBe(999);
    expect(created.createdAt).not.toBe("2000-01-01T00:00:00.000Z");
    expect(created.name).toBe("Ojai Coffee Roasters");
    expect(created.phone).toBe("(805) 555-0100");
    expect(created).not.toHaveProperty("owner");
    expect(created).not.toHaveProperty("isActive");
  });

  it("adds https:// to a website typed without a scheme and keeps an explicit one", async () => {
    expect((await create({ website: "ojaicoffee.example" })).website).toBe("https://ojaicoffee.example");
    expect((await create({ website: "http://ojaicoffee.example/menu" })).website).toBe(
      "http://ojaicoffee.example/menu",
    );
  });

  it("refuses a website that is not a web address", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: body({ website: "javascript:alert(1)" }),
    });
    expectValidationError(response, "website");
  });

  it("takes the category by slug in any case, answers its name, and drops an old client's customCategory", async () => {
    const created = await create({ category: "LODGING", customCategory: "Bakery" });
    expect(created.category).toBe("Lodging");
    expect(created).not.toHaveProperty("customCategory");
  });

  it("reads empty optional fields as null and a null published flag as published", async () => {
    const created = await create({ publishedAt: "", unlistAt: null, website: "", email: "", published: null });
    expect(created).toMatchObject({ publishedAt: null, unlistAt: null, website: null, email: null, published: true });
  });

  it("rejects a publishedAt that is not a date-time", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: body({ publishedAt: "next tuesday" }),
    });
    expectValidationError(response, "publishedAt");
  });
});

describe("PUT /api/businesses/{id}", () => {
  it("replaces the business", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/businesses/${id}`,
      headers: ctx.auth,
      payload: body({ name: "Ojai Tea House", featured: true, published: false }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, name: "Ojai Tea House", featured: true, published: false });
    expect(await ctx.prisma.business.findUnique({ where: { id } })).toMatchObject({ name: "Ojai Tea House" });
  });

  it("rejects invalid input and leaves the row unchanged", async () => {
    const { id } = await create();
    const before = await rows();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/businesses/${id}`,
      headers: ctx.auth,
      payload: body({ name: "" }),
    });
    expectValidationError(response, "name");
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for a missing id", async () => {
    const response = await ctx.app.inject({
      method: "PUT",
      url: "/api/businesses/4242",
      headers: ctx.auth,
      payload: body(),
    });
    expectError(response, 404, "NOT_FOUND");
  });

  it("answers 400 for a non-numeric id", async () => {
    const response = await ctx.app.inject({
      method: "PUT",
      url: "/api/businesses/abc",
      headers: ctx.auth,
      payload: body(),
    });
    expectValidationError(response, "id");
  });

  it("refuses a caller without a valid token and changes nothing", async () => {
    const { id } = await create();
    await expectAdminOnly(
      ctx,
      { method: "PUT", url: `/api/businesses/${id}`, payload: body({ name: "Hijacked" }) },
      rows,
    );
  });
});

describe("DELETE /api/businesses/{id}", () => {
  it("deletes the business", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({ method: "DELETE", url: `/api/businesses/${id}`, headers: ctx.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, id });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 404 for a missing id and 400 for a non-numeric one", async () => {
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/businesses/4242", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    expectValidationError(
      await ctx.app.inject({ method: "DELETE", url: "/api/businesses/abc", headers: ctx.auth }),
      "id",
    );
  });

  it("refuses a caller without a valid token and deletes nothing", async () => {
    const { id } = await create();
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/businesses/${id}` }, rows);
  });
});

describe("visibility", () => {
  // All featured, so the featured list obeys the same rule.
  const cases = [
    { name: "Live", published: true },
    { name: "Draft", published: false },
    { name: "Scheduled", publishedAt: at(T0, 1) },
    { name: "Starts now", publishedAt: T0 },
    { name: "Unlisted now", unlistAt: T0 },
    { name: "Unlists soon", unlistAt: at(T0, 1) },
    { name: "Unlisted yesterday", publishedAt: at(T0, -days(30)), unlistAt: at(T0, -days(1)) },
  ];
  const visible = ["Live", "Starts now", "Unlists soon"];
  const hidden = ["Draft", "Scheduled", "Unlisted now", "Unlisted yesterday"];

  beforeEach(async () => {
    await ctx.prisma.business.createMany({ data: cases.map((c) => ({ ...body(), featured: true, ...c })) });
  });

  it("lists only visible businesses publicly: publishedAt === now shows, unlistAt === now hides", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses" });
    expect(response.statusCode).toBe(200);
    expect(names(response).sort()).toEqual([...visible].sort());
  });

  it("lists every business for an admin", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses", headers: ctx.auth });
    expect(names(response).sort()).toEqual(cases.map((c) => c.name).sort());
  });

  it("shows only visible businesses among the featured", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses/featured?limit=50" });
    expect(names(response).sort()).toEqual([...visible].sort());
  });

  it("answers 404 publicly for a hidden business by id, 200 for an admin", async () => {
    const all = await rows();
    for (const business of all) {
      const publicRead = await ctx.app.inject({ method: "GET", url: `/api/businesses/${business.id}` });
      if (hidden.includes(business.name)) expectError(publicRead, 404, "NOT_FOUND");
      else expect(publicRead.json()).toMatchObject({ id: business.id, name: business.name });
      const adminRead = await ctx.app.inject({
        method: "GET",
        url: `/api/businesses/${business.id}`,
        headers: ctx.auth,
      });
      expect(adminRead.statusCode).toBe(200);
    }
  });

  it("follows the clock: a scheduled business appears once its publishedAt arrives", async () => {
    clock.set(at(T0, 1));
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses" });
    expect(names(response)).toContain("Scheduled");
    expect(names(response)).not.toContain("Unlists soon");
  });

  it("hides a business whose unlistAt has passed even when featured", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses/featured?limit=50" });
    expect(names(response)).not.toContain("Unlisted yesterday");
  });
});

describe("GET /api/businesses/{id}", () => {
  it("returns one visible business", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({ method: "GET", url: `/api/businesses/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: "Ojai Coffee Roasters" });
  });

  it("answers 404 for a missing id and 400 for a non-numeric one", async () => {
    expectError(await ctx.app.inject({ method: "GET", url: "/api/businesses/4242" }), 404, "NOT_FOUND");
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/businesses/abc" }), "id");
  });
});

describe("GET /api/businesses/featured", () => {
  beforeEach(async () => {
    await ctx.prisma.business.createMany({
      data: ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map((name, i) => ({ ...body(), name, featured: i !== 1 })),
    });
  });

  it("returns three featured businesses by default, never an unfeatured one", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses/featured" });
    expect(response.statusCode).toBe(200);
    expect(names(response)).toHaveLength(3);
    expect(names(response)).not.toContain("Bravo");
  });

  it("honours limit", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses/featured?limit=2" });
    expect(names(response)).toHaveLength(2);
    const all = await ctx.app.inject({ method: "GET", url: "/api/businesses/featured?limit=10" });
    expect(names(all).sort()).toEqual(["Alpha", "Charlie", "Delta", "Echo"]);
  });

  it("rejects a limit that is not a positive number", async () => {
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/businesses/featured?limit=0" }), "limit");
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/businesses/featured?limit=lots" }), "limit");
  });
});

describe("GET /api/businesses filters", () => {
  const categories = ["Dining", "Retail", "Services", "Health & Wellness", "Arts", "Lodging"];

  beforeEach(async () => {
    await ctx.prisma.business.createMany({
      data: categories.map((category) => ({
        ...body(),
        name: `The ${category} place`,
        description: "Open daily.",
        category,
      })),
    });
  });

  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/businesses?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { category: string }[]).map((b) => b.category).sort();
  };

  it.each(categories)("keeps the %s category alone", async (category) => {
    expect(await list(`category=${encodeURIComponent(category)}`)).toEqual([category]);
  });

  it("reads a category's name or slug in any case", async () => {
    expect(await list("category=dining")).toEqual(["Dining"]);
    expect(await list("category=HEALTH-WELLNESS")).toEqual(["Health & Wellness"]);
  });

  it("refuses a category not in the list, naming the allowed ones", async () => {
    for (const category of ["Restaurant", "%25", "_", "%5C"]) {
      const refused = await ctx.app.inject({ method: "GET", url: `/api/businesses?category=${category}` });
      expect(expectValidationError(refused, "category").issues[0]?.message).toMatch(
        /^Category must be one of: Dining, Retail, /,
      );
    }
  });

  it("searches name, description and category, ignoring case", async () => {
    await ctx.prisma.business.createMany({
      data: [
        { ...body(), name: "Topa Topa Brewing", description: "Craft beer", category: "Dining" },
        { ...body(), name: "Valley Goods", description: "Hand-thrown POTTERY and linens", category: "Retail" },
      ],
    });
    const search = async (text: string) => {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/businesses?search=${encodeURIComponent(text)}`,
      });
      return names(response).sort();
    };
    expect(await search("topa topa")).toEqual(["Topa Topa Brewing"]);
    expect(await search("pottery")).toEqual(["Valley Goods"]);
    expect(await search("LODGI")).toEqual(["The Lodging place"]);
    expect(await search("no such thing")).toEqual([]);
  });

  it("reads %, _ and \\ in a search or a category's name literally, never as wildcards or a 500", async () => {
    await ctx.prisma.category.create({ data: { kind: "business", name: "50%_off", slug: "50-off", position: 90 } });
    await ctx.prisma.business.createMany({
      data: [
        { ...body(), name: "100% Juice Bar", description: "Fresh", category: "50%_off" },
        { ...body(), name: "Back\\slash Books", description: "Paths", category: "Retail" },
        { ...body(), name: "Under_score Tea", description: "Leaves", category: "Dining" },
      ],
    });
    const search = async (query: string) => {
      const response = await ctx.app.inject({ method: "GET", url: `/api/businesses?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return names(response).sort();
    };
    expect(await search("search=%25")).toEqual(["100% Juice Bar"]);
    expect(await search("search=_")).toEqual(["100% Juice Bar", "Under_score Tea"]);
    expect(await search("search=%5C")).toEqual(["Back\\slash Books"]);
    expect(await search("search=%5C%5C")).toEqual([]);
    expect(await search("search=0%25_")).toEqual(["100% Juice Bar"]);
    expect(await search("category=50%25_off")).toEqual(["100% Juice Bar"]);
    await ctx.prisma.business.deleteMany({ where: { category: "50%_off" } });
    await ctx.prisma.category.delete({ where: { kind_name: { kind: "business", name: "50%_off" } } });
  });

  it("combines a category with a search", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/businesses?category=Dining&search=place" });
    expect(names(response)).toEqual(["The Dining place"]);
  });

  it("rejects an over-long search or category", async () => {
    expectValidationError(
      await ctx.app.inject({ method: "GET", url: `/api/businesses?search=${"s".repeat(201)}` }),
      "search",
    );
    expectValidationError(
      await ctx.app.inject({ method: "GET", url: `/api/businesses?category=${"c".repeat(101)}` }),
      "category",
    );
  });

  it("never shows a draft through a filter", async () => {
    await ctx.prisma.business.create({
      data: { ...body(), name: "Secret Supper Club", category: "Dining", published: false },
    });
    expect(names(await ctx.app.inject({ method: "GET", url: "/api/businesses?category=Dining" }))).not.toContain(
      "Secret Supper Club",
    );
    expect(names(await ctx.app.inject({ method: "GET", url: "/api/businesses?search=secret" }))).toEqual([]);
  });
});

describe("GET /api/businesses?limit&offset", () => {
  beforeEach(async () => {
    await ctx.prisma.business.createMany({
      data: [
        ...["Echo", "Alpha", "Delta", "Charlie", "Bravo"].map((name) => body({ name })),
        body({ name: "Aaa Draft", published: false }),
        body({ name: "Aab Unlisted", unlistAt: at(T0, -days(1)) }),
      ],
    });
  });

  const get = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: `/api/businesses${query}`, headers });

  it("answers one slice of the visible list, in name order, as the same plain array", async () => {
    const page = await get("?limit=2&offset=1");
    expect(page.statusCode, page.body).toBe(200);
    expect(names(page)).toEqual(["Bravo", "Charlie"]);
    expect(names(await get("?limit=2"))).toEqual(["Alpha", "Bravo"]);
    expect(names(await get("?offset=3"))).toEqual(["Delta", "Echo"]);
    expect(names(await get("?limit=100&offset=5"))).toEqual([]);
  });

  it("still answers the whole visible list without limit or offset", async () => {
    expect(names(await get(""))).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "Echo"]);
  });

  it("never shows a hidden business in a slice, but an admin's scope=all does", async () => {
    expect(names(await get("?limit=1&offset=0"))).toEqual(["Alpha"]);
    expect(names(await get("?limit=2&offset=0&scope=all", ctx.auth))).toEqual(["Aaa Draft", "Aab Unlisted"]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=201", "limit"],
    ["limit=ten", "limit"],
    ["limit=2.5", "limit"],
    ["offset=-1", "offset"],
    ["offset=x", "offset"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    expectValidationError(await get(`?${query}`), field);
  });

  it("takes limit=100 and offset=0 at the edges", async () => {
    expect(names(await get("?limit=100&offset=0"))).toHaveLength(5);
    expect(names(await get("?limit=1&category=Dining"))).toEqual(["Alpha"]);
  });
});

describe("business.listPage over /trpc", () => {
  beforeEach(async () => {
    await ctx.prisma.business.createMany({
      data: [
        ...["Echo", "Alpha", "Delta"].map((name) => body({ name })),
        body({ name: "Aaa Draft", published: false }),
      ],
    });
  });

  const listPage = (input: Record<string, unknown>) =>
    ctx.app.inject({
      method: "GET",
      url: `/trpc/business.listPage?input=${encodeURIComponent(JSON.stringify(input))}`,
    });

  it("answers a page with the number of visible businesses", async () => {
    const response = await listPage({ limit: 2, offset: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ result: { data: { items: { name: string }[]; total: number } } }>().result.data;
    expect(page.items.map((business) => business.name)).toEqual(["Delta", "Echo"]);
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
  });

  it("refuses a limit over 100", async () => {
    expect((await listPage({ limit: 500 })).statusCode).toBe(400);
  });
});

describe("GET /api/businesses?search= (the directory's ranking)", () => {
  beforeEach(async () => {
    // A category whose name holds the word, for the category's place in the ranking.
    await ctx.prisma.category.upsert({
      where: { kind_name: { kind: "business", name: "Coffee" } },
      create: { kind: "business", name: "Coffee", slug: "coffee", position: 91 },
      update: {},
    });
    await ctx.prisma.business.createMany({
      data: [
        { ...body(), name: "Arcade Books", category: "Retail", description: "Novels, maps and a coffee corner." },
        { ...body(), name: "Coffee", category: "Dining", description: "Espresso." },
        { ...body(), name: "Pink Moment Coffee House", category: "Dining", description: "Pour-over." },
        { ...body(), name: "Bean There", category: "Coffee", description: "Roasts." },
        { ...body(), name: "Hidden Coffee", category: "Dining", description: "Draft.", published: false },
      ],
    });
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: "GET", url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ name: string; match?: unknown }[]>();
  };

  it("answers the exact name first, then the name, the category, the description, with one typo forgiven", async () => {
    const ranked = ["Coffee", "Pink Moment Coffee House", "Bean There", "Arcade Books"];
    expect((await get("/api/businesses?search=coffee")).map((b) => b.name)).toEqual(ranked);
    expect((await get("/api/businesses?search=COFEE")).map((b) => b.name).slice(1)).toEqual(ranked.slice(1));
    expect((await get("/api/businesses?search=coffee&limit=2&offset=1")).map((b) => b.name)).toEqual(
      ranked.slice(1, 3),
    );
    expect((await get("/api/businesses?search=coffee&category=Dining")).map((b) => b.name)).toEqual([
      "Coffee",
      "Pink Moment Coffee House",
    ]);
    // An admin's search sees the draft too, ranked with the rest.
    expect((await get("/api/businesses?search=coffee&scope=all", ctx.auth)).map((b) => b.name)).toContain(
      "Hidden Coffee",
    );
  });

  it("says where the words were found, as character ranges, and only when searching", async () => {
    const [first] = await get("/api/businesses?search=pink%20cofee");
    expect(first).toMatchObject({
      name: "Pink Moment Coffee House",
      match: {
        name: [
          { start: 0, end: 4 },
          { start: 12, end: 18 },
        ],
        category: [],
        description: [],
      },
    });
    expect((await get("/api/businesses"))[0]).not.toHaveProperty("match");
  });

  it("describes the ranking and the match ranges in the OpenAPI document", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, { get?: { description?: string } }>;
    }>();
    expect(document.paths["/businesses"]?.get?.description).toMatch(/one typo/);
    expect(JSON.stringify(document)).toContain('"match"');
  });
});

describe("GET /api/businesses/by-slug/{slug} and photoIds", () => {
  it("answers a visible business by its slug or an old one, shareable; hidden and unknown are 404", async () => {
    const created = await create({ photoIds: [] });
    expect(created).toMatchObject({ slug: "ojai-coffee-roasters", photos: [] });
    const found = await ctx.app.inject({ method: "GET", url: "/api/businesses/by-slug/ojai-coffee-roasters" });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: created.id, slug: "ojai-coffee-roasters" });
    expect(found.headers["cache-control"]).toMatch(/^public/);

    await ctx.app.inject({
      method: "PUT",
      url: `/api/businesses/${created.id}`,
      headers: ctx.auth,
      payload: body({ name: "Ojai Coffee Works" }),
    });
    const old = await ctx.app.inject({ method: "GET", url: "/api/businesses/by-slug/ojai-coffee-roasters" });
    expect(old.json()).toMatchObject({ id: created.id, slug: "ojai-coffee-works" });

    await create({ name: "Quiet Draft", published: false });
    for (const slug of ["quiet-draft", "nothing-here"]) {
      expectError(await ctx.app.inject({ method: "GET", url: `/api/businesses/by-slug/${slug}` }), 404, "NOT_FOUND");
    }
  });

  it("refuses more than 8 photos or an unknown image, naming photoIds", async () => {
    const tooMany = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: body({ photoIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }),
    });
    expectValidationError(tooMany, "photoIds");
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: body({ photoIds: [987654] }),
    });
    expectValidationError(unknown, "photoIds");
    expect(await rows()).toEqual([]);
  });
});
