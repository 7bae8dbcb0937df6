// The submissions' REST contract (decision 020): 202 { id, status: "pending" }, SPAM_CHECK in the
// standard error body, 5 an hour per client, admin moderation behind 401, and nothing public
// before approval.
import { defaultRateLimits } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  at,
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
import { listingSubmission } from "./listing-fixture.ts";

const clock = manualClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
});
afterAll(() => ctx?.close());

const event = {
  title: "Porch Concert",
  description: "Folk music on the arcade porch.",
  category: "music",
  location: "Ojai Arcade",
  date: "2026-07-04T18:30:00-07:00",
  organizerName: "June Carver",
  organizerEmail: "june@example.com",
  website: "junecarver.example",
};

const listing = listingSubmission;

/** A token fetched at T0, with the clock then set `ageMs` later. */
async function token(app = ctx.app, ageMs = 10_000): Promise<string> {
  clock.set(T0);
  const response = await app.inject({ method: "GET", url: "/api/submissions/token" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toMatch(/no-store/);
  clock.set(at(T0, ageMs));
  return response.json<{ token: string }>().token;
}

const submit = (kind: "events" | "businesses", payload: Record<string, unknown>, app = ctx.app) =>
  app.inject({ method: "POST", url: `/api/submissions/${kind}`, payload });

describe("POST /api/submissions/events and /businesses", () => {
  it("answers 202 with the pending receipt and shows nothing publicly", async () => {
    const response = await submit("events", { ...event, formToken: await token() });
    expect(response.statusCode, response.body).toBe(202);
    const receipt = response.json<{ id: number; status: string }>();
    expect(receipt).toEqual({ id: expect.any(Number), status: "pending" });
    const stored = await ctx.prisma.submission.findUniqueOrThrow({ where: { id: receipt.id } });
    expect(stored).toMatchObject({ kind: "event", status: "pending", submitterEmail: "june@example.com" });
    expect(stored.payload).toMatchObject({ website: "https://junecarver.example" });
    expect(stored.payload).not.toHaveProperty("formToken");
    const events = await ctx.app.inject({ method: "GET", url: "/api/events" });
    expect(events.json<{ title: string }[]>().map((row) => row.title)).not.toContain("Porch Concert");
    const page = await ctx.app.inject({ method: "GET", url: "/api/submissions" });
    expectError(page, 401, "UNAUTHORIZED");
  });

  it("refuses a missing, early, expired or reused token and a filled honeypot with SPAM_CHECK", async () => {
    const before = await ctx.prisma.submission.count();
    expectError(await submit("events", event), 400, "SPAM_CHECK");
    expectError(await submit("events", { ...event, formToken: await token(ctx.app, 1_000) }), 400, "SPAM_CHECK");
    expectError(
      await submit("events", { ...event, formToken: await token(ctx.app, hours(2) + 1_000) }),
      400,
      "SPAM_CHECK",
    );
    const once = await token();
    expectError(
      await submit("businesses", { ...listing, formToken: once, url: "https://spam.example" }),
      400,
      "SPAM_CHECK",
    );
    expect((await submit("businesses", { ...listing, formToken: once })).statusCode).toBe(202);
    expectError(await submit("businesses", { ...listing, formToken: once }), 400, "SPAM_CHECK");
    expect(await ctx.prisma.submission.count()).toBe(before + 1);
  });

  it("names each bad field with 400 and bounds the sizes", async () => {
    const formToken = await token();
    expectValidationError(
      await submit("events", { ...event, title: "", organizerEmail: "nope", date: "tomorrow", formToken }),
      "title",
      "organizerEmail",
      "date",
    );
    expectValidationError(
      await submit("businesses", { ...listing, description: "x".repeat(5001), formToken }),
      "description",
    );
    expectValidationError(await submit("businesses", { ...listing, businessId: "abc", formToken }), "businessId");
  });

  it("allows 5 submissions an hour per client, events and listings together", async () => {
    const limited = await setup({
      ...uncached,
      db: ctx.db,
      now: clock.now,
      rateLimits: defaultRateLimits,
      signIn: false,
    });
    try {
      for (let i = 0; i < 5; i++) {
        const kind = i % 2 === 0 ? "events" : "businesses";
        const response = await submit(
          kind,
          { ...(i % 2 === 0 ? event : listing), formToken: await token(limited.app) },
          limited.app,
        );
        expect(response.statusCode, `submission ${i + 1}: ${response.body}`).toBe(202);
      }
      const sixth = await submit("events", { ...event, formToken: await token(limited.app) }, limited.app);
      expectError(sixth, 429, "TOO_MANY_REQUESTS");
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("moderation: /api/submissions", () => {
  it("lists pending ones, approves one into a public event and rejects another with a reason", async () => {
    const first = (await submit("events", { ...event, title: "Approved Show", formToken: await token() })).json<{
      id: number;
    }>();
    const second = (await submit("businesses", { ...listing, name: "Rejected Shop", formToken: await token() })).json<{
      id: number;
    }>();
    const pending = await ctx.app.inject({ method: "GET", url: "/api/submissions?status=pending", headers: ctx.auth });
    expect(pending.statusCode).toBe(200);
    const ids = pending.json<{ id: number; status: string }[]>().map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));

    const approved = await ctx.app.inject({
      method: "POST",
      url: `/api/submissions/${first.id}/approve`,
      headers: ctx.auth,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const result = approved.json<{ status: string; resultId: number; decidedAt: string }>();
    expect(result).toMatchObject({ status: "approved", resultId: expect.any(Number), decidedAt: expect.any(String) });
    const shown = await ctx.app.inject({ method: "GET", url: `/api/events/${result.resultId}` });
    expect(shown.json()).toMatchObject({ title: "Approved Show" });

    const rejected = await ctx.app.inject({
      method: "POST",
      url: `/api/submissions/${second.id}/reject`,
      headers: ctx.auth,
      payload: { reason: "Outside the valley" },
    });
    expect(rejected.json()).toMatchObject({ status: "rejected", reason: "Outside the valley", resultId: null });
    const businesses = await ctx.app.inject({ method: "GET", url: "/api/businesses?search=Rejected" });
    expect(businesses.json()).toEqual([]);

    const again = await ctx.app.inject({
      method: "POST",
      url: `/api/submissions/${first.id}/reject`,
      headers: ctx.auth,
      payload: { reason: "Changed my mind" },
    });
    expectError(again, 409, "CONFLICT");
  });

  it("answers 404 for an unknown submission and 401 without credentials, changing nothing", async () => {
    expectError(
      await ctx.app.inject({ method: "POST", url: "/api/submissions/999999/approve", headers: ctx.auth, payload: {} }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/submissions/999999", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    const { id } = (await submit("events", { ...event, formToken: await token() })).json<{ id: number }>();
    const snapshot = () => ctx.prisma.submission.findMany({ orderBy: { id: "asc" } });
    await expectAdminOnly(ctx, { method: "POST", url: `/api/submissions/${id}/approve`, payload: {} }, snapshot);
    await expectAdminOnly(
      ctx,
      { method: "POST", url: `/api/submissions/${id}/reject`, payload: { reason: "x" } },
      snapshot,
    );
    await expectAdminOnly(ctx, { method: "GET", url: "/api/submissions?status=pending" }, snapshot);
  });

  it("is described in the OpenAPI document, with the 202 answers", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths["/submissions/events"]?.post?.responses ?? {})).toContain("202");
    expect(Object.keys(document.paths["/submissions/businesses"]?.post?.responses ?? {})).toContain("202");
    for (const path of ["/submissions", "/submissions/token", "/submissions/{id}"])
      expect(document.paths[path]?.get).toBeDefined();
    expect(document.paths["/submissions/{id}/approve"]?.post?.responses).toHaveProperty("409");
    expect(document.paths["/submissions/{id}/reject"]?.post?.responses).toHaveProperty("409");
  });
});
