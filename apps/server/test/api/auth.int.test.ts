// /api/auth (docs/architecture.md §4 "Auth"): sign-in with argon2id-hashed passwords, browser
// sessions of 12 hours held in an HttpOnly cookie (or, for a script, answered as its refresh token)
// that mints 15-minute bearer tokens, revoked by
// logout, by signing out everywhere and by a password change, and API tokens for integrators
// (which expire when given an expiry).
import { API_TOKEN_PREFIX, ensureAdmin, hashToken, newToken } from "@chamber/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setAdminPassword } from "../../src/cli/admin-password.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  at,
  cookieToken,
  days,
  expectError,
  expectValidationError,
  FORGED_TOKEN,
  hours,
  login,
  manualClock,
  minutes,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";

const clock = manualClock(T0);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ ...uncached, now: clock.now });
});
afterAll(() => ctx?.close());
beforeEach(() => clock.set(T0));

const refresh = (cookie: string | null, headers: Record<string, string> = { "x-chamber-refresh": "1" }) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/refresh",
    headers: { ...headers, ...(cookie ? { cookie: `theme=dark; chamber_session=${cookie}` } : {}) },
    payload: {},
  });

async function signInForCookie() {
  const response = await attempt({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return { token: response.json<{ token: string }>().token, cookie: cookieToken(response) };
}

const me = (token?: string) =>
  ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: token ? { authorization: `Bearer ${token}` } : {} });
const attempt = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object });

describe("POST /api/auth/login", () => {
  it("answers a bearer token that expires in 15 minutes, and a 12-hour HttpOnly session cookie", async () => {
    const response = await attempt({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ token: string; expiresAt: string }>();
    expect(Object.keys(body).sort()).toEqual(["expiresAt", "token"]);
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.expiresAt).toBe(at(T0, minutes(15)).toISOString());
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^chamber_session=[\w-]{43,}; /);
    expect(cookie.split("; ").slice(1).sort()).toEqual(
      ["Expires=Tue, 16 Jun 2026 00:00:00 GMT", "HttpOnly", "Path=/", "SameSite=Strict"].sort(),
    );
    // The cookie's token is not the bearer token, and neither is stored in the clear.
    const sessionToken = cookieToken(response);
    expect(sessionToken).not.toBe(body.token);
    const hashes = (await ctx.prisma.session.findMany()).map((s) => s.tokenHash);
    expect(hashes).toContain(hashToken(sessionToken));
    expect(hashes).not.toContain(sessionToken);
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const secure = await setup({ ...uncached, now: clock.now, trustProxy: true });
    try {
      const response = await secure.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["set-cookie"]).split("; ")).toContain("Secure");
    } finally {
      await secure.close();
    }
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
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: "",
      email: ADMIN_EMAIL,
      role: "owner",
      twoStep: false,
    });
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

  it("expires a bearer token 15 minutes after it was minted", async () => {
    const token = await login(ctx.app);
    clock.set(at(T0, minutes(15) - 1));
    expect((await me(token)).statusCode).toBe(200);
    clock.set(at(T0, minutes(15)));
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
      ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: { authorization: `Bearer ${token}` } });
    expect((await list()).statusCode).toBe(200);
    await ctx.prisma.apiToken.update({ where: { id: row.id }, data: { revokedAt: T0 } });
    expectError(await list(), 401, "UNAUTHORIZED");
  });
});

