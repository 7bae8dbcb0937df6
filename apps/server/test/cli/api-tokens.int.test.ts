import { hashToken } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  AdminCommandError,
  createApiToken,
  formatTokenTable,
  listApiTokens,
  parseExpiry,
  parseRole,
  revokeApiToken,
} from "../../src/cli/api-tokens.ts";
import { expectError, setup, T0, type TestContext } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ signIn: false, now: () => T0 });
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("token create", () => {
  test("makes a chk_ token with 32 random bytes and stores only its hash", async () => {
    const { id, token } = await createApiToken(ctx.prisma, "  Member portal  ");
    expect(token).toMatch(/^chk_[A-Za-z0-9_-]{43}$/);
    const row = await ctx.prisma.apiToken.findUniqueOrThrow({ where: { id } });
    expect(row.name).toBe("Member portal");
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
  });

  test("acts as an editor unless --role says otherwise, and names no maker", async () => {
    expect(parseRole(undefined)).toBe("editor");
    expect(parseRole(" Moderator ")).toBe("moderator");
    expect(() => parseRole("admin")).toThrow(AdminCommandError);
    const editor = await createApiToken(ctx.prisma, "Default role");
    const owner = await createApiToken(ctx.prisma, "Owner role", { role: "owner" });
    const rows = await ctx.prisma.apiToken.findMany({
      where: { id: { in: [editor.id, owner.id] } },
      orderBy: { id: "asc" },
    });
    expect(rows.map((row) => [row.role, row.createdById])).toEqual([
      ["editor", null],
      ["owner", null],
    ]);
  });

  test("refuses an empty or overlong name", async () => {
    await expect(createApiToken(ctx.prisma, "   ")).rejects.toThrow(AdminCommandError);
    await expect(createApiToken(ctx.prisma, "x".repeat(101))).rejects.toThrow(AdminCommandError);
  });
});

describe("a CLI-made token on the REST API", () => {
  test("is accepted as Bearer on an admin operation and records its last use", async () => {
    const { id, token } = await createApiToken(ctx.prisma, "Integration");
    const response = await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    const row = await ctx.prisma.apiToken.findUniqueOrThrow({ where: { id } });
    expect(row.lastUsedAt).toEqual(T0);
  });

  test("can write through the API", async () => {
    const { token } = await createApiToken(ctx.prisma, "Board sync");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/board-members",
      headers: bearer(token),
      payload: { name: "Maria Alvarez", title: "President", order: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  test("is refused with 401 once revoked, and the row is kept with its revocation time", async () => {
    const { id, token } = await createApiToken(ctx.prisma, "Old integration");
    const revoked = await revokeApiToken(ctx.prisma, id, T0);
    expect(revoked.revokedAt).toEqual(T0);
    const response = await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: bearer(token) });
    expectError(response, 401, "UNAUTHORIZED");
    expect(await ctx.prisma.apiToken.findUnique({ where: { id } })).not.toBeNull();
  });

  test("a token that was never issued is refused", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/contact-messages",
      headers: bearer("chk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
    });
    expectError(response, 401, "UNAUTHORIZED");
  });
});

describe("token revoke and list", () => {
  test("revoking twice keeps the first revocation time", async () => {
    const { id } = await createApiToken(ctx.prisma, "Twice");
    await revokeApiToken(ctx.prisma, id, new Date("2026-01-01T00:00:00Z"));
    const again = await revokeApiToken(ctx.prisma, id, new Date("2026-02-01T00:00:00Z"));
    expect(again.revokedAt).toEqual(new Date("2026-01-01T00:00:00Z"));
  });

  test("revoking an unknown id fails clearly", async () => {
    await expect(revokeApiToken(ctx.prisma, 999_999)).rejects.toThrow("No API token has id 999999");
  });

  test("list shows id, name, role, created, last used, expiry and revocation, without the token", async () => {
    const { id, token } = await createApiToken(ctx.prisma, "Listed");
    const rows = await listApiTokens(ctx.prisma);
    expect(rows.find((row) => row.id === id)).toEqual({
      id,
      name: "Listed",
      role: "editor",
      createdAt: expect.any(Date),
      lastUsedAt: null,
      revokedAt: null,
      expiresAt: null,
    });
    const table = formatTokenTable(rows);
    expect(table.split("\n")[0]).toMatch(
      /^ID\s+NAME\s+ROLE\s+CREATED \(UTC\)\s+LAST USED \(UTC\)\s+EXPIRES \(UTC\)\s+REVOKED \(UTC\)$/,
    );
    expect(table).toContain("Listed");
    expect(table).not.toContain(token);
  });
});

describe("token expiry", () => {
  test("--expires reads a duration from now or a date, and refuses anything else", () => {
    expect(parseExpiry("90d", T0)).toEqual(new Date(T0.getTime() + 90 * 86_400_000));
    expect(parseExpiry("12h", T0)).toEqual(new Date(T0.getTime() + 12 * 3_600_000));
    expect(parseExpiry("8W", T0)).toEqual(new Date(T0.getTime() + 56 * 86_400_000));
    expect(parseExpiry("2027-01-31", T0)).toEqual(new Date("2027-01-31T00:00:00Z"));
    for (const bad of ["", "90", "soon", "-5d", "0d", "2020-01-01", "90 days"]) {
      expect(() => parseExpiry(bad, T0), bad).toThrow(AdminCommandError);
    }
  });

  test("a token made with an expiry works until then, shows it in the list, and is refused with 401 after", async () => {
    const expiresAt = parseExpiry("90d", T0);
    const { id, token } = await createApiToken(ctx.prisma, "Seasonal", { expiresAt });
    const row = (await listApiTokens(ctx.prisma)).find((item) => item.id === id);
    expect(row?.expiresAt).toEqual(expiresAt);
    expect(formatTokenTable(row ? [row] : [])).toContain(expiresAt.toISOString().replace("T", " ").slice(0, 16));
    const live = await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: bearer(token) });
    expect(live.statusCode, live.body).toBe(200);
    expect((await ctx.prisma.apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt).toEqual(T0);
    await ctx.prisma.apiToken.update({ where: { id }, data: { expiresAt: T0 } });
    const expired = await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: bearer(token) });
    expectError(expired, 401, "UNAUTHORIZED");
  });
});
