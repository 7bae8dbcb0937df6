// POST /api/newsletter-subscriptions/import through app.inject, with the real SMTP peer: a dry run
// counts and changes nothing; "they already agreed" confirms at once and mails no one; otherwise
// each new address is pending and mailed its confirmation link; an unsubscribed address is never
// subscribed again; bad rows are refused with their reasons; credentials and role are checked.
import { API_TOKEN_PREFIX, hashToken, newToken } from "@chamber/api";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { expectError, type TestContext, uncached } from "../helpers.ts";
import { multipart } from "../images/multipart.ts";
import { body, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";

const PUBLIC_URL = "https://chamber.test.example";
let ctx: TestContext;
let peer: SmtpPeer;
let close = async () => {};

beforeAll(async () => {
  ({ peer, ctx, close } = await startMailApp({ ...uncached, publicUrl: PUBLIC_URL }, { staffEmail: null }));
  await ctx.prisma.member.upsert({
    where: { email: "mia@ojaicoffee.example" },
    create: { email: "mia@ojaicoffee.example", name: "Mia Vega" },
    update: {},
  });
});
afterAll(() => close());
beforeEach(async () => {
  await ctx.prisma.newsletterSubscription.deleteMany();
  await ctx.prisma.newsletterSubscription.create({
    data: { email: "gone@example.com", status: "unsubscribed", unsubscribedAt: new Date() },
  });
  peer.arrived.length = 0;
});

const csv = [
  "Email,Lists",
  "Ana@Example.com,news",
  "ben@example.com,",
  "mia@ojaicoffee.example,members news",
  "gone@example.com,news",
  "not an address,news",
  "cy@example.com,weekly",
  "eve@example.com,members",
  "ana@example.com,events",
].join("\r\n");

interface Answer {
  dryRun: boolean;
  added: number;
  updated: number;
  unchanged: number;
  refused: number;
  mailed: number;
  rows: { row: number; email: string; action: string; errors?: string[]; note?: string }[];
}

function upload(fields: Record<string, string>, file = csv, authorization = ctx.auth.authorization) {
  const form = multipart({ filename: "list.csv", contentType: "text/csv", bytes: Buffer.from(file) }, fields);
  return ctx.app.inject({
    method: "POST",
    url: "/api/newsletter-subscriptions/import",
    headers: { ...form.headers, authorization },
    payload: form.payload,
  });
}

const stored = async () =>
  (await ctx.prisma.newsletterSubscription.findMany({ orderBy: { email: "asc" } })).map((row) => [
    row.email,
    row.status,
    row.lists.join(" "),
  ]);

describe("POST /api/newsletter-subscriptions/import", () => {
  test("a dry run answers every row's action and changes nothing", async () => {
    const response = await upload({});
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer).toMatchObject({ dryRun: true, added: 3, updated: 0, unchanged: 1, refused: 4, mailed: 0 });
    expect(answer.rows.map((row) => [row.row, row.action])).toEqual([
      [2, "add"],
      [3, "add"],
      [4, "add"],
      [5, "unchanged"],
      [6, "refused"],
      [7, "refused"],
      [8, "refused"],
      [9, "refused"],
    ]);
    expect(answer.rows[3]?.note).toMatch(/unsubscribed/);
    expect(answer.rows[6]?.errors).toEqual([expect.stringMatching(/member account/)]);
    expect(answer.rows[7]?.errors).toEqual(["email: already in row 2"]);
    expect(await stored()).toEqual([["gone@example.com", "unsubscribed", "news events"]]);
  });

  test("people who already agreed are confirmed at once, and no one is mailed", async () => {
    const response = await upload({ dryRun: "false", consented: "true" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Answer>()).toMatchObject({ dryRun: false, added: 3, mailed: 0 });
    expect(await stored()).toEqual([
      ["ana@example.com", "confirmed", "news"],
      ["ben@example.com", "confirmed", "news events"],
      ["gone@example.com", "unsubscribed", "news events"],
      ["mia@ojaicoffee.example", "confirmed", "news members"],
    ]);
    expect(await ctx.prisma.newsletterSubscription.count({ where: { isActive: true } })).toBe(3);
    const addresses = ["ana@example.com", "ben@example.com", "mia@ojaicoffee.example"];
    expect(await ctx.prisma.outboxMessage.count({ where: { to: { in: addresses } } })).toBe(0);
    expect(peer.arrived).toEqual([]);
  });

  test("otherwise each is pending and mailed a confirmation link; a pending one already there is mailed again", async () => {
    await ctx.prisma.newsletterSubscription.create({ data: { email: "ben@example.com" } });
    const response = await upload({ dryRun: "false" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Answer>()).toMatchObject({ added: 2, updated: 1, mailed: 3 });
    expect(await stored()).toEqual([
      ["ana@example.com", "pending", "news"],
      ["ben@example.com", "pending", "news events"],
      ["gone@example.com", "unsubscribed", "news events"],
      ["mia@ojaicoffee.example", "pending", "news members"],
    ]);
    const ana = await ctx.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email: "ana@example.com" } });
    await vi.waitFor(
      () => {
        const mail = peer.arrived.find((sent) => sent.to.includes("ana@example.com"));
        expect(body(mail?.raw ?? "")).toContain(`${PUBLIC_URL}/newsletter/confirm/${ana.token}`);
        expect(peer.arrived.map((sent) => sent.to[0]).sort()).toEqual([
          "ana@example.com",
          "ben@example.com",
          "mia@ojaicoffee.example",
        ]);
      },
      { timeout: 5_000, interval: 25 },
    );
  });

  test("refuses a file without an email column, a bad option, no credentials and a moderator", async () => {
    expectError(await upload({}, "Name,Lists\r\nAna,news"), 400, "BAD_REQUEST");
    const badOption = await upload({ consented: "maybe" });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().issues[0].path).toEqual(["consented"]);
    expectError(await upload({}, csv, ""), 401, "UNAUTHORIZED");
    const token = newToken(API_TOKEN_PREFIX);
    await ctx.prisma.apiToken.create({ data: { name: "moderator", tokenHash: hashToken(token), role: "moderator" } });
    expectError(await upload({ dryRun: "false" }, csv, `Bearer ${token}`), 403, "FORBIDDEN");
    expect(await stored()).toEqual([["gone@example.com", "unsubscribed", "news events"]]);
  });
});
