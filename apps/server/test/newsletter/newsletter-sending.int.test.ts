// Newsletter issues sent through the REST door, the outbox and a real SMTP peer in process
// (docs/decisions/036-newsletter-sending.md): each confirmed subscriber of the list gets an issue
// exactly once, with both parts and one-click unsubscribe headers, even when the server is stopped
// and started again halfway; pending, unsubscribed and bounced addresses get nothing; a 550 marks
// the address bounced for the next issue; NEWSLETTER_RATE paces the mail.
import type { Database } from "@chamber/db";
import { openTestDatabase } from "@chamber/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectError, expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";
import { body, header, type SmtpPeer, startSmtpPeer } from "../mail/smtp-peer.ts";

const PUBLIC_URL = "http://localhost:3000";
let db: Database;
let peer: SmtpPeer;
let ctx: TestContext;

/** The app on the shared database, mailing `peer` at `rate` a second. */
const startApp = (rate: number) =>
  setup({
    ...uncached,
    db,
    publicUrl: PUBLIC_URL,
    mail: {
      url: peer.url,
      from: "Ojai Chamber <chamber@test.example>",
      staffEmail: null,
      pollMs: 60_000,
      newsletterRate: rate,
    },
  });

beforeAll(async () => {
  db = await openTestDatabase();
  peer = await startSmtpPeer();
  ctx = await startApp(200);
});
afterAll(async () => {
  await ctx.close();
  await peer.close();
  await db.close();
});

type List = "news" | "events" | "members";

/** `count` confirmed subscribers of `lists`, named `<prefix>-<n>@example.com`; answers their addresses. */
type Status = "pending" | "confirmed" | "unsubscribed" | "bounced";

async function subscribers(prefix: string, count: number, lists: List[], status: Status = "confirmed") {
  const emails = Array.from({ length: count }, (_, n) => `${prefix}-${n}@example.com`);
  await db.prisma.newsletterSubscription.createMany({
    data: emails.map((email) => ({ email, lists, status, isActive: status === "confirmed", confirmedAt: new Date() })),
  });
  return emails;
}

