// Browser sessions (docs/architecture.md §4 "Auth"). Signing in makes a session that lasts
// SESSION_TTL_MS, whose token goes only into the HttpOnly chamber_session cookie, out of reach of
// scripts; each tab carries a short bearer token that the session mints (at sign-in, then from the
// cookie through auth.refresh), so a token leaked from a tab's storage is soon worthless. Both are
// stored as hashes only.
import type { PrismaClient } from "@chamber/db";
import { decoyHash, verifyPassword } from "./passwords.ts";
import { hashToken, newToken } from "./tokens.ts";

/** A browser session lasts a working day plus margin; signing in again is cheap. */
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A tab's bearer token: short, and minted again from the cookie as it runs out. */
const TAB_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface SignedIn {
  /** For the chamber_session cookie only. */
  session: IssuedToken;
  /** The bearer token answered to the caller. */
  tab: IssuedToken;
}

async function mintTabToken(prisma: PrismaClient, parent: { id: number; userId: number; expiresAt: Date }, now: Date) {
  const token = newToken();
  const expiresAt = new Date(Math.min(now.getTime() + TAB_TOKEN_TTL_MS, parent.expiresAt.getTime()));
  await prisma.session.create({
    data: { tokenHash: hashToken(token), userId: parent.userId, expiresAt, parentId: parent.id },
  });
  return { token, expiresAt };
}

export async function signIn(
  prisma: PrismaClient,
  credentials: { email: string; password: string },
  now: Date,
): Promise<SignedIn | null> {
  const user = await prisma.adminUser.findUnique({ where: { email: credentials.email } });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), credentials.password);
  if (!user || !valid) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const session = await prisma.session.create({ data: { tokenHash: hashToken(token), userId: user.id, expiresAt } });
  const tab = await mintTabToken(prisma, session, now);
  // Housekeeping: expired sessions and tab tokens are useless; drop them when someone signs in.
  await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return { session: { token, expiresAt }, tab };
}

/** The browser session the cookie's token names, or null when it is unknown or over. */
export async function liveSession(prisma: PrismaClient, sessionToken: string, now: Date) {
  const session = await prisma.session.findUnique({ where: { tokenHash: hashToken(sessionToken) } });
  if (!session || session.parentId !== null || session.expiresAt.getTime() <= now.getTime()) return null;
  return session;
}

/** A new tab token from the cookie's session, or null when that session is unknown or over. */
export async function refreshTabToken(
  prisma: PrismaClient,
  sessionToken: string,
  now: Date,
): Promise<IssuedToken | null> {
  const session = await liveSession(prisma, sessionToken, now);
  return session && mintTabToken(prisma, session, now);
}

/**
 * Whether the cookie's token names a live browser session: for what the dashboard's own page
 * loads without a bearer token, such as a visitor's photo waiting for review in an `<img>`.
 */
export async function isSignedInBrowser(prisma: PrismaClient, sessionToken: string, now: Date): Promise<boolean> {
  return (await liveSession(prisma, sessionToken, now)) !== null;
}

/**
 * Ends the browser session that `token` belongs to, whether it is a tab's bearer token or the
 * cookie's own: the session and every tab token it minted go.
 */
export async function signOut(prisma: PrismaClient, token: string): Promise<void> {
  const row = await prisma.session.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row) return;
  await prisma.session.deleteMany({ where: { id: row.parentId ?? row.id } });
}

/** Ends every session of admin `userId`; answers how many ended (tab tokens not counted). */
export async function signOutEverywhere(prisma: PrismaClient, userId: number): Promise<number> {
  const [{ count }] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { userId, parentId: null } }),
    prisma.session.deleteMany({ where: { userId } }),
  ]);
  return count;
}
