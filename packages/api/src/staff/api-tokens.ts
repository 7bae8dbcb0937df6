// API tokens for integrations (docs/decisions/026-staff-roles.md), made by an owner in the admin or
// by the operator with `pnpm admin token create`: both make them here. A token is shown once, at
// creation; only its SHA-256 is stored. It acts with its own role (an editor's unless chosen), and
// names who made it, so an owner reviewing the list knows whom to ask before revoking one.
import type { StaffRole } from "@chamber/core";
import type { Prisma, PrismaClient } from "@chamber/db";
import { API_TOKEN_PREFIX, hashToken, newToken } from "../auth/tokens.ts";

const apiTokenSelect = {
  id: true,
  name: true,
  role: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
  createdBy: { select: { name: true, email: true } },
} satisfies Prisma.ApiTokenSelect;

type ApiTokenRow = Prisma.ApiTokenGetPayload<{ select: typeof apiTokenSelect }>;

/** The row as the admin lists it: its maker as "Name <e-mail>", or "command line". */
const toApiToken = ({ createdBy, ...row }: ApiTokenRow) => ({
  ...row,
  createdBy: createdBy ? (createdBy.name ? `${createdBy.name} <${createdBy.email}>` : createdBy.email) : "command line",
});

export interface NewApiToken {
  name: string;
  role: StaffRole;
  expiresAt: Date | null;
  /** The owner who made it in the admin; null on the command line. */
  createdById: number | null;
}

/** Makes a token; answers its row and the token itself, which is never shown again. */
export async function issueApiToken(prisma: PrismaClient, data: NewApiToken) {
  const token = newToken(API_TOKEN_PREFIX);
  const row = await prisma.apiToken.create({ data: { ...data, tokenHash: hashToken(token) }, select: apiTokenSelect });
  return { ...toApiToken(row), token };
}

/** Every token, newest first, revoked ones included (the record of what had access). */
export async function listApiTokenRows(prisma: PrismaClient) {
  const rows = await prisma.apiToken.findMany({ select: apiTokenSelect, orderBy: { id: "desc" } });
  return rows.map(toApiToken);
}

/** Revokes token `id` (revoking twice keeps the first time); null when there is no such token. */
export async function revokeApiTokenRow(prisma: PrismaClient, id: number, now: Date) {
  const existing = await prisma.apiToken.findUnique({ where: { id }, select: apiTokenSelect });
  if (!existing) return null;
  if (existing.revokedAt) return toApiToken(existing);
  return toApiToken(await prisma.apiToken.update({ where: { id }, data: { revokedAt: now }, select: apiTokenSelect }));
}
