import type { PrismaClient } from "@chamber/db";
import { decoyHash, verifyPassword } from "./passwords.ts";
import { hashToken, newToken } from "./tokens.ts";

/** A browser session lasts a working day plus margin; signing in again is cheap. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export async function signIn(
  prisma: PrismaClient,
  credentials: { email: string; password: string },
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  const user = await prisma.adminUser.findUnique({ where: { email: credentials.email } });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), credentials.password);
  if (!user || !valid) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await prisma.session.create({ data: { tokenHash: hashToken(token), userId: user.id, expiresAt } });
  // Housekeeping: expired sessions are useless; drop them when someone signs in.
  await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return { token, expiresAt };
}

export async function signOut(prisma: PrismaClient, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { tokenHash: hashToken(token) } });
}

/** Ends every session of admin `userId`; answers how many ended. */
export async function signOutEverywhere(prisma: PrismaClient, userId: number): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { userId } });
  return count;
}
