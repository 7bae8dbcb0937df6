// Long-lived API tokens for integrators: made, listed and revoked by `pnpm admin token …`.
// A token is shown once, at creation; only its SHA-256 hash is stored, and revoking keeps the
// row (with revokedAt) for the record.
import { API_TOKEN_PREFIX, hashToken, newToken } from "@chamber/api";
import type { PrismaClient } from "@chamber/db";

export const TOKEN_NAME_MAX = 100;

export interface ApiTokenRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export class TokenCommandError extends Error {
  override name = "TokenCommandError";
}

export async function createApiToken(prisma: PrismaClient, rawName: string): Promise<{ id: number; token: string }> {
  const name = rawName.trim();
  if (!name) throw new TokenCommandError("A token needs a name: --name <name>");
  if (name.length > TOKEN_NAME_MAX)
    throw new TokenCommandError(`The name must be at most ${TOKEN_NAME_MAX} characters`);
  const token = newToken(API_TOKEN_PREFIX);
  const row = await prisma.apiToken.create({ data: { name, tokenHash: hashToken(token) }, select: { id: true } });
  return { id: row.id, token };
}

export function listApiTokens(prisma: PrismaClient): Promise<ApiTokenRow[]> {
  return prisma.apiToken.findMany({
    select: { id: true, name: true, createdAt: true, lastUsedAt: true, revokedAt: true },
    orderBy: { id: "asc" },
  });
}

/** Revokes token `id`; revoking twice keeps the first time. */
export async function revokeApiToken(prisma: PrismaClient, id: number, now = new Date()): Promise<ApiTokenRow> {
  const existing = await prisma.apiToken.findUnique({ where: { id } });
  if (!existing) throw new TokenCommandError(`No API token has id ${id}`);
  if (existing.revokedAt) return existing;
  return prisma.apiToken.update({
    where: { id },
    data: { revokedAt: now },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true, revokedAt: true },
  });
}

const when = (date: Date | null) => (date ? date.toISOString().replace("T", " ").slice(0, 16) : "-");

/** The list as an aligned text table. */
export function formatTokenTable(rows: ApiTokenRow[]): string {
  if (rows.length === 0) return "No API tokens yet. Make one with: pnpm admin token create --name <name>";
  const table = [
    ["ID", "NAME", "CREATED (UTC)", "LAST USED (UTC)", "REVOKED (UTC)"],
    ...rows.map((row) => [String(row.id), row.name, when(row.createdAt), when(row.lastUsedAt), when(row.revokedAt)]),
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? [];
  return table
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
