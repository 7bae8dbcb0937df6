// Two-step sign-in through the REST door (docs/product.md "Staff sign-in"): set-up with codes that
// the otpauth library computes from the secret, as an authenticator app would; the second step of
// sign-in, each code good once and within one step of the clock; recovery codes once; a challenge's
// 5 minutes and 5 codes; turning it off; the owners' policy and their reset of someone's second step.
import { hashPassword } from "@chamber/api";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  at,
  expectError,
  manualClock,
  minutes,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";

const clock = manualClock();
let ctx: TestContext;
let secret = "";
let recoveryCodes: string[] = [];
const EDITOR = { email: "editor@test.example", password: "a long editor passphrase" };
let editorId = 0;
let ownerId = 0;
/** The owner's `Authorization` header, renewed as the clock moves on. */
let owner: Record<string, string> = {};

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
  ownerId = (await ctx.prisma.adminUser.findUniqueOrThrow({ where: { email: ADMIN_EMAIL } })).id;
  const editor = await ctx.prisma.adminUser.create({
    data: { email: EDITOR.email, name: "Eddie", role: "editor", passwordHash: await hashPassword(EDITOR.password) },
  });
  editorId = editor.id;
});
afterAll(() => ctx?.close());

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, headers });
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What an authenticator app shows for `key` at `instant`. */
const codeAt = (key: string, instant: Date) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key) }).generate({
    timestamp: instant.getTime(),
  });

async function challengeFor(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const response = await post("/api/auth/login", { email, password });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["set-cookie"]).toBeUndefined();
  const body = response.json<{ secondStep: true; challenge: string }>();
  expect(body.secondStep).toBe(true);
  return body.challenge;
}

/** The owner signed in afresh (tab tokens last 15 minutes, and the tests move the clock on). */
async function signInOwner(): Promise<Record<string, string>> {
  const challenge = await challengeFor();
  const response = await post("/api/auth/login/second-step", { challenge, code: codeAt(secret, clock.now()) });
  expect(response.statusCode, response.body).toBe(200);
  return bearer(response.json<{ token: string }>().token);
}

