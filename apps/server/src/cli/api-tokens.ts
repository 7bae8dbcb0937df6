// Long-lived API tokens for integrators: made, listed and revoked by `pnpm admin token …`.
// A token is shown once, at creation; only its SHA-256 hash is stored, and revoking keeps the
// row (with revokedAt) for the record. A token may expire (`--expires 90d`), so one forgotten
// in an old integration stops working by itself. A token acts with its role (`--role`, an editor's
// unless said); one made here names no maker, and the admin lists it as made on the command line.
import { issueApiToken } from "@chamber/api";
import { STAFF_ROLES, type StaffRole } from "@chamber/core";
import type { PrismaClient } from "@chamber/db";

const TOKEN_NAME_MAX = 100;

export interface ApiTokenRow {
  id: number;
  name: string;
  role: StaffRole;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
}

const rowSelect = {
  id: true,
  name: true,
  role: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  expiresAt: true,
} as const;

const DAY_MS = 86_400_000;
const unitMs: Record<string, number> = { h: 3_600_000, d: DAY_MS, w: 7 * DAY_MS, y: 365 * DAY_MS };

/** `--expires`: a duration from now (`12h`, `90d`, `8w`, `1y`) or a date (`2027-01-31`). */
export function parseExpiry(text: string, now: Date): Date {
  const value = text.trim();
  const duration = value.match(/^(\d{1,5})\s*([hdwy])$/i);
  const expiresAt = duration
    ? new Date(now.getTime() + Number(duration[1]) * (unitMs[(duration[2] ?? "").toLowerCase()] ?? 0))
    : /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)
      ? new Date(value)
      : new Date(Number.NaN);
  if (Number.isNaN(expiresAt.getTime()))
    throw new AdminCommandError(`--expires takes a duration such as 90d, 12h, 8w or 1y, or a date such as 2027-01-31`);
  if (expiresAt.getTime() <= now.getTime()) throw new AdminCommandError("--expires must lie in the future");
  return expiresAt;
}

/** `--role`: one of the staff roles, editor when omitted. */
export function parseRole(text: string | undefined): StaffRole {
  if (text === undefined) return "editor";
  const role = text.trim().toLowerCase();
  if ((STAFF_ROLES as readonly string[]).includes(role)) return role as StaffRole;
  throw new AdminCommandError(`--role must be one of: ${STAFF_ROLES.join(", ")}`);
}

/** A refusal the admin command prints as it is (bad input, unknown id), without a stack. */
export class AdminCommandError extends Error {
  override name = "AdminCommandError";
}

export async function createApiToken(
  prisma: PrismaClient,
  rawName: string,
  options: { expiresAt?: Date | undefined; role?: StaffRole | undefined } = {},
): Promise<{ id: number; token: string }> {
  const name = rawName.trim();
  if (!name) throw new AdminCommandError("A token needs a name: --name <name>");
  if (name.length > TOKEN_NAME_MAX)
    throw new AdminCommandError(`The name must be at most ${TOKEN_NAME_MAX} characters`);
  const { id, token } = await issueApiToken(prisma, {
    name,
    role: options.role ?? "editor",
    expiresAt: options.expiresAt ?? null,
    createdById: null,
  });
  return { id, token };
}

export function listApiTokens(prisma: PrismaClient): Promise<ApiTokenRow[]> {
  return prisma.apiToken.findMany({ select: rowSelect, orderBy: { id: "asc" } });
}

/** Revokes token `id`; revoking twice keeps the first time. */
export async function revokeApiToken(prisma: PrismaClient, id: number, now = new Date()): Promise<ApiTokenRow> {
  const existing = await prisma.apiToken.findUnique({ where: { id }, select: rowSelect });
  if (!existing) throw new AdminCommandError(`No API token has id ${id}`);
  if (existing.revokedAt) return existing;
  return prisma.apiToken.update({
    where: { id },
    data: { revokedAt: now },
    select: rowSelect,
  });
}

const when = (date: Date | null) => (date ? date.toISOString().replace("T", " ").slice(0, 16) : "-");

/** The list as an aligned text table. */
export function formatTokenTable(rows: ApiTokenRow[]): string {
  if (rows.length === 0) return "No API tokens yet. Make one with: pnpm admin token create --name <name>";
  const table = [
    ["ID", "NAME", "ROLE", "CREATED (UTC)", "LAST USED (UTC)", "EXPIRES (UTC)", "REVOKED (UTC)"],
    ...rows.map((row) => [
      String(row.id),
      row.name,
      row.role,
      when(row.createdAt),
      when(row.lastUsedAt),
      when(row.expiresAt),
      when(row.revokedAt),
    ]),
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
