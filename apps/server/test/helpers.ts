// Shared set-up for the server's integration tests: a real Fastify app (buildApp) on a fresh test
// database (a PostgreSQL database of its own, see @chamber/db/testing), with one admin signed
// in through POST /api/auth/login. argon2 costs ~50 ms a hash, so each file signs in once.
import { hashPassword, noopCache } from "@chamber/api";
import type { Database } from "@chamber/db";
import { openTestDatabase } from "@chamber/db/testing";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type App, type AppOptions, buildApp } from "../src/app.ts";

export const ADMIN_EMAIL = "admin@test.example";
export const ADMIN_PASSWORD = "correct horse battery staple";

/** A bearer token that looks real but belongs to no session. */
export const FORGED_TOKEN = "forged-token-0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * For tests that write rows straight through Prisma or move the clock and then read the public
 * API: they check what the API answers, not what the read cache remembers.
 */
export const uncached = { cache: noopCache } as const;

export interface TestContext {
  app: App;
  db: Database;
  prisma: Database["prisma"];
  /** The signed-in admin's bearer token. */
  token: string;
  /** `Authorization` header for the signed-in admin. */
  auth: { authorization: string };
  close(): Promise<void>;
}

export interface SetupOptions extends Omit<Partial<AppOptions>, "db"> {
  /** Reuse a database (several apps on one database); closed by the caller then. */
  db?: Database;
  /** Skip creating and signing in the admin. */
  signIn?: boolean;
}

/**
 * Builds the app on a fresh test database, as production builds it except that rate limits are
 * off unless `rateLimits` is given.
 */
export async function setup(options: SetupOptions = {}): Promise<TestContext> {
  const ownDb = !options.db;
  const db = options.db ?? (await openTestDatabase());
  const { db: _db, signIn = true, ...appOptions } = options;
  const app = await buildApp({ rateLimits: false, ...appOptions, db });
  let token = "";
  if (signIn) {
    await db.prisma.adminUser.upsert({
      where: { email: ADMIN_EMAIL },
      create: { email: ADMIN_EMAIL, passwordHash: await hashPassword(ADMIN_PASSWORD) },
      update: {},
    });
    token = await login(app);
  }
  return {
    app,
    db,
    prisma: db.prisma,
    token,
    auth: { authorization: `Bearer ${token}` },
    close: async () => {
      await app.close();
      if (ownDb) await db.close();
    },
  };
}

async function signedIn(app: App, email: string, password: string) {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response;
}

export async function login(app: App, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  return (await signedIn(app, email, password)).json<{ token: string }>().token;
}

/** The chamber_session token a response set. */
export function cookieToken(response: { headers: Record<string, unknown> }): string {
  const match = /^chamber_session=([^;]*)/.exec(String(response.headers["set-cookie"]));
  if (!match?.[1]) throw new Error(`no session cookie in ${String(response.headers["set-cookie"])}`);
  return match[1];
}

/** Signs the admin in as a browser does and answers the `Cookie` header it would send back. */
export async function sessionCookie(app: App, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  return `chamber_session=${cookieToken(await signedIn(app, email, password))}`;
}

/** The exact error body of docs/architecture.md §4: `{ message, code }`, nothing else. */
export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(["code", "message"]);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  expect(body.message).not.toBe("");
  return body as { message: string; code: string };
}

/** A 400 naming each bad field in `issues[].path`. */
export function expectValidationError(response: LightMyRequestResponse, ...fields: string[]) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{
    message: string;
    code: string;
    issues: { path: (string | number)[]; message: string }[];
  }>();
  expect(Object.keys(body).sort()).toEqual(["code", "issues", "message"]);
  expect(body.message).toBe("Input validation failed");
  expect(body.code).toBe("BAD_REQUEST");
  const paths = body.issues.map((issue) => issue.path.join("."));
  for (const field of fields) expect(paths).toContain(field);
  for (const issue of body.issues) expect(issue.message).toEqual(expect.any(String));
  return body;
}

/**
 * An admin operation refused without credentials: 401 with no token and with a forged one, and
 * the table's rows are the same afterwards.
 */
export async function expectAdminOnly(
  ctx: TestContext,
  request: InjectOptions,
  snapshot: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot();
  const anonymous = await ctx.app.inject(request);
  expectError(anonymous, 401, "UNAUTHORIZED");
  const forged = await ctx.app.inject({
    ...request,
    headers: { ...(request.headers ?? {}), authorization: `Bearer ${FORGED_TOKEN}` },
  });
  expectError(forged, 401, "UNAUTHORIZED");
  expect(await snapshot()).toEqual(before);
}

/** A fixed instant for tests that move the clock. */
export const T0 = new Date("2026-06-15T12:00:00.000Z");

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
export const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

/** A clock the test moves by hand, passed to buildApp as `now`. */
export function manualClock(start: Date = T0) {
  let current = start;
  return {
    now: () => current,
    set: (instant: Date) => {
      current = instant;
    },
  };
}
