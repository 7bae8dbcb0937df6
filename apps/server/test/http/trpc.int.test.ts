// The tRPC door (/trpc) serves the same procedures as REST: same data, same 401 semantics, same
// validation. The web app uses this door; integrators use /api.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGED_TOKEN, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
  await ctx.prisma.business.createMany({
    data: [
      {
        name: "Ojai Pixie Cafe",
        description: "Tangerine pastries",
        category: "Dining",
        address: "1 Main",
        phone: "555-0101",
      },
      { name: "Valley Goods", description: "Linens", category: "Retail", address: "2 Main", phone: "555-0102" },
      {
        name: "Hidden Draft",
        description: "Not yet",
        category: "Dining",
        address: "3 Main",
        phone: "555-0103",
        published: false,
      },
    ],
  });
});
afterAll(() => ctx?.close());

const query = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });

type TrpcError = { error: { message: string; data: { code: string; httpStatus: number } } };

describe("/trpc", () => {
  it("answers a query with the same data as REST", async () => {
    const trpc = await query("business.list", { category: "Dining" });
    expect(trpc.statusCode).toBe(200);
    const rest = await ctx.app.inject({ method: "GET", url: "/api/businesses?category=Dining" });
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(rest.json());
    expect(rest.json()).toMatchObject([{ name: "Ojai Pixie Cafe" }]);
  });

  it("shows an admin the drafts through the same door", async () => {
    const trpc = await query("business.list", {}, ctx.auth);
    const names = trpc.json<{ result: { data: { name: string }[] } }>().result.data.map((b) => b.name);
    expect(names).toContain("Hidden Draft");
  });

  it("refuses a mutation without a valid token with 401 UNAUTHORIZED and changes nothing", async () => {
    const before = await ctx.prisma.business.count();
    const input = { name: "Intruder", description: "x", category: "Retail", address: "x", phone: "x" };
    for (const headers of [{}, { authorization: `Bearer ${FORGED_TOKEN}` }]) {
      const response = await ctx.app.inject({ method: "POST", url: "/trpc/business.create", headers, payload: input });
      expect(response.statusCode).toBe(401);
      const body = response.json<TrpcError>();
      expect(body.error.data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
      expect(JSON.stringify(body)).not.toContain("stack");
    }
    expect(await ctx.prisma.business.count()).toBe(before);
  });

  it("runs mutations: a public one, and an admin one with the bearer token", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/trpc/newsletter.subscribe",
      payload: { email: " Trpc@Example.com " },
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx.prisma.newsletterSubscription.findMany()).toMatchObject([{ email: "trpc@example.com" }]);
    const deleted = await ctx.app.inject({
      method: "POST",
      url: "/trpc/business.delete",
      headers: ctx.auth,
      payload: { id: (await ctx.prisma.business.findFirstOrThrow({ where: { name: "Valley Goods" } })).id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.prisma.business.count({ where: { name: "Valley Goods" } })).toBe(0);
  });

  it("reports invalid input per field for the web app's forms", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/trpc/contact.send", payload: { firstName: "" } });
    expect(response.statusCode).toBe(400);
    const data = response.json<{ error: { data: { code: string; fieldErrors: Record<string, string[]> } } }>().error
      .data;
    expect(data.code).toBe("BAD_REQUEST");
    expect(Object.keys(data.fieldErrors)).toEqual(expect.arrayContaining(["firstName", "email", "message"]));
  });
});
