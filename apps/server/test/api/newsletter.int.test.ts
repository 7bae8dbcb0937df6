// The newsletter through the REST door (docs/decisions/037-newsletter-double-opt-in.md): POST
// /api/newsletter answers 202 and mails a confirmation link through a real SMTP server in process;
// the link confirms by POST only; the one-click unsubscribe takes a mail provider's web-form POST
// with no cookie nor Origin; preferences; and the staff's list.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  at,
  expectAdminOnly,
  expectError,
  expectValidationError,
  minutes,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";
import { body, header, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";

const PUBLIC_URL = "https://chamber.test.example";
let ctx: TestContext;
let peer: SmtpPeer;
let close = async () => {};

beforeAll(async () => {
  ({ peer, ctx, close } = await startMailApp({ ...uncached, publicUrl: PUBLIC_URL }, { staffEmail: null }));
});
afterAll(() => close());
beforeEach(async () => {
  await ctx.prisma.newsletterSubscription.deleteMany();
  await ctx.prisma.webhookEndpoint.deleteMany();
  await ctx.prisma.webhookEvent.deleteMany();
  peer.arrived.length = 0;
});

const rows = () => ctx.prisma.newsletterSubscription.findMany({ orderBy: { id: "asc" } });
const subscribe = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: payload as object });
/** The token of the link of `page` in a mail. */
const linkIn = (text: string, page: "confirm" | "unsubscribe") =>
  new RegExp(`${PUBLIC_URL}/newsletter/${page}/([0-9a-f]+)`).exec(text)?.[1] ?? "";

/** The mail to `email` holding the link of `page` with its subscription's current token (not a mail of an earlier test's row). */
async function mailWithLink(email: string, page: "confirm" | "unsubscribe" = "confirm") {
  const { token } = await ctx.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } });
  return vi.waitFor(
    () => {
      const mail = peer.arrived.find((sent) => sent.to.includes(email) && linkIn(body(sent.raw), page) === token);
      if (!mail) throw new Error(`no mail to ${email} with its ${page} link yet`);
      return { mail, token };
    },
    { timeout: 5_000, interval: 25 },
  );
}

/** Signs `email` up and answers the token of the confirmation link mailed to it. */
async function mailedToken(email: string): Promise<string> {
  expect((await subscribe({ email })).statusCode).toBe(202);
  return (await mailWithLink(email)).token;
}

describe("POST /api/newsletter", () => {
  it("answers 202, stores the address pending and mails its confirmation link", async () => {
    const response = await subscribe({ email: "  Rosa.Diaz@Example.COM " });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/inbox/) });
    const [row] = await rows();
    expect(row).toMatchObject({ email: "rosa.diaz@example.com", status: "pending", isActive: false });
    const { mail } = await mailWithLink("rosa.diaz@example.com");
    expect(header(mail.raw, "subject")).toMatch(/^Confirm your subscription to the .+ newsletter$/);
  });

  it("answers a repeat exactly as the first time and keeps one row", async () => {
    const first = await subscribe({ email: "rosa@example.com" });
    const again = await subscribe({ email: "ROSA@example.com" });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
  });

  it("takes lists; refuses the members-only list for an address that is no member account's", async () => {
    expect((await subscribe({ email: "a@example.com", lists: ["events"] })).statusCode).toBe(202);
    expect(await rows()).toMatchObject([{ lists: ["events"] }]);
    const refused = await subscribe({ email: "b@example.com", lists: ["news", "members"] });
    expectValidationError(refused, "lists");
    expect(refused.json().issues[0].message).toMatch(/member account/);
    expectValidationError(await subscribe({ email: "c@example.com", lists: ["weekly"] }), "lists.0");
    expectValidationError(await subscribe({ email: "c@example.com", lists: [] }), "lists");
    expect(await rows()).toHaveLength(1);
  });

  it("rejects a missing or malformed email", async () => {
    expectValidationError(await subscribe({ email: "not an email" }), "email");
    expectValidationError(await subscribe({ email: "" }), "email");
    expectValidationError(await subscribe({}), "email");
    expect(await rows()).toHaveLength(0);
  });

  it("ignores a client-supplied isActive or status", async () => {
    await subscribe({ email: "a@example.com", isActive: true, status: "confirmed" });
    expect(await rows()).toMatchObject([{ isActive: false, status: "pending" }]);
  });
});