async function tokenOf(email: string, password: string): Promise<string> {
  const response = await post("/api/auth/login", { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

describe("turning two-step sign-in on", () => {
  it("answers a secret, its otpauth URL and an SVG QR code, and stays off until a code confirms it", async () => {
    clock.set(T0);
    const setupAnswer = await post("/api/auth/two-step/setup", {}, ctx.auth);
    expect(setupAnswer.statusCode, setupAnswer.body).toBe(200);
    const body = setupAnswer.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(body.otpauthUrl).toContain("algorithm=SHA1&digits=6&period=30");
    expect(body.qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    expect((await get("/api/auth/me", ctx.auth)).json()).toMatchObject({ twoStep: false });
    // Not on yet: the password alone still signs in.
    expect(await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String));
  });

  it("refuses a wrong code, then turns on with the app's code and answers ten recovery codes", async () => {
    expect((await post("/api/auth/two-step/confirm", { code: "12345" }, ctx.auth)).statusCode).toBe(400);
    const wrong = String((Number(codeAt(secret, T0)) + 1) % 1_000_000).padStart(6, "0");
    expectError(await post("/api/auth/two-step/confirm", { code: wrong }, ctx.auth), 400, "BAD_REQUEST");
    const confirmed = await post("/api/auth/two-step/confirm", { code: codeAt(secret, T0) }, ctx.auth);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await get("/api/auth/me", ctx.auth)).json()).toMatchObject({ twoStep: true });
    expect((await get("/api/auth/two-step", ctx.auth)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expectError(await post("/api/auth/two-step/setup", {}, ctx.auth), 409, "CONFLICT");
    // Only hashes are kept.
    const stored = await ctx.prisma.recoveryCode.findMany({ where: { userId: ownerId } });
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
  });
});

describe("the second step of sign-in", () => {
  it("answers a challenge for the right password, and refuses the code already used", async () => {
    const challenge = await challengeFor();
    expectError(
      await post("/api/auth/login/second-step", { challenge, code: codeAt(secret, T0) }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("signs in with the next code, answering the token and the cookie as sign-in does", async () => {
    clock.set(at(T0, 30_000));
    const challenge = await challengeFor();
    const response = await post("/api/auth/login/second-step", { challenge, code: codeAt(secret, clock.now()) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    expect(String(response.headers["set-cookie"])).toMatch(/^chamber_session=[\w-]{43}; Path=\/; HttpOnly/);
    const me = await get("/api/auth/me", bearer(response.json<{ token: string }>().token));
    expect(me.json()).toMatchObject({ email: ADMIN_EMAIL, twoStep: true });
    // The challenge is spent.
    clock.set(at(T0, 60_000));
    expectError(
      await post("/api/auth/login/second-step", { challenge, code: codeAt(secret, clock.now()) }),
      401,
      "SIGN_IN_EXPIRED",
    );
  });

  it("records turning it on in the activity log, and nothing of a code's use, nor the secret", async () => {
    const entries = await ctx.prisma.activityEntry.findMany({
      where: { entity: "AdminUser", entityId: String(ownerId) },
    });
    const changed = entries.flatMap((entry) => Object.keys(entry.changes as Record<string, unknown>));
    expect(changed).toContain("totpEnabledAt");
    expect(changed).not.toContain("totpLastStep");
    expect(changed).not.toContain("totpSecret");
  });

  it("takes a code one step early or late, not two", async () => {
    clock.set(at(T0, minutes(10)));
    const late = await challengeFor();
    const lateCode = codeAt(secret, at(clock.now(), -30_000));
    expect((await post("/api/auth/login/second-step", { challenge: late, code: lateCode })).statusCode).toBe(200);

    clock.set(at(T0, minutes(20)));
    const challenge = await challengeFor();
    const tooOld = codeAt(secret, at(clock.now(), -60_000));
    expect((await post("/api/auth/login/second-step", { challenge, code: tooOld })).statusCode).toBe(401);
    const early = codeAt(secret, at(clock.now(), 30_000));
    expect((await post("/api/auth/login/second-step", { challenge, code: early })).statusCode).toBe(200);
  });

  it("takes a recovery code once, in any case and with spaces", async () => {
    const code = recoveryCodes[0] ?? "";
    const first = await post("/api/auth/login/second-step", {
      challenge: await challengeFor(),
      code: ` ${code.toUpperCase()} `,
    });
    expect(first.statusCode, first.body).toBe(200);
    owner = bearer(first.json<{ token: string }>().token);
    const again = await post("/api/auth/login/second-step", { challenge: await challengeFor(), code });
    expectError(again, 401, "UNAUTHORIZED");
    expect((await get("/api/auth/two-step", owner)).json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("ends a challenge after five codes, even before the right one", async () => {
    clock.set(at(T0, minutes(30)));
    const challenge = await challengeFor();
    for (let i = 0; i < 5; i++) {
      expectError(await post("/api/auth/login/second-step", { challenge, code: "000000" }), 401, "UNAUTHORIZED");
    }
    const right = codeAt(secret, clock.now());
    expectError(await post("/api/auth/login/second-step", { challenge, code: right }), 401, "SIGN_IN_EXPIRED");
  });

  it("ends a challenge after five minutes", async () => {
    clock.set(at(T0, minutes(40)));
    const challenge = await challengeFor();
    clock.set(at(T0, minutes(45)));
    const right = codeAt(secret, clock.now());
    expectError(await post("/api/auth/login/second-step", { challenge, code: right }), 401, "SIGN_IN_EXPIRED");
    expectError(
      await post("/api/auth/login/second-step", { challenge: "made-up", code: right }),
      401,
      "SIGN_IN_EXPIRED",
    );
  });

  it("refuses a code that is not one", async () => {
    const response = await post("/api/auth/login/second-step", { challenge: "x", code: "" });
    expect(response.statusCode).toBe(400);
  });
});

describe("the owners' policy", () => {
  beforeAll(async () => {
    owner = await signInOwner();
  });

  it("is the owners' to read and set", async () => {
    const editor = bearer(await tokenOf(EDITOR.email, EDITOR.password));
    expectError(await get("/api/staff/two-step-policy", editor), 403, "FORBIDDEN");
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: true },
      headers: editor,
    });
    expectError(put, 403, "FORBIDDEN");
    expect((await get("/api/staff/two-step-policy", owner)).json()).toEqual({ required: false });
  });

  it("holds a person without two-step at the set-up until they turned it on", async () => {
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: true },
      headers: owner,
    });
    expect(put.statusCode, put.body).toBe(200);
    // Sign-in still answers a token…
    const editor = bearer(await tokenOf(EDITOR.email, EDITOR.password));
    // …which opens only who they are, signing out and the set-up.
    expectError(await get("/api/members", editor), 403, "TWO_STEP_REQUIRED");
    expectError(await post("/api/staff/1/two-step/reset", {}, editor), 403, "FORBIDDEN");
    expect((await get("/api/auth/me", editor)).statusCode).toBe(200);
    expect((await get("/api/auth/two-step", editor)).json()).toMatchObject({ enabled: false, required: true });
    // Turning it off is refused while required.
    expectError(await post("/api/auth/two-step/disable", { password: ADMIN_PASSWORD }, owner), 409, "CONFLICT");

    const setupAnswer = await post("/api/auth/two-step/setup", {}, editor);
    expect(setupAnswer.statusCode, setupAnswer.body).toBe(200);
    const editorSecret = setupAnswer.json<{ secret: string }>().secret;
    const confirmed = await post("/api/auth/two-step/confirm", { code: codeAt(editorSecret, clock.now()) }, editor);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await get("/api/members", editor)).statusCode).toBe(200);
  });

  it("is refused to an owner who has not turned two-step on", async () => {
    await ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: false },
      headers: owner,
    });
    expect((await post("/api/auth/two-step/disable", { password: ADMIN_PASSWORD }, owner)).statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: true },
      headers: owner,
    });
    expectError(put, 409, "CONFLICT");
  });
});