async function createIssue(subject: string, list: List, app = ctx) {
  const response = await app.app.inject({
    method: "POST",
    url: "/api/newsletter-issues",
    headers: app.auth,
    payload: { subject, list, body: "## Hello\n\nThe [farmers market](/events/1) is back.\n\n- one\n- two" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

const send = (id: number, app = ctx) =>
  app.app.inject({ method: "POST", url: `/api/newsletter-issues/${id}/send`, headers: app.auth, payload: {} });

const arrivedWith = (subject: string) => peer.arrived.filter((mail) => header(mail.raw, "subject") === subject);

async function progress(id: number, app = ctx) {
  const response = await app.app.inject({
    method: "GET",
    url: `/api/newsletter-issues/${id}/progress`,
    headers: app.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ total: number; sent: number; failed: number; left: number; status: string }>();
}

describe("sending an issue", () => {
  it("mails 500 confirmed subscribers exactly once each, across a restart halfway", async () => {
    const confirmed = await subscribers("reader", 500, ["news", "events"]);
    await subscribers("pending", 2, ["news"], "pending");
    await subscribers("gone", 2, ["news"], "unsubscribed");
    await subscribers("bounced", 2, ["news"], "bounced");
    await subscribers("members-only", 2, ["members"]);
    const subject = "Ojai Valley News, June";
    const id = await createIssue(subject, "news");
    const started = performance.now();
    expect((await send(id)).statusCode).toBe(200);

    // Stop the server while the issue is going out, then start another on the same database.
    await vi.waitFor(() => expect(arrivedWith(subject).length).toBeGreaterThanOrEqual(150), {
      timeout: 30_000,
      interval: 20,
    });
    await ctx.app.close();
    const beforeRestart = arrivedWith(subject).length;
    expect(beforeRestart).toBeLessThan(500);
    ctx = await startApp(200);
    await vi.waitFor(() => expect(arrivedWith(subject).length).toBeGreaterThanOrEqual(500), {
      timeout: 60_000,
      interval: 50,
    });
    const seconds = (performance.now() - started) / 1000;
    console.info(`500 subscribers: ${beforeRestart} before the restart, all in ${seconds.toFixed(1)} s`);
    await vi.waitFor(async () => expect(await progress(id)).toMatchObject({ left: 0 }), { timeout: 10_000 });

    const mails = arrivedWith(subject);
    const recipients = mails.flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(500);
    expect(new Set(recipients)).toEqual(new Set(confirmed));
    const tokens = new Map(
      (await db.prisma.newsletterSubscription.findMany({ select: { email: true, token: true } })).map((row) => [
        row.email,
        row.token,
      ]),
    );
    for (const mail of mails) {
      const token = tokens.get(mail.to[0] ?? "");
      expect(header(mail.raw, "list-unsubscribe")).toBe(`<${PUBLIC_URL}/api/newsletter/unsubscribe/${token}>`);
      expect(header(mail.raw, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(header(mail.raw, "content-type")).toMatch(/^multipart\/alternative/);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
      expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    }
    const text = body(mails[0]?.raw ?? "");
    expect(text).toContain(`${PUBLIC_URL}/events/1`);
    expect(text).toContain(`${PUBLIC_URL}/news/newsletters/${id}`);
    expect(text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe/`);

    expect(await progress(id)).toEqual({ total: 500, sent: 500, failed: 0, left: 0, status: "sent" });
    expect(await db.prisma.newsletterDelivery.count({ where: { issueId: id } })).toBe(500);

    const archive = await ctx.app.inject({ method: "GET", url: "/api/newsletter-issues/archive" });
    expect(archive.json<{ id: number }[]>().map((issue) => issue.id)).toContain(id);
    const page = await ctx.app.inject({ method: "GET", url: `/api/newsletter-issues/archive/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ html: string }>().html).toContain("<h2>Hello</h2>");
  }, 120_000);

  it("marks an address refused with 550 bounced, and the next issue leaves it out", async () => {
    const [refused = "", ...others] = await subscribers("digest", 3, ["events"]);
    peer.refused.add(refused);
    const first = await createIssue("Events digest, week 1", "events");
    expect((await send(first)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await progress(first)).toMatchObject({ left: 0 }), { timeout: 20_000 });
    const outcome = await progress(first);
    // The 500 readers of the first test take events too.
    expect(outcome).toMatchObject({ total: 503, sent: 502, failed: 1, status: "sent" });
    const bounced = await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email: refused } });
    expect(bounced).toMatchObject({ status: "bounced", isActive: false });
    expect(bounced.bouncedAt).toBeInstanceOf(Date);
    expect(bounced.bounceReason).toMatch(/550/);

    const second = await createIssue("Events digest, week 2", "events");
    expect((await send(second)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await progress(second)).toMatchObject({ left: 0, status: "sent" }), {
      timeout: 20_000,
    });
    expect(await progress(second)).toMatchObject({ total: 502, sent: 502, failed: 0 });
    const to = arrivedWith("Events digest, week 2").flatMap((mail) => mail.to);
    expect(to).not.toContain(refused);
    expect(to).toEqual(expect.arrayContaining(others));
  }, 60_000);

  it("paces the mail at NEWSLETTER_RATE", async () => {
    await ctx.app.close();
    ctx = await startApp(10);
    await subscribers("member", 20, ["members"]);
    const subject = "Members' letter, June";
    const id = await createIssue(subject, "members");
    expect((await send(id)).statusCode).toBe(200);
    await vi.waitFor(() => expect(arrivedWith(subject).length).toBe(22), { timeout: 20_000, interval: 20 });
    const times = arrivedWith(subject).map((mail) => mail.at);
    const spanSeconds = (Math.max(...times) - Math.min(...times)) / 1000;
    console.info(`22 mails at rate 10 arrived over ${spanSeconds.toFixed(2)} s`);
    // 22 mails, the first at once and one every 100 ms after it: 2.1 s; loosely, for a busy machine.
    expect(spanSeconds).toBeGreaterThanOrEqual(1.8);
  }, 30_000);
});

describe("the issue REST calls", () => {
  it("refuses a second send, edits once sent and an anonymous caller", async () => {
    const id = await createIssue("Once only", "members");
    expect((await send(id)).statusCode).toBe(200);
    expectError(await send(id), 409, "CONFLICT");
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/newsletter-issues/${id}`,
      headers: ctx.auth,
      payload: { subject: "Changed", list: "members", body: "x" },
    });
    expectError(put, 409, "CONFLICT");
    expectError(
      await ctx.app.inject({ method: "POST", url: `/api/newsletter-issues/${id}/send`, payload: {} }),
      401,
      "UNAUTHORIZED",
    );
    expectError(await ctx.app.inject({ method: "GET", url: "/api/newsletter-issues" }), 401, "UNAUTHORIZED");
  });

  it("validates an issue, and answers 404 for an unknown one and for a draft in the archive", async () => {
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/newsletter-issues",
      headers: ctx.auth,
      payload: { subject: "", list: "everyone", body: "" },
    });
    expectValidationError(bad, "subject", "list", "body");
    const outside = await ctx.app.inject({
      method: "POST",
      url: "/api/newsletter-issues",
      headers: ctx.auth,
      payload: { subject: "Photo", body: "![Market](https://elsewhere.example/a.jpg)" },
    });
    expectValidationError(outside, "body");
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/newsletter-issues/999999/progress", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    const draft = await createIssue("Still a draft", "news");
    expectError(
      await ctx.app.inject({ method: "GET", url: `/api/newsletter-issues/archive/${draft}` }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/newsletter-issues/archive/999999" }),
      404,
      "NOT_FOUND",
    );
  });

  it("schedules an issue, and a PUT back to draft cancels the schedule", async () => {
    const id = await createIssue("Next week", "news");
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await ctx.app.inject({
      method: "POST",
      url: `/api/newsletter-issues/${id}/send`,
      headers: ctx.auth,
      payload: { at: later },
    });
    expect(scheduled.json()).toMatchObject({ status: "scheduled", scheduledAt: later });
    const back = await ctx.app.inject({
      method: "PUT",
      url: `/api/newsletter-issues/${id}`,
      headers: ctx.auth,
      payload: { subject: "Next week", list: "news", body: "Edited", status: "draft" },
    });
    expect(back.json()).toMatchObject({ status: "draft", scheduledAt: null, body: "Edited" });
    expect(await db.prisma.newsletterDelivery.count({ where: { issueId: id } })).toBe(0);
  });

  it("mails a test copy to the signed-in staff member only", async () => {
    const id = await createIssue("Test me", "news");
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/newsletter-issues/${id}/test`,
      headers: ctx.auth,
    });
    expect(response.json()).toEqual({ success: true, to: "admin@test.example" });
    await vi.waitFor(() => expect(arrivedWith("[Test] Test me")).toHaveLength(1), { timeout: 5_000 });
    expect(arrivedWith("[Test] Test me")[0]?.to).toEqual(["admin@test.example"]);
    expect(await progress(id)).toMatchObject({ total: 0, status: "draft" });
  });

  it("starts a draft from this month's events and news", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/newsletter-issues/this-month",
      headers: ctx.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json<{ status: string; body: string; subject: string }>();
    expect(draft.status).toBe("draft");
    expect(draft.body).toContain("## Coming up");
    expect(draft.body).toContain("## Member deals");
    expect(draft.body).toContain("## Jobs in the valley");
  });
});
