// The second step of a sign-in with two-step on: a right password answers a challenge instead of
// a session (sign-in-challenge rows, hash kept), which lives 5 minutes and takes at most 5 codes —
// so a password alone never signs in, and a challenge cannot be used to try the million codes.
// The code is the app's six digits or one of the recovery codes.
import type { PrismaClient } from "@chamber/db";
import { isRecoveryCode, useRecoveryCode } from "./recovery-codes.ts";
import { hashToken, newToken } from "./tokens.ts";
import { acceptTotp } from "./totp.ts";

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_MAX_CODES = 5;

/** A new challenge for `userId`; its token is answered to the browser, only its hash kept. */
export async function startChallenge(prisma: PrismaClient, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await prisma.signInChallenge.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
  });
  // Housekeeping: ended challenges are useless; drop them as new ones are made.
  await prisma.signInChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  return token;
}

/** The person a live challenge is for, or null when it is unknown, past its 5 minutes or spent. */
export async function challengeOwner(prisma: PrismaClient, challenge: string, now: Date): Promise<number | null> {
  const row = await prisma.signInChallenge.findUnique({ where: { tokenHash: hashToken(challenge) } });
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= CHALLENGE_MAX_CODES) return null;
  return row.userId;
}

/**
 * Counts one code against the challenge and checks it: "signed-in" (the challenge is spent),
 * "wrong", or "expired" when the challenge is over, its five codes used, or unknown.
 */
export async function answerChallenge(
  prisma: PrismaClient,
  challenge: string,
  code: string,
  now: Date,
): Promise<{ outcome: "signed-in"; userId: number } | { outcome: "wrong" | "expired" }> {
  const tokenHash = hashToken(challenge);
  // Counted before the check, in one statement, so parallel codes cannot exceed the five.
  const { count } = await prisma.signInChallenge.updateMany({
    where: { tokenHash, expiresAt: { gt: now }, attempts: { lt: CHALLENGE_MAX_CODES } },
    data: { attempts: { increment: 1 } },
  });
  if (count !== 1) return { outcome: "expired" };
  const { userId } = await prisma.signInChallenge.findUniqueOrThrow({ where: { tokenHash } });
  if (!(await checkSecondStep(prisma, userId, code, now))) return { outcome: "wrong" };
  await prisma.signInChallenge.deleteMany({ where: { tokenHash } });
  return { outcome: "signed-in", userId };
}

/** Whether `code` is a current app code or an unused recovery code of the person (spending it). */
export async function checkSecondStep(prisma: PrismaClient, userId: number, code: string, now: Date) {
  const cleaned = code.replace(/\s/g, "");
  if (isRecoveryCode(cleaned)) return useRecoveryCode(prisma, userId, cleaned, now);
  const user = await prisma.adminUser.findUnique({
    where: { id: userId },
    select: { id: true, totpSecret: true, totpEnabledAt: true },
  });
  if (!user?.totpEnabledAt) return false;
  return acceptTotp(prisma, user, cleaned, now);
}