describe("confirming by the mailed link", () => {
  it("GET answers the state and changes nothing; POST confirms; the webhook fires on confirmation only", async () => {
    await ctx.prisma.webhookEndpoint.create({
      data: { url: "https://hooks.example/x", events: ["newsletter.subscribed"], secret: "whsec_dGVzdA==" },
    });
    const token = await mailedToken("rosa@example.com");
    const read = await ctx.app.inject({ method: "GET", url: `/api/newsletter/confirm/${token}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      email: "ro…@example.com",
      status: "pending",
      lists: ["news", "events"],
      membersListAllowed: false,
    });
    expect(await rows()).toMatchObject([{ status: "pending", isActive: false }]);
    expect(await ctx.prisma.webhookEvent.count()).toBe(0);

    const confirmed = await ctx.app.inject({ method: "POST", url: `/api/newsletter/confirm/${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed" });
    expect(await rows()).toMatchObject([{ status: "confirmed", isActive: true, confirmedAt: expect.any(Date) }]);
    expect((await ctx.prisma.webhookEvent.findMany()).map((event) => event.type)).toEqual(["newsletter.subscribed"]);
    const activity = await ctx.prisma.activityEntry.findMany({
      where: { entity: "NewsletterSubscription" },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(activity).toMatchObject([{ actorKind: "visitor", action: "update" }]);
  });

  it("an address never confirmed stays pending and inactive", async () => {
    await mailedToken("late@example.com");
    expect(await rows()).toMatchObject([{ status: "pending", isActive: false, confirmedAt: null }]);
    const confirmedOnly = await ctx.app.inject({
      method: "GET",
      url: "/api/newsletter-subscriptions?status=confirmed",
      headers: ctx.auth,
    });
    expect(confirmedOnly.json()).toEqual([]);
  });

  it("an unknown token is 404 on every link; a malformed one too", async () => {
    const unknown = "f".repeat(64);
    for (const [method, path] of [
      ["GET", "confirm"],
      ["POST", "confirm"],
      ["GET", "preferences"],
      ["POST", "unsubscribe"],
    ] as const)
      expectError(await ctx.app.inject({ method, url: `/api/newsletter/${path}/${unknown}` }), 404, "NOT_FOUND");
    expectError(
      await ctx.app.inject({
        method: "PUT",
        url: `/api/newsletter/preferences/${unknown}`,
        payload: { lists: ["news"] },
      }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("POST /api/newsletter/unsubscribe/{token} (one-click)", () => {
  it("unsubscribes from a mail provider's form post with no cookie nor Origin, and again answers the same", async () => {
    const token = await mailedToken("rosa@example.com");
    await ctx.app.inject({ method: "POST", url: `/api/newsletter/confirm/${token}` });
    const oneClick = () =>
      ctx.app.inject({
        method: "POST",
        url: `/api/newsletter/unsubscribe/${token}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
        payload: "List-Unsubscribe=One-Click",
      });
    const response = await oneClick();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "unsubscribed" });
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    expect(await rows()).toMatchObject([{ status: "unsubscribed", isActive: false, unsubscribedAt: expect.any(Date) }]);
    const again = await oneClick();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    // Its reference says so: no 415 for a body that is not JSON, as every other write has.
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths["/newsletter/unsubscribe/{token}"]?.post?.responses ?? {})).not.toContain("415");
    expect(Object.keys(document.paths["/newsletter"]?.post?.responses ?? {})).toContain("415");
  });

  it("takes an empty body or JSON too; 404 for an unknown token in the error body", async () => {
    const token = await mailedToken("ann@example.com");
    const empty = await ctx.app.inject({ method: "POST", url: `/api/newsletter/unsubscribe/${token}` });
    expect(empty.statusCode, empty.body).toBe(200);
    const json = await ctx.app.inject({ method: "POST", url: `/api/newsletter/unsubscribe/${token}`, payload: {} });
    expect(json.statusCode, json.body).toBe(200);
    expectError(
      await ctx.app.inject({
        method: "POST",
        url: "/api/newsletter/unsubscribe/nope",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("signing up again after unsubscribing is pending again, with a new mail", async () => {
    const token = await mailedToken("back@example.com");
    await ctx.app.inject({ method: "POST", url: `/api/newsletter/unsubscribe/${token}` });
    peer.arrived.length = 0;
    expect(await mailedToken("back@example.com")).toBe(token);
    expect(await rows()).toMatchObject([{ status: "pending", isActive: false }]);
  });
});

describe("preferences by the link", () => {
  it("reads and saves the lists; refuses none, and members-only for a non-member", async () => {
    const token = await mailedToken("rosa@example.com");
    const put = (lists: unknown) =>
      ctx.app.inject({ method: "PUT", url: `/api/newsletter/preferences/${token}`, payload: { lists } });
    const saved = await put(["events"]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ lists: ["events"] });
    const read = await ctx.app.inject({ method: "GET", url: `/api/newsletter/preferences/${token}` });
    expect(read.json()).toMatchObject({ lists: ["events"], status: "pending" });
    expectValidationError(await put([]), "lists");
    expectValidationError(await put(["members"]), "lists");
    expect(await rows()).toMatchObject([{ lists: ["events"] }]);
  });

  it("a member account's address may hold the members-only list", async () => {
    await ctx.prisma.member.upsert({
      where: { email: "mia@ojaicoffee.example" },
      create: { email: "mia@ojaicoffee.example", name: "Mia Vega" },
      update: {},
    });
    const response = await subscribe({ email: "Mia@OjaiCoffee.example", lists: ["members"] });
    expect(response.statusCode, response.body).toBe(202);
    const token = (await rows())[0]?.token;
    const read = await ctx.app.inject({ method: "GET", url: `/api/newsletter/preferences/${token}` });
    expect(read.json()).toMatchObject({ lists: ["members"], membersListAllowed: true });
  });
});

describe("/api/newsletter-subscriptions", () => {
  beforeEach(async () => {
    await ctx.prisma.newsletterSubscription.createMany({
      data: [
        { email: "old@example.com", createdAt: at(T0, -minutes(10)) },
        {
          email: "new@example.com",
          createdAt: T0,
          status: "confirmed",
          isActive: true,
          confirmedAt: T0,
          lists: ["news"],
        },
      ],
    });
  });

  it("lists subscriptions newest first with their status and lists, filtered by status", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/newsletter-subscriptions", headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        email: "new@example.com",
        isActive: true,
        status: "confirmed",
        lists: ["news"],
        confirmedAt: T0.toISOString(),
        createdAt: T0.toISOString(),
      },
      {
        id: expect.any(Number),
        email: "old@example.com",
        isActive: false,
        status: "pending",
        lists: ["news", "events"],
        confirmedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    const pending = await ctx.app.inject({
      method: "GET",
      url: "/api/newsletter-subscriptions?status=pending",
      headers: ctx.auth,
    });
    expect(pending.json<{ email: string }[]>().map((row) => row.email)).toEqual(["old@example.com"]);
    expectValidationError(
      await ctx.app.inject({ method: "GET", url: "/api/newsletter-subscriptions?status=maybe", headers: ctx.auth }),
      "status",
    );
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
