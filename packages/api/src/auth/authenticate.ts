// Turns a bearer token into the admin it belongs to: a live browser session, or an integrator's
// API token. Only hashes are stored, so a database leak reveals no usable credential.
import type { PrismaClient } from "@chamber/db";
import { API_TOKEN_PREFIX, hashToken } from "./tokens.ts";

export interface Admin {
  id: number;
  email: string;
  /** "session" for a signed-in browser, "api-token" for an integrator's token. */
  via: "session" | "api-token";
}

export async function authenticate(prisma: PrismaClient, token: string, now: Date): Promise<Admin | null> {
  const tokenHash = hashToken(token);
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const apiToken = await prisma.apiToken.findUnique({ where: { tokenHash } });
    if (!apiToken || apiToken.revokedAt) return null;
    if (apiToken.expiresAt && apiToken.expiresAt.getTime() <= now.getTime()) return null;
    // Best effort: a failed bookkeeping write must not fail the caller's request.
    await prisma.apiToken.update({ where: { id: apiToken.id }, data: { lastUsedAt: now } }).catch(() => {});
    return { id: 0, email: `token:${apiToken.name}`, via: "api-token" };
  }
  const session = await prisma.session.findUnique({
    where: { tokenHash },
    select: { expiresAt: true, parentId: true, user: { select: { id: true, email: true } } },
  });
  // Only a tab's short token is a bearer credential; the cookie's session token only mints them.
  if (!session || session.parentId === null || session.expiresAt.getTime() <= now.getTime()) return null;
  return { id: session.user.id, email: session.user.email, via: "session" };
}
