// What the role tests (roles.int.test.ts) call with: a credential per staff role (a signed-in
// browser's tab token, or an API token carrying the role), both doors of one operation, and a
// fingerprint of every table to show a refused call changed nothing.
import { API_TOKEN_PREFIX, hashToken, newToken, type StaffOperation, startSession } from "@chamber/api";
import type { StaffRole } from "@chamber/core";
import type { LightMyRequestResponse } from "fastify";
import type { TestContext } from "../helpers.ts";

export interface Credential {
  role: StaffRole;
  via: "session" | "api-token";
  /** The `Authorization` header; `fresh`, of a new session (for a call that signs out). */
  authorization: (fresh?: boolean) => Promise<string>;
}

/** An owner, an editor and a moderator, each signed in and each as an API token of that role. */
export async function staffCredentials(ctx: TestContext): Promise<Credential[]> {
  const credentials: Credential[] = [];
  for (const role of ["owner", "editor", "moderator"] as const) {
    const user = await ctx.prisma.adminUser.create({
      data: { email: `${role}@roles.example`, name: `The ${role}`, role, passwordHash: "unused" },
    });
    const token = newToken(API_TOKEN_PREFIX);
    await ctx.prisma.apiToken.create({ data: { name: `${role} token`, tokenHash: hashToken(token), role } });
    const signIn = async () => `Bearer ${(await startSession(ctx.prisma, { userId: user.id }, new Date())).tab.token}`;
    const session = await signIn();
    credentials.push(
      { role, via: "session", authorization: async (fresh) => (fresh ? signIn() : session) },
      { role, via: "api-token", authorization: async () => `Bearer ${token}` },
    );
  }
  return credentials;
}

/** Any input at all: a refusal comes before input is read, and an allowed call gets a 400 for it. */
const DUMMY = JSON.stringify("dummy");

/** Calls the tRPC procedure as /trpc does for the web app: a query by GET, a mutation by POST. */
export function callTrpc(ctx: TestContext, operation: StaffOperation, authorization: string) {
  if (operation.type === "query") {
    const url = `/trpc/${operation.path}?input=${encodeURIComponent(DUMMY)}`;
    return ctx.app.inject({ method: "GET", url, headers: { authorization } });
  }
  const headers = { authorization, "content-type": "application/json" };
  return ctx.app.inject({ method: "POST", url: `/trpc/${operation.path}`, headers, payload: DUMMY });
}

export interface RestOperation {
  method: string;
  path: string;
  needs: StaffRole;
}

/** Calls the REST operation with every path parameter 0 (an id no row has) and a dummy body. */
export function callRest(ctx: TestContext, operation: RestOperation, authorization: string) {
  const url = `/api${operation.path.replace(/\{\w+\}/g, "0")}`;
  const method = operation.method.toUpperCase() as "GET";
  if (method === "GET" || method === "DELETE") return ctx.app.inject({ method, url, headers: { authorization } });
  const headers = { authorization, "content-type": "application/json" };
  return ctx.app.inject({ method, url, headers, payload: DUMMY });
}

/** The REST operations the served document says need a role, with that role. */
export function restOperations(document: {
  paths: Record<string, Record<string, { "x-required-role"?: StaffRole }>>;
}): RestOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      operation["x-required-role"] ? [{ method, path, needs: operation["x-required-role"] }] : [],
    ),
  );
}

/** The status and error of an answer from either door, as `[status, code, message]`. */
export function outcome(response: LightMyRequestResponse): [number, string, string] {
  if (!response.headers["content-type"]?.toString().startsWith("application/json"))
    return [response.statusCode, "", ""];
  const body = response.json<{
    code?: string;
    message?: string;
    error?: { message: string; data: { code: string } };
  }>();
  if (body.error) return [response.statusCode, body.error.data.code, body.error.message];
  return [response.statusCode, body.code ?? "", body.message ?? ""];
}

/**
 * One fingerprint per table (every row as JSON, hashed in order), but the sessions, which signing
 * in and out changes, and an API token's `lastUsedAt`, which each use of it stamps.
 */
export async function fingerprint(ctx: TestContext): Promise<Record<string, string>> {
  const tables = await ctx.prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name::text AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('Session', '_prisma_migrations')
    ORDER BY table_name`;
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await ctx.prisma.$queryRawUnsafe<{ sum: string }[]>(
      `SELECT md5(coalesce(string_agg(r, ',' ORDER BY r), '')) AS sum
       FROM (SELECT (to_jsonb(t) - 'lastUsedAt')::text AS r FROM "${name}" t) rows`,
    );
    sums[name] = row?.sum ?? "";
  }
  return sums;
}
