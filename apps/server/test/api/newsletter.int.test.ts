// POST /api/newsletter (public) and /api/newsletter-subscriptions (admin): docs/architecture.md §4.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  at,
  expectAdminOnly,
  expectError,
  expectValidationError,
  minutes,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.newsletterSubscription.deleteMany();
});

const rows = () => ctx.prisma.newsletterSubscription.findMany({ orderBy: { id: "asc" } });
const subscribe = (email: unknown) => ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email } });

describe("POST /api/newsletter", () => {
  it("subscribes an address, trimmed and lower-cased, active", async () => {
    const response = await subscribe("  Rosa.Diaz@Example.COM ");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await rows()).toMatchObject([{ email: "rosa.diaz@example.com", isActive: true }]);
  });

  it("answers a repeat exactly as the first time and keeps one row", async () => {
    const first = await subscribe("rosa@example.com");
    const again = await subscribe("ROSA@example.com");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
  });

  it("reactivates an inactive subscription on repeat", async () => {
    await ctx.prisma.newsletterSubscription.create({ data: { email: "rosa@example.com", isActive: false } });
    expect((await subscribe("rosa@example.com")).statusCode).toBe(200);
    expect(await rows()).toMatchObject([{ email: "rosa@example.com", isActive: true }]);
  });

  it("rejects a missing or malformed email", async () => {
    expectValidationError(await subscribe("not an email"), "email");
    expectValidationError(await subscribe(""), "email");
    expectValidationError(await ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: {} }), "email");
    expect(await rows()).toHaveLength(0);
  });

  it("ignores a client-supplied isActive", async () => {
    await ctx.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "a@example.com", isActive: false },
    });
    expect(await rows()).toMatchObject([{ isActive: true }]);
  });
});

describe("/api/newsletter-subscriptions", () => {
  beforeEach(async () => {
    await ctx.prisma.newsletterSubscription.createMany({
      data: [
        { email: "old@example.com", createdAt: at(T0, -minutes(10)) },
        { email: "new@example.com", createdAt: T0 },
      ],
    });
  });

  it("lists subscriptions newest first for an admin", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/newsletter-subscriptions", headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(Number), email: "new@example.com", isActive: true, createdAt: T0.toISOString() },
      { id: expect.any(Number), email: "old@example.com", isActive: true, createdAt: expect.any(String) },
    ]);
  });

  it("never shows subscriptions to the public", async () => {
    await expectAdminOnly(ctx, { method: "GET", url: "/api/newsletter-subscriptions" }, rows);
  });

  it("deletes a subscription; 404 for a missing id; 400 for a non-numeric one", async () => {
    const [first] = await rows();
    const response = await ctx.app.inject({
      method: "DELETE",
      url: `/api/newsletter-subscriptions/${first?.id}`,
      headers: ctx.auth,
    });
    expect(response.json()).toEqual({ success: true, id: first?.id });
    expect(await rows()).toHaveLength(1);
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/newsletter-subscriptions/4242", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    expectValidationError(
      await ctx.app.inject({ method: "DELETE", url: "/api/newsletter-subscriptions/x", headers: ctx.auth }),
      "id",
    );
  });

  it("refuses a delete without a valid token and deletes nothing", async () => {
    const [first] = await rows();
    await expectAdminOnly(ctx, { method: "DELETE", url: `/api/newsletter-subscriptions/${first?.id}` }, rows);
  });
});