describe("signing out everywhere", () => {
  it("ends every session of the caller through POST /api/auth/logout-all, its own included", async () => {
    const tokens = [await login(ctx.app), await login(ctx.app), await login(ctx.app)];
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout-all",
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, sessionsEnded: expect.any(Number) });
    expect(response.json<{ sessionsEnded: number }>().sessionsEnded).toBeGreaterThanOrEqual(3);
    for (const token of tokens) expectError(await me(token), 401, "UNAUTHORIZED");
  });

  it("does the same through the tRPC twin, auth.logoutAll", async () => {
    const tokens = [await login(ctx.app), await login(ctx.app)];
    const response = await ctx.app.inject({
      method: "POST",
      url: "/trpc/auth.logoutAll",
      headers: { authorization: `Bearer ${tokens[1]}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const token of tokens) expectError(await me(token), 401, "UNAUTHORIZED");
  });

  it("answers 401 without a valid token", async () => {
    expectError(await ctx.app.inject({ method: "POST", url: "/api/auth/logout-all" }), 401, "UNAUTHORIZED");
  });
});

describe("password changes", () => {
  it("end every session of that admin when ADMIN_PASSWORD changes at start-up", async () => {
    const tokens = [await login(ctx.app), await login(ctx.app)];
    await ensureAdmin(ctx.prisma, { email: ADMIN_EMAIL, password: "a brand new password" });
    for (const token of tokens) expectError(await me(token), 401, "UNAUTHORIZED");
    expect((await attempt({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(401);
    const fresh = await login(ctx.app, ADMIN_EMAIL, "a brand new password");
    // A restart with the same ADMIN_PASSWORD signs no one out.
    await ensureAdmin(ctx.prisma, { email: ADMIN_EMAIL, password: "a brand new password" });
    expect((await me(fresh)).statusCode).toBe(200);
    await ensureAdmin(ctx.prisma, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expectError(await me(fresh), 401, "UNAUTHORIZED");
  });

  it("end every session of that admin when the password is set with pnpm admin password", async () => {
    const other = "other.admin@test.example";
    await ensureAdmin(ctx.prisma, { email: other, password: "other admin password" });
    const otherToken = await login(ctx.app, other, "other admin password");
    const tokens = [await login(ctx.app), await login(ctx.app)];
    const result = await setAdminPassword(ctx.prisma, ` ${ADMIN_EMAIL.toUpperCase()} `, "set from the command line");
    expect(result).toEqual({ email: ADMIN_EMAIL, sessionsEnded: expect.any(Number) });
    expect(result.sessionsEnded).toBeGreaterThanOrEqual(2);
    for (const token of tokens) expectError(await me(token), 401, "UNAUTHORIZED");
    // Another admin's sessions are not touched.
    expect((await me(otherToken)).statusCode).toBe(200);
    expect((await attempt({ email: ADMIN_EMAIL, password: "set from the command line" })).statusCode).toBe(200);
    await expect(setAdminPassword(ctx.prisma, ADMIN_EMAIL, "short")).rejects.toThrow(/at least 8/);
    await expect(setAdminPassword(ctx.prisma, "nobody@test.example", "long enough")).rejects.toThrow(/No admin/);
    await setAdminPassword(ctx.prisma, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
});

describe("API tokens and sessions", () => {
  const apiToken = async (data: { expiresAt?: Date } = {}) => {
    const token = newToken(API_TOKEN_PREFIX);
    const row = await ctx.prisma.apiToken.create({
      data: { name: "integrator", tokenHash: hashToken(token), ...data },
    });
    return { token, row };
  };

  it("answers 400 to logout and logout-all with an API token, naming how tokens are revoked", async () => {
    const { token, row } = await apiToken();
    const sessions = await ctx.prisma.session.count();
    for (const url of ["/api/auth/logout", "/api/auth/logout-all"]) {
      const response = await ctx.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` } });
      const body = expectError(response, 400, "BAD_REQUEST");
      expect(body.message).toContain("pnpm admin token revoke <id>");
    }
    const trpc = await ctx.app.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(trpc.statusCode).toBe(400);
    // Nothing was revoked or ended: the token still works, and so do the sessions.
    expect((await me(token)).statusCode).toBe(200);
    expect((await ctx.prisma.apiToken.findUniqueOrThrow({ where: { id: row.id } })).revokedAt).toBeNull();
    expect(await ctx.prisma.session.count()).toBe(sessions);
  });

  it("refuses an API token from its expiry on with 401, and records each use before", async () => {
    const { token, row } = await apiToken({ expiresAt: at(T0, days(90)) });
    clock.set(at(T0, days(89)));
    expect((await me(token)).statusCode).toBe(200);
    expect((await ctx.prisma.apiToken.findUniqueOrThrow({ where: { id: row.id } })).lastUsedAt).toEqual(
      at(T0, days(89)),
    );
    clock.set(at(T0, days(90)));
    expectError(await me(token), 401, "UNAUTHORIZED");
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/settings", headers: { authorization: `Bearer ${token}` } }),
      401,
      "UNAUTHORIZED",
    );
    expect((await ctx.prisma.apiToken.findUniqueOrThrow({ where: { id: row.id } })).lastUsedAt).toEqual(
      at(T0, days(89)),
    );
  });
});

