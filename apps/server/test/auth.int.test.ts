// /api/auth (DESIGN §4 "Auth"): sign-in with argon2id-hashed passwords, bearer sessions that
// expire after 12 hours and are revoked by logout, and API tokens for integrators.
import { API_TOKEN_PREFIX, hashToken, newToken } from "@chamber/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  at,
  expectError,
  expectValidationError,
  FORGED_TOKEN,
  hours,
  login,
  manualClock,
  setup,
  T0,
  type TestContext,
  uncached,
} from "./helpers.ts";

const clock = manualClock(T0);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
});
afterAll(() => ctx?.close());
beforeEach(() => clock.set(T0));

const me = (token?: string) =>
  ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: token ? { authorization: `Bearer ${token}` } : {} });
const attempt = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object });

describe("POST /api/auth/login", () => {
  it("answers a token that expires in 12 hours", async () => {
    const response = await attempt({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ token: string; expiresAt: string }>();
    expect(Object.keys(body).sort()).toEqual(["expiresAt", "token"]);
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.expiresAt).toBe(at(T0, hours(12)).toISOString());
  });

  it("stores only a hash of the token", async () => {
    const token = await login(ctx.app);
    const sessions = await ctx.prisma.session.findMany();
    expect(sessions.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(sessions.map((s) => s.tokenHash)).not.toContain(token);
  });

  it("reads the email trimmed and in any case", async () => {
    const response = await attempt({ email: `  ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 with the same message for a wrong password and an unknown email", async () => {
    const wrongPassword = expectError(await attempt({ email: ADMIN_EMAIL, password: "wrong" }), 401, "UNAUTHORIZED");
    const unknownEmail = expectError(
      await attempt({ email: "nobody@test.example", password: ADMIN_PASSWORD }),
      401,
      "UNAUTHORIZED",
    );
    expect(unknownEmail.message).toBe(wrongPassword.message);
  });

  it("names missing credentials", async () => {
    expectValidationError(await attempt({}), "email", "password");
  });
});

describe("bearer sessions", () => {
  it("lets the token make admin calls and identifies the admin", async () => {
    const response = await me(ctx.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), email: ADMIN_EMAIL });
  });

  it("answers 401 to /api/auth/me without a token, with a forged one and with a malformed header", async () => {
    expectError(await me(), 401, "UNAUTHORIZED");
    expectError(await me(FORGED_TOKEN), 401, "UNAUTHORIZED");
    const basic = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Basic ${ctx.token}` },
    });
    expectError(basic, 401, "UNAUTHORIZED");
  });

  it("expires a session 12 hours after sign-in", async () => {
    const token = await login(ctx.app);
    clock.set(at(T0, hours(12) - 1));
    expect((await me(token)).statusCode).toBe(200);
    clock.set(at(T0, hours(12)));
    expectError(await me(token), 401, "UNAUTHORIZED");
    clock.set(at(T0, hours(13)));
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/settings", headers: { authorization: `Bearer ${token}` } }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("revokes the token on logout, and only that token", async () => {
    const token = await login(ctx.app);
    const other = await login(ctx.app);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expectError(await me(token), 401, "UNAUTHORIZED");
    expect((await me(other)).statusCode).toBe(200);
    expect(await ctx.prisma.session.count({ where: { tokenHash: hashToken(token) } })).toBe(0);
  });

  it("answers 401 to logout without a valid token", async () => {
    expectError(await ctx.app.inject({ method: "POST", url: "/api/auth/logout" }), 401, "UNAUTHORIZED");
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${FORGED_TOKEN}` },
    });
    expectError(forged, 401, "UNAUTHORIZED");
  });

  it("never returns a password hash", async () => {
    const responses = [
      await attempt({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      await attempt({ email: ADMIN_EMAIL, password: "wrong" }),
      await me(ctx.token),
    ];
    const { passwordHash } = await ctx.prisma.adminUser.findUniqueOrThrow({ where: { email: ADMIN_EMAIL } });
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    for (const response of responses) {
      expect(response.body).not.toContain("argon2");
      expect(response.body).not.toContain(passwordHash);
      expect(response.body).not.toMatch(/passwordHash/i);
    }
  });
});

describe("API tokens", () => {
  it("accepts a live API token for admin calls and refuses a revoked one", async () => {
    const token = newToken(API_TOKEN_PREFIX);
    const row = await ctx.prisma.apiToken.create({ data: { name: "integrator", tokenHash: hashToken(token) } });
    const list = () =>
      ctx.app.inject({ method: "GET", url: "/api/settings", headers: { authorization: `Bearer ${token}` } });
    expect((await list()).statusCode).toBe(200);
    await ctx.prisma.apiToken.update({ where: { id: row.id }, data: { revokedAt: T0 } });
    expectError(await list(), 401, "UNAUTHORIZED");
  });
});
