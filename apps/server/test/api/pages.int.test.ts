// REST /api/pages (docs/architecture.md §4): the list is admin-only, a page by slug is public only when
// published, slugs are unique (409) and new pages are drafts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectAdminOnly, expectError, expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.page.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Membership Benefits",
  slug: "membership-benefits",
  content: "## Why join\n\nNetworking, advocacy and <strong>visibility</strong>.",
  excerpt: "What members get.",
  published: true,
  ...overrides,
});

const rows = () => ctx.prisma.page.findMany({ orderBy: { id: "asc" } });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/pages",
    headers: ctx.auth,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; [key: string]: unknown }>();
}

describe("POST /api/pages", () => {
  it("creates a page", async () => {
    expect(await create()).toMatchObject(body());
    expect(await rows()).toHaveLength(1);
  });

  it("makes a page a draft unless told otherwise, and stores an empty excerpt as null", async () => {
    const { published: _p, ...draft } = body({ excerpt: "" });
    const response = await ctx.app.inject({ method: "POST", url: "/api/pages", headers: ctx.auth, payload: draft });
    expect(response.json()).toMatchObject({ published: false, excerpt: null });
  });

  it("answers 409 CONFLICT for a slug already in use, and keeps the first page", async () => {
    await create();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/pages",
      headers: ctx.auth,
      payload: body({ title: "Another" }),
    });
    expectError(response, 409, "CONFLICT");
    expect(await rows()).toHaveLength(1);
  });

  it("rejects a slug that is not lower-case words joined by hyphens, and names the missing fields", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/pages",
      headers: ctx.auth,
      payload: { title: "", slug: "Not A Slug!", content: "" },
    });
    expectValidationError(response, "title", "slug", "content");
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a caller without a valid token and stores nothing", async () => {
    await expectAdminOnly(ctx, { method: "POST", url: "/api/pages", payload: body() }, rows);
  });
});

describe("GET /api/pages and /api/pages/{slug}", () => {
  beforeEach(async () => {
    await ctx.prisma.page.createMany({
      data: [
        body({ title: "About", slug: "about-ojai-valley", published: true }),
        body({ title: "Draft", slug: "draft-page", published: false }),
      ],
    });
  });

  it("lists all pages, drafts included, for an admin", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/pages", headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { slug: string }[]).map((p) => p.slug).sort()).toEqual([
      "about-ojai-valley",
      "draft-page",
    ]);
  });

  it("refuses the page list to the public", async () => {
    await expectAdminOnly(ctx, { method: "GET", url: "/api/pages" }, rows);
  });

  it("serves a published page by slug to anyone", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/pages/about-ojai-valley" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "About", slug: "about-ojai-valley", content: body().content });
  });

  it("carries the content as the page shows it: sanitized HTML, without the heading that repeats the title", async () => {
    await ctx.prisma.page.create({
      data: body({
        title: "Visiting Ojai",
        slug: "visiting-ojai",
        content:
          '# Visiting Ojai\n\n<p onclick="steal()">Walk the <a href="javascript:alert(1)">trail</a>.</p>\n\n| Day | Open |\n|---|---|\n| Mon | 9 |\n\n<script>alert(2)</script>',
      }),
    });
    const response = await ctx.app.inject({ method: "GET", url: "/api/pages/visiting-ojai" });
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).toMatch(/^<p>Walk the <span>trail<\/span>\.<\/p>/);
    expect(html).toContain('<section class="content-table" tabindex="0" aria-label="Table"><table>');
    expect(html).not.toMatch(/Visiting Ojai|onclick|javascript|script|alert/);
  });

  it("describes the html in the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, { get?: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    }>();
    for (const path of ["/pages/{slug}", "/news/{id}"]) {
      const schema = doc.paths[path]?.get?.responses["200"]?.content["application/json"]?.schema as {
        properties: Record<string, { type: string; description?: string }>;
        required: string[];
      };
      expect(schema.properties.html, path).toMatchObject({
        type: "string",
        description: expect.stringMatching(/sanitized HTML/),
      });
      expect(schema.required, path).toContain("html");
    }
  });

  it("hides a draft page from the public (404) but shows it to an admin", async () => {
    expectError(await ctx.app.inject({ method: "GET", url: "/api/pages/draft-page" }), 404, "NOT_FOUND");
    const admin = await ctx.app.inject({ method: "GET", url: "/api/pages/draft-page", headers: ctx.auth });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ slug: "draft-page", published: false });
  });

  it("answers 404 for an unknown slug and 400 for an over-long one", async () => {
    expectError(await ctx.app.inject({ method: "GET", url: "/api/pages/nope" }), 404, "NOT_FOUND");
    expectValidationError(await ctx.app.inject({ method: "GET", url: `/api/pages/${"a".repeat(201)}` }), "slug");
  });
});

describe("PUT and DELETE /api/pages/{id}", () => {
  it("replaces a page", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/pages/${id}`,
      headers: ctx.auth,
      payload: body({ title: "Benefits of Membership", published: false }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, title: "Benefits of Membership", published: false });
  });

  it("answers 409 when an update takes another page's slug", async () => {
    await create();
    const { id } = await create({ slug: "business-resources" });
    const before = await rows();
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/pages/${id}`,
      headers: ctx.auth,
      payload: body({ slug: "membership-benefits" }),
    });
    expectError(response, 409, "CONFLICT");
    expect(await rows()).toEqual(before);
  });

  it("rejects invalid input on update and leaves the row unchanged", async () => {
    const { id } = await create();
    const before = await rows();
    expectValidationError(
      await ctx.app.inject({
        method: "PUT",
        url: `/api/pages/${id}`,
        headers: ctx.auth,
        payload: body({ slug: "-bad-" }),
      }),
      "slug",
    );
    expect(await rows()).toEqual(before);
  });

  it("deletes a page", async () => {
    const { id } = await create();
    const response = await ctx.app.inject({ method: "DELETE", url: `/api/pages/${id}`, headers: ctx.auth });
    expect(response.json()).toEqual({ success: true, id });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 404 for a missing id and 400 for a non-numeric one", async () => {
    expectError(
      await ctx.app.inject({ method: "PUT", url: "/api/pages/4242", headers: ctx.auth, payload: body() }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/pages/4242", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    expectValidationError(await ctx.app.inject({ method: "DELETE", url: "/api/pages/about", headers: ctx.auth }), "id");
  });

  it("refuses update and delete without a valid token and changes nothing", async () => {
    const { id } = await create();
    await expectAdminOnly(ctx, { method: "PUT", url: `/api/pages/${id}`, payload: body({ title: "Hijacked" }) }, rows);
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/pages/${id}` }, rows);
  });
});
