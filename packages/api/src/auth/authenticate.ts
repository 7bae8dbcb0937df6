// Turns a bearer token into who it belongs to: a staff admin (a live browser session, or an
// integrator's API token) or a member (a live member browser session). Only hashes are stored, so
// a database leak reveals no usable credential. A token is one or the other, never both.
import type { StaffRole } from "@chamber/core";
import type { PrismaClient } from "@chamber/db";
import { API_TOKEN_PREFIX, hashToken } from "./tokens.ts";

export interface Admin {
  /** The AdminUser's id; 0 for an API token. */
  id: number;
  /** The person's name, or "" before they gave one; a token's name. */
  name: string;
  email: string;
  /** What they may do (docs/decisions/026-staff-roles.md): the person's role, or the token's. */
  role: StaffRole;
  /** "session" for a signed-in browser, "api-token" for an integrator's token. */
  via: "session" | "api-token";
  /** The ApiToken's id when `via` is "api-token", else null. */
  tokenId: number | null;
  /** Whether the person turned on two-step sign-in (false for a token). */
  twoStep: boolean;
}

/** A member signed in through a mailed link (docs/decisions/025-member-accounts.md). */
export interface SignedInMember {
  id: number;
  email: string;
  name: string;
}

export interface Caller {
  admin: Admin | null;
  member: SignedInMember | null;
}

const nobody: Caller = { admin: null, member: null };

export async function authenticate(prisma: PrismaClient, token: string, now: Date): Promise<Caller> {
  const tokenHash = hashToken(token);
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const apiToken = await prisma.apiToken.findUnique({ where: { tokenHash } });
    if (!apiToken || apiToken.revokedAt) return nobody;
    if (apiToken.expiresAt && apiToken.expiresAt.getTime() <= now.getTime()) return nobody;
    // Best effort: a failed bookkeeping write must not fail the caller's request.
    await prisma.apiToken.update({ where: { id: apiToken.id }, data: { lastUsedAt: now } }).catch(() => {});
    return {
      admin: {
        id: 0,
        name: apiToken.name,
        email: `token:${apiToken.name}`,
        role: apiToken.role,
        via: "api-token",
        tokenId: apiToken.id,
        twoStep: false,
      },
      member: null,
    };
  }
  const session = await prisma.session.findUnique({
    where: { tokenHash },
    select: {
      expiresAt: true,
      parentId: true,
      user: { select: { id: true, email: true, name: true, role: true, totpEnabledAt: true } },
      member: { select: { id: true, email: true, name: true } },
    },
  });
  // Only a tab's short token is a bearer credential; the cookie's session token only mints them.
  if (!session || session.parentId === null || session.expiresAt.getTime() <= now.getTime()) return nobody;
  const user = session.user;
  if (user) {
    const { id, email, name, role } = user;
    const admin: Admin = { id, email, name, role, via: "session", tokenId: null, twoStep: user.totpEnabledAt !== null };
    return { admin, member: null };
  }
  return { admin: null, member: session.member };
}
