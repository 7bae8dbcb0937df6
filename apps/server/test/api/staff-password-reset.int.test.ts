// "Forgot your password?" through the REST door (docs/product.md "Staff sign-in"): the same 202 for
// every address, the link mailed to a real SMTP server in process, used once and within 30 minutes,
// the password rule, every session ended; and an owner's link for someone when there is no mail.
import { hashPassword } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  at,
  expectError,
  login,
  manualClock,
  minutes,
  sessionCookie,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";
import { arrival, body, type SmtpPeer, startSmtpPeer } from "../mail/smtp-peer.ts";

const PUBLIC_URL = "https://chamber.test.example";
const clock = manualClock();
let peer: SmtpPeer;
let ctx: TestContext;
const EDITOR = { email: "editor@test.example", password: "a long editor passphrase" };
let editorId = 0;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await setup({
    ...uncached,
    now: clock.now,
    publicUrl: PUBLIC_URL,
    mail: { url: peer.url, from: "Ojai Chamber <chamber@test.example>", staffEmail: null, pollMs: 60_000 },
  });
  const editor = await ctx.prisma.adminUser.create({
    data: {
      email: EDITOR.email,
      name: "Eddie Ward",
      role: "editor",
      passwordHash: await hashPassword(EDITOR.password),
    },
  });
  editorId = editor.id;
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, headers });

/** The token of the last reset link mailed to `to`. */
async function mailedToken(to: string, count: number): Promise<string> {
  await arrival(peer, to, "Reset your password");
  const mails = await vi.waitFor(
    () => {
      const found = peer.arrived.filter((mail) => mail.to.includes(to));
      if (found.length < count) throw new Error(`${found.length} of ${count} messages to ${to}`);
      return found;
    },
    { timeout: 5_000, interval: 25 },
  );
  expect(mails).toHaveLength(count);
  const url = /https:\/\/\S+\/admin\/reset-password\?token=[\w-]+/.exec(body(mails.at(-1)?.raw ?? ""))?.[0] ?? "";
  expect(url.startsWith(`${PUBLIC_URL}/admin/reset-password?token=`)).toBe(true);
  return new URL(url).searchParams.get("token") ?? "";
}

describe("POST /api/auth/password-reset", () => {
  it("answers 202 with the same body for staff and strangers, and mails only the staff person", async () => {
    clock.set(T0);
    const known = await post("/api/auth/password-reset", { email: EDITOR.email.toUpperCase() });
    const unknown = await post("/api/auth/password-reset", { email: "stranger@example.com" });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(unknown.body).toBe(known.body);
    const token = await mailedToken(EDITOR.email, 1);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(peer.arrived.some((mail) => mail.to.includes("stranger@example.com"))).toBe(false);
    expect(await ctx.prisma.passwordReset.count({ where: { tokenHash: token } })).toBe(0);
  });

  it("refuses an address that is not one", async () => {
    expect((await post("/api/auth/password-reset", { email: "" })).statusCode).toBe(400);
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("refuses a short or common password and keeps the link good", async () => {
    clock.set(T0);
    await post("/api/auth/password-reset", { email: EDITOR.email });
    const token = await mailedToken(EDITOR.email, 2);
    expect((await post("/api/auth/password-reset/confirm", { token, password: "short" })).statusCode).toBe(400);
    const common = await post("/api/auth/password-reset/confirm", { token, password: "password1234" });
    expect(common.statusCode).toBe(400);
    const withName = await post("/api/auth/password-reset/confirm", { token, password: "eddie-is-my-password" });
    expect(withName.statusCode).toBe(400);

    // The editor is signed in twice before the reset: both sessions end with it.
    const bearer = { authorization: `Bearer ${await login(ctx.app, EDITOR.email, EDITOR.password)}` };
    const cookie = await sessionCookie(ctx.app, EDITOR.email, EDITOR.password);
    const done = await post("/api/auth/password-reset/confirm", { token, password: "a brand new passphrase" });
    expect(done.statusCode, done.body).toBe(200);
    expectError(await ctx.app.inject({ url: "/api/auth/me", headers: bearer }), 401, "UNAUTHORIZED");
    expectError(await post("/api/auth/refresh", {}, { cookie, "x-chamber-refresh": "1" }), 401, "UNAUTHORIZED");
    expect((await post("/api/auth/login", { email: EDITOR.email, password: EDITOR.password })).statusCode).toBe(401);
    EDITOR.password = "a brand new passphrase";
    expect(await login(ctx.app, EDITOR.email, EDITOR.password)).toEqual(expect.any(String));

    // Once.
    const again = await post("/api/auth/password-reset/confirm", { token, password: "another new passphrase" });
    expectError(again, 400, "RESET_LINK_INVALID");
  });

  it("refuses a link after its 30 minutes", async () => {
    clock.set(T0);
    await post("/api/auth/password-reset", { email: EDITOR.email });
    const token = await mailedToken(EDITOR.email, 3);
    clock.set(at(T0, minutes(30)));
    const late = await post("/api/auth/password-reset/confirm", { token, password: "too late a passphrase" });
    expectError(late, 400, "RESET_LINK_INVALID");
    expectError(
      await post("/api/auth/password-reset/confirm", { token: "made-up", password: "too late a passphrase" }),
      400,
      "RESET_LINK_INVALID",
    );
  });
});

describe("POST /api/staff/{id}/password-reset", () => {
  it("mails the person a link when mail is set up; owner only", async () => {
    clock.set(T0);
    const response = await post(`/api/staff/${editorId}/password-reset`, {}, ctx.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mailed: true });
    await mailedToken(EDITOR.email, 4);
    const editor = { authorization: `Bearer ${await login(ctx.app, EDITOR.email, EDITOR.password)}` };
    const owner = await ctx.prisma.adminUser.findUniqueOrThrow({ where: { email: ADMIN_EMAIL } });
    expectError(await post(`/api/staff/${owner.id}/password-reset`, {}, editor), 403, "FORBIDDEN");
    expectError(await post("/api/staff/999999/password-reset", {}, ctx.auth), 404, "NOT_FOUND");
  });

  it("answers the link itself when there is no mail", async () => {
    const quiet = await setup({ ...uncached, db: ctx.db, now: clock.now, publicUrl: PUBLIC_URL });
    try {
      const response = await quiet.app.inject({
        method: "POST",
        url: `/api/staff/${editorId}/password-reset`,
        headers: quiet.auth,
      });
      const { resetUrl, mailed } = response.json<{ resetUrl: string; mailed: boolean }>();
      expect(mailed).toBe(false);
      expect(resetUrl.startsWith(`${PUBLIC_URL}/admin/reset-password?token=`)).toBe(true);
      const token = new URL(resetUrl).searchParams.get("token");
      const done = await quiet.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: { token, password: ADMIN_PASSWORD },
      });
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      await quiet.close();
    }
  });
});
