// The `scope` of a read (readScope in @chamber/core): public pages ask for "public", so an admin
// browsing the site in the tab where they signed in sees exactly what visitors see; "all" is for
// admins only and is refused, not narrowed, for anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;
let draftBusiness: number;
let draftEvent: number;
let pendingJob: number;

beforeAll(async () => {
  ctx = await setup(uncached);
  const common = { description: "d", address: "a", phone: "p" };
  await ctx.prisma.business.createMany({
    data: [
      { ...common, name: "Shown", category: "Retail" },
      { ...common, name: "Draft", category: "Retail", published: false },
    ],
  });
  draftBusiness = (await ctx.prisma.business.findFirstOrThrow({ where: { name: "Draft" } })).id;
  const date = new Date(Date.now() + 86_400_000);
  draftEvent = (
    await ctx.prisma.event.create({
      data: { title: "Hidden", description: "d", category: "Festival", location: "l", date, published: false },
    })
  ).id;
  await ctx.prisma.page.create({ data: { title: "Draft page", slug: "draft-page", content: "c", published: false } });
  const open = { postedAt: new Date(Date.now() - 86_400_000), closesAt: new Date(Date.now() + 86_400_000) };
  pendingJob = (
    await ctx.prisma.job.create({
      data: {
        ...open,
        title: "Pending job",
        description: "d",
        businessId: draftBusiness,
        employmentType: "full-time",
        applyEmail: "j@example.com",
        reviewState: "pending",
      },
    })
  ).id;
});
afterAll(() => ctx?.close());

const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((b) => b.name).sort();

describe("scope=public", () => {
  it("gives a signed-in admin the visitor's business list", async () => {
    const response = await ctx.app.inject({ url: "/api/businesses?scope=public", headers: ctx.auth });
    expect(names(response.body)).toEqual(["Shown"]);
  });

  it("hides a draft event and a draft page from a signed-in admin", async () => {
    const event = await ctx.app.inject({ url: `/api/events/${draftEvent}?scope=public`, headers: ctx.auth });
    expectError(event, 404, "NOT_FOUND");
    const page = await ctx.app.inject({ url: "/api/pages/draft-page?scope=public", headers: ctx.auth });
    expectError(page, 404, "NOT_FOUND");
  });

  it("hides a job waiting for approval from a signed-in admin", async () => {
    expectError(
      await ctx.app.inject({ url: `/api/jobs/${pendingJob}?scope=public`, headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    const list = await ctx.app.inject({ url: "/api/jobs?scope=public", headers: ctx.auth });
    expect(list.json()).toEqual([]);
    const all = await ctx.app.inject({ url: "/api/jobs?scope=all&review=pending", headers: ctx.auth });
    expect(all.json<{ id: number }[]>().map((job) => job.id)).toEqual([pendingJob]);
    expectError(await ctx.app.inject({ url: "/api/jobs?scope=all" }), 401, "UNAUTHORIZED");
    expectError(await ctx.app.inject({ url: "/api/deals?scope=all" }), 401, "UNAUTHORIZED");
  });
});

describe("scope=all", () => {
  it("gives an admin drafts too", async () => {
    const response = await ctx.app.inject({ url: "/api/businesses?scope=all", headers: ctx.auth });
    expect(names(response.body)).toEqual(["Draft", "Shown"]);
    const one = await ctx.app.inject({ url: `/api/businesses/${draftBusiness}?scope=all`, headers: ctx.auth });
    expect(one.statusCode).toBe(200);
  });

  it("is refused with 401 for an anonymous caller", async () => {
    expectError(await ctx.app.inject({ url: "/api/businesses?scope=all" }), 401, "UNAUTHORIZED");
    expectError(await ctx.app.inject({ url: "/api/events?scope=all" }), 401, "UNAUTHORIZED");
    expectError(await ctx.app.inject({ url: "/api/pages/draft-page?scope=all" }), 401, "UNAUTHORIZED");
  });

  it("rejects an unknown scope with 400", async () => {
    const response = await ctx.app.inject({ url: "/api/businesses?scope=everything" });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual(["scope"]);
  });
});

describe("no scope", () => {
  it("keeps docs/architecture.md §4: all for an admin, visible only for the public", async () => {
    expect(names((await ctx.app.inject({ url: "/api/businesses", headers: ctx.auth })).body)).toEqual([
      "Draft",
      "Shown",
    ]);
    expect(names((await ctx.app.inject({ url: "/api/businesses" })).body)).toEqual(["Shown"]);
  });
});
