// Two-step sign-in through the REST door (docs/product.md "Staff sign-in"): set-up with codes that
// the otpauth library computes from the secret, as an authenticator app would; the second step of
// sign-in, each code good once and within one step of the clock; recovery codes once; a challenge's
// 5 minutes and 5 codes. The owners' policy and turning it off: staff-two-step-policy.int.test.ts.
import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, at, expectError, minutes, T0 } from "../helpers.ts";
import { bearer, codeAt, twoStepApp } from "./two-step-support.ts";

const two = twoStepApp();
const { clock, ids, post, get, challengeFor, tokenOf } = two;
let secret = "";
let recoveryCodes: string[] = [];
/** The owner's `Authorization` header, renewed as the clock moves on. */
let owner: Record<string, string> = {};

describe("turning two-step sign-in on", () => {
  it("answers a secret, its otpauth URL and an SVG QR code, and stays off until a code confirms it", async () => {
    clock.set(T0);
    const setupAnswer = await post("/api/auth/two-step/setup", {}, two.ctx.auth);
    expect(setupAnswer.statusCode, setupAnswer.body).toBe(200);
    const body = setupAnswer.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(body.otpauthUrl).toContain("algorithm=SHA1&digits=6&period=30");
    expect(body.qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    expect((await get("/api/auth/me", two.ctx.auth)).json()).toMatchObject({ twoStep: false });
    // Not on yet: the password alone still signs in.
    expect(await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String));
  });

  it("refuses a wrong code, then turns on with the app's code and answers ten recovery codes", async () => {
    expect((await post("/api/auth/two-step/confirm", { code: "12345" }, two.ctx.auth)).statusCode).toBe(400);
    const wrong = String((Number(codeAt(secret, T0)) + 1) % 1_000_000).padStart(6, "0");
    expectError(await post("/api/auth/two-step/confirm", { code: wrong }, two.ctx.auth), 400, "BAD_REQUEST");
    const confirmed = await post("/api/auth/two-step/confirm", { code: codeAt(secret, T0) }, two.ctx.auth);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await get("/api/auth/me", two.ctx.auth)).json()).toMatchObject({ twoStep: true });
    expect((await get("/api/auth/two-step", two.ctx.auth)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expectError(await post("/api/auth/two-step/setup", {}, two.ctx.auth), 409, "CONFLICT");
    // Only hashes are kept.
    const stored = await two.ctx.prisma.recoveryCode.findMany({ where: { userId: ids.owner } });
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

  it("answers a script its session instead of the cookie when asked, as sign-in does", async () => {
    clock.set(at(T0, 90_000));
    const challenge = await challengeFor();
    const code = codeAt(secret, clock.now());
    const response = await post("/api/auth/login/second-step", { challenge, code, session: "body" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const { refreshToken } = response.json<{ refreshToken: string }>();
    const refreshed = await post("/api/auth/refresh", { refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await get("/api/auth/me", bearer(refreshed.json<{ token: string }>().token))).statusCode).toBe(200);
  });

  it("records turning it on in the activity log, and nothing of a code's use, nor the secret", async () => {
    const entries = await two.ctx.prisma.activityEntry.findMany({
      where: { entity: "AdminUser", entityId: String(ids.owner) },
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