describe("the session cookie and POST /api/auth/refresh", () => {
  it("mints a fresh bearer token from the cookie, for another tab, until the session's 12 hours are up", async () => {
    const { token, cookie } = await signInForCookie();
    clock.set(at(T0, hours(2)));
    expectError(await me(token), 401, "UNAUTHORIZED");
    const response = await refresh(cookie);
    expect(response.statusCode, response.body).toBe(200);
    const minted = response.json<{ token: string; expiresAt: string }>();
    expect(minted.expiresAt).toBe(at(T0, hours(2) + minutes(15)).toISOString());
    expect(minted.token).not.toBe(token);
    expect((await me(minted.token)).statusCode).toBe(200);
    // Near the end, a token lives no longer than its session.
    clock.set(at(T0, hours(12) - minutes(5)));
    expect((await refresh(cookie)).json<{ expiresAt: string }>().expiresAt).toBe(at(T0, hours(12)).toISOString());
    clock.set(at(T0, hours(12)));
    const expired = await refresh(cookie);
    expectError(expired, 401, "UNAUTHORIZED");
    // A dead cookie is cleared.
    expect(String(expired.headers["set-cookie"])).toMatch(/^chamber_session=; .*Max-Age=0/);
  });

  it("answers 401 without a cookie and with an unknown one", async () => {
    expectError(await refresh(null), 401, "UNAUTHORIZED");
    expectError(await refresh(FORGED_TOKEN), 401, "UNAUTHORIZED");
  });

  it("does not take the cookie's session token as a bearer token, nor a bearer token as the cookie", async () => {
    const { token, cookie } = await signInForCookie();
    expectError(await me(cookie), 401, "UNAUTHORIZED");
    expectError(await refresh(token), 401, "UNAUTHORIZED");
  });

  it("answers 403 without the refresh header, so another site's form or script cannot mint a token", async () => {
    const { cookie } = await signInForCookie();
    const response = await refresh(cookie, {});
    expectError(response, 403, "FORBIDDEN");
    expect(response.json<{ message: string }>().message).toBe("Send the x-chamber-refresh header to refresh a session");
    const trpc = await ctx.app.inject({
      method: "POST",
      url: "/trpc/auth.refresh",
      headers: { cookie: `chamber_session=${cookie}` },
      payload: {},
    });
    expect(trpc.statusCode).toBe(403);
  });

  it("works through the tRPC twin, auth.refresh", async () => {
    const { cookie } = await signInForCookie();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/trpc/auth.refresh",
      headers: { cookie: `chamber_session=${cookie}`, "x-chamber-refresh": "1" },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const minted = response.json<{ result: { data: { token: string } } }>().result.data.token;
    expect((await me(minted)).statusCode).toBe(200);
  });

  it("ends the session on logout: every tab's token and the cookie stop working, and the cookie is cleared", async () => {
    const { token, cookie } = await signInForCookie();
    const otherTab = (await refresh(cookie)).json<{ token: string }>().token;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}`, cookie: `chamber_session=${cookie}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/^chamber_session=; .*HttpOnly.*Max-Age=0/);
    expectError(await me(token), 401, "UNAUTHORIZED");
    expectError(await me(otherTab), 401, "UNAUTHORIZED");
    expectError(await refresh(cookie), 401, "UNAUTHORIZED");
  });

  it("ends the cookie's session on logout-all too", async () => {
    const { token, cookie } = await signInForCookie();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout-all",
      headers: { authorization: `Bearer ${token}`, cookie: `chamber_session=${cookie}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/^chamber_session=; .*Max-Age=0/);
    expectError(await refresh(cookie), 401, "UNAUTHORIZED");
  });
});

describe("a script's session: login with session body, POST /api/auth/refresh with its refreshToken", () => {
  const scriptLogin = async () => {
    const response = await attempt({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, session: "body" });
    expect(response.statusCode, response.body).toBe(200);
    // No cookie: the session is in the answer.
    expect(response.headers["set-cookie"]).toBeUndefined();
    return response.json<{ token: string; expiresAt: string; refreshToken: string; refreshExpiresAt: string }>();
  };
  const refreshWith = (refreshToken: string) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/refresh", payload: { refreshToken } });

  it("answers a 15-minute token and the 12-hour session, refreshed without cookie or header until it ends", async () => {
    const signedIn = await scriptLogin();
    expect(signedIn.expiresAt).toBe(at(T0, minutes(15)).toISOString());
    expect(signedIn.refreshExpiresAt).toBe(at(T0, hours(12)).toISOString());
    clock.set(at(T0, minutes(16)));
    expectError(await me(signedIn.token), 401, "UNAUTHORIZED");
    const refreshed = await refreshWith(signedIn.refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const minted = refreshed.json<{ token: string; expiresAt: string }>();
    expect(Object.keys(minted).sort()).toEqual(["expiresAt", "token"]);
    expect(minted.expiresAt).toBe(at(T0, minutes(31)).toISOString());
    expect((await me(minted.token)).statusCode).toBe(200);
    clock.set(at(T0, hours(12)));
    expectError(await refreshWith(signedIn.refreshToken), 401, "UNAUTHORIZED");
  });

  it("takes neither a bearer token as a refresh token nor a refresh token as a bearer", async () => {
    const signedIn = await scriptLogin();
    expectError(await refreshWith(signedIn.token), 401, "UNAUTHORIZED");
    expectError(await me(signedIn.refreshToken), 401, "UNAUTHORIZED");
    expectError(await refreshWith(FORGED_TOKEN), 401, "UNAUTHORIZED");
    expectValidationError(await refreshWith(""), "refreshToken");
    expectValidationError(await attempt({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, session: "jar" }), "session");
  });

  it("ends on logout, with every token it minted", async () => {
    const signedIn = await scriptLogin();
    const minted = (await refreshWith(signedIn.refreshToken)).json<{ token: string }>().token;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${minted}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expectError(await refreshWith(signedIn.refreshToken), 401, "UNAUTHORIZED");
    expectError(await me(signedIn.token), 401, "UNAUTHORIZED");
  });
});
