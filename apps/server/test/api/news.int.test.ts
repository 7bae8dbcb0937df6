// REST /api/news (docs/architecture.md §4, §6): public reads newest first; admin writes where an empty excerpt
// is derived from the content and an empty publishedAt is now.
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
  await ctx.prisma.newsArticle.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Farmers Market Moves to Saturdays",
  excerpt: "The Sunday market gets a new day.",
  content: "Starting in June the **Ojai Certified Farmers Market** runs on Saturdays.",
  category: "community",
  author: "Maria Alvarez",
  publishedAt: "2026-05-01T16:00:00.000Z",
  ...overrides,
});

const rows = () => ctx.prisma.newsArticle.findMany({ orderBy: { id: "asc" } });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/news",
    headers: ctx.auth,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; excerpt: string; publishedAt: string; [key: string]: unknown }>();
}

describe("POST /api/news", () => {
  it("creates an article as given", async () => {
    expect(await create()).toMatchObject(body());
    expect(await rows()).toHaveLength(1);
  });

  it("derives an excerpt from the content when it is empty, and dates an undated article now", async () => {
    const created = await create({ excerpt: "", publishedAt: "" });
    expect(created.excerpt).toBe("Starting in June the Ojai Certified Farmers Market runs on Saturdays.");
    expect(created.publishedAt).toBe(T0.toISOString());
  });

  it("cuts a derived excerpt of long content at a word, within 200 characters", async () => {
    const content = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const created = await create({ excerpt: null, publishedAt: null, content });
    expect(created.excerpt.length).toBeLessThanOrEqual(200);
    expect(created.excerpt).toMatch(/^word0 word1 .* word\d+…$/);
  });

  it("also derives the excerpt when excerpt and publishedAt are absent", async () => {
    const { excerpt: _e, publishedAt: _p, ...rest } = body();
    const response = await ctx.app.inject({ method: "POST", url: "/api/news", headers: ctx.auth, payload: rest });
    expect(response.json()).toMatchObject({
      excerpt: expect.stringContaining("Farmers Market"),
      publishedAt: T0.toISOString(),
    });
  });

  it("names each missing required field", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/news",
      headers: ctx.auth,
      payload: { title: "", excerpt: "x" },
    });
    expectValidationError(response, "title", "content", "category", "author");
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a caller without a valid token and stores nothing", async () => {
    await expectAdminOnly(ctx, { method: "POST", url: "/api/news", payload: body() }, rows);
  });
});

describe("GET /api/news", () => {
  it("lists articles newest first, publicly", async () => {
    await ctx.prisma.newsArticle.createMany({
      data: [
        { ...body(), title: "Older", publishedAt: at(T0, -days(10)) },
        { ...body(), title: "Newest", publishedAt: at(T0, -days(1)) },
        { ...body(), title: "Middle", publishedAt: at(T0, -days(5)) },
      ],
    });
    const response = await ctx.app.inject({ method: "GET", url: "/api/news" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { title: string }[]).map((a) => a.title)).toEqual(["Newest", "Middle", "Older"]);
  });

  it("returns one article by id; 404 when absent, 400 when the id is not a number", async () => {
    const { id } = await create();
    expect((await ctx.app.inject({ method: "GET", url: `/api/news/${id}` })).json()).toMatchObject({ id, ...body() });
    expectError(await ctx.app.inject({ method: "GET", url: "/api/news/4242" }), 404, "NOT_FOUND");
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/news/latest" }), "id");
  });
});

describe("PUT and DELETE /api/news/{id}", () => {
  it("replaces an article, deriving an emptied excerpt again", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/news/${id}`,
      headers: ctx.auth,
      payload: body({ title: "Market Update", excerpt: "", content: "New *hours* announced." }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, title: "Market Update", excerpt: "New hours announced." });
  });

  it("rejects invalid input on update and leaves the row unchanged", async () => {
    const { id } = await create();
    const before = await rows();
    expectValidationError(
      await ctx.app.inject({ method: "PUT", url: `/api/news/${id}`, headers: ctx.auth, payload: body({ author: "" }) }),
      "author",
    );
    expect(await rows()).toEqual(before);
  });

  it("deletes an article", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({ method: "DELETE", url: `/api/news/${id}`, headers: ctx.auth });
    expect(response.json()).toEqual({ success: true, id });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 404 for a missing id", async () => {
    expectError(
      await ctx.app.inject({ method: "PUT", url: "/api/news/4242", headers: ctx.auth, payload: body() }),
      404,
      "NOT_FOUND",
    );
    expectError(await ctx.app.inject({ method: "DELETE", url: "/api/news/4242", headers: ctx.auth }), 404, "NOT_FOUND");
  });

  it("refuses update and delete without a valid token and changes nothing", async () => {
    const { id } = await create();
    await expectAdminOnly(ctx, { method: "PUT", url: `/api/news/${id}`, payload: body({ title: "Hijacked" }) }, rows);
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/news/${id}` }, rows);
  });
});