describe("turning it off and resetting someone's", () => {
  it("asks the second step of whoever has it on, and only of them", async () => {
    clock.set(at(T0, minutes(50)));
    expect(await challengeFor(EDITOR.email, EDITOR.password)).toEqual(expect.any(String));
    expect(await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String));
  });

  it("lets only an owner reset another person's second step", async () => {
    // The editor lost their phone and their recovery codes: the owner resets their second step.
    expectError(await post("/api/staff/999999/two-step/reset", {}, owner), 404, "NOT_FOUND");
    const reset = await post(`/api/staff/${editorId}/two-step/reset`, {}, owner);
    expect(reset.json()).toEqual({ success: true, id: editorId });
    const editor = bearer(await tokenOf(EDITOR.email, EDITOR.password));
    expect((await get("/api/auth/me", editor)).json()).toMatchObject({ twoStep: false });
    expectError(await post(`/api/staff/${ownerId}/two-step/reset`, {}, editor), 403, "FORBIDDEN");
    expect(await ctx.prisma.recoveryCode.count({ where: { userId: editorId } })).toBe(0);
  });

  it("refuses to turn off with a wrong password", async () => {
    clock.set(at(T0, minutes(55)));
    const started = await post("/api/auth/two-step/setup", {}, owner);
    const key = started.json<{ secret: string }>().secret;
    await post("/api/auth/two-step/confirm", { code: codeAt(key, clock.now()) }, owner);
    expectError(await post("/api/auth/two-step/disable", { password: "not the password" }, owner), 400, "BAD_REQUEST");
    expect((await post("/api/auth/two-step/disable", {}, owner)).statusCode).toBe(400);
    clock.set(at(T0, minutes(56)));
    const off = await post("/api/auth/two-step/disable", { code: codeAt(key, clock.now()) }, owner);
    expect(off.statusCode, off.body).toBe(200);
  });
});
