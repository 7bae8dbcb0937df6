// Browser sessions (docs/architecture.md §4 "Auth"), a staff admin's or a member's: the same rows
// (Session with userId or memberId set) and the same rules, each kind with a cookie of its own
// (session-cookie.ts) so neither can stand in for the other. Signing in makes a session that lasts
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

/** Whose session: a staff admin's or a member's. */
export type SessionOwner = { userId: number } | { memberId: number };

/** Which kind of session a cookie may name: the staff cookie names staff sessions only, and so on. */
export type SessionKind = "staff" | "member";

const ownerOf = (row: { userId: number | null; memberId: number | null }): SessionOwner =>
  row.userId !== null ? { userId: row.userId } : { memberId: row.memberId as number };

const isKind = (row: { userId: number | null }, kind: SessionKind) => (row.userId !== null) === (kind === "staff");

export interface SignedIn {
  /** For the chamber_session cookie only. */
  session: IssuedToken;
  /** The bearer token answered to the caller. */
  tab: IssuedToken;
}

async function mintTabToken(
  prisma: PrismaClient,
  parent: { id: number; userId: number | null; memberId: number | null; expiresAt: Date },
  now: Date,
) {
  const token = newToken();
  const expiresAt = new Date(Math.min(now.getTime() + TAB_TOKEN_TTL_MS, parent.expiresAt.getTime()));
  await prisma.session.create({
    data: { tokenHash: hashToken(token), ...ownerOf(parent), expiresAt, parentId: parent.id },
  });
  return { token, expiresAt };
}

/** A new browser session for `owner`, with its first tab token. */
export async function startSession(prisma: PrismaClient, owner: SessionOwner, now: Date): Promise<SignedIn> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const session = await prisma.session.create({ data: { tokenHash: hashToken(token), ...owner, expiresAt } });
  const tab = await mintTabToken(prisma, session, now);
  // Housekeeping: expired sessions and tab tokens are useless; drop them when someone signs in.
  await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return { session: { token, expiresAt }, tab };
}

/**
 * The admin whose e-mail and password these are, or null. An unknown address costs the same hash
 * as a known one, so timing does not reveal accounts. The caller starts the session, or the
 * second step when the person turned two-step sign-in on.
 */
export async function checkPassword(
  prisma: PrismaClient,
  credentials: { email: string; password: string },
): Promise<{ id: number; totpEnabledAt: Date | null } | null> {
  const user = await prisma.adminUser.findUnique({ where: { email: credentials.email } });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), credentials.password);
  return user && valid ? { id: user.id, totpEnabledAt: user.totpEnabledAt } : null;
}

/** A tab's token, and for a script the session it refreshes from. */
export type StaffSignIn = IssuedToken & { refreshToken?: string; refreshExpiresAt?: Date };

/**
 * Signs the person in: a new session and the tab's token answered. The session goes into its
 * cookie on the answer, or, for a script (`keep` "body"), into the answer as `refreshToken`.
 */
export async function startStaffSession(
  ctx: { prisma: PrismaClient; now: () => Date; browser: { setCookie: SetCookie } | null },
  userId: number,
  keep: "cookie" | "body",
): Promise<StaffSignIn> {
  const signedIn = await startSession(ctx.prisma, { userId }, ctx.now());
  if (keep === "body") {
    return { ...signedIn.tab, refreshToken: signedIn.session.token, refreshExpiresAt: signedIn.session.expiresAt };
  }
  ctx.browser?.setCookie("staff", signedIn.session);
  return signedIn.tab;
}

type SetCookie = (kind: SessionKind, session: IssuedToken | null) => void;

/** The browser session of `kind` the cookie's token names, or null when it is unknown, over or another kind's. */
export async function liveSession(prisma: PrismaClient, sessionToken: string, now: Date, kind: SessionKind = "staff") {
  const session = await prisma.session.findUnique({ where: { tokenHash: hashToken(sessionToken) } });
  if (!session || session.parentId !== null || session.expiresAt.getTime() <= now.getTime()) return null;
  return isKind(session, kind) ? session : null;
}

/** A new tab token from the cookie's session of `kind`, or null when that session is unknown or over. */
export async function refreshTabToken(
  prisma: PrismaClient,
  sessionToken: string,
  now: Date,
  kind: SessionKind = "staff",
): Promise<IssuedToken | null> {
  const session = await liveSession(prisma, sessionToken, now, kind);
  return session && mintTabToken(prisma, session, now);
}

/**
 * Whether the cookie's token names a live browser session: for what the dashboard's own page
 * loads without a bearer token, such as a visitor's photo waiting for review in an `<img>`.
 */
export async function isSignedInBrowser(
  prisma: PrismaClient,
  sessionToken: string,
  now: Date,
  kind: SessionKind = "staff",
): Promise<boolean> {
  return (await liveSession(prisma, sessionToken, now, kind)) !== null;
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

/** Ends every session of `owner` (an admin, or a member); answers how many ended (tab tokens not counted). */
export async function signOutEverywhere(prisma: PrismaClient, owner: SessionOwner | number): Promise<number> {
  const where = typeof owner === "number" ? { userId: owner } : owner;
  const [{ count }] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { ...where, parentId: null } }),
    prisma.session.deleteMany({ where }),
  ]);
  return count;
}
