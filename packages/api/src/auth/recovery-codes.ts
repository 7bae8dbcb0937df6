// The ten recovery codes a person gets when turning on two-step sign-in, for the day their phone is
// lost: each signs in once in place of an app's code. Shown once, stored as SHA-256 hashes (they
// are random, so there is nothing to brute-force, as with tokens.ts).
import { randomInt } from "node:crypto";
import type { PrismaClient } from "@chamber/db";
import { hashToken } from "./tokens.ts";

const COUNT = 10;
// No 0/o, 1/l/i: a code copied onto paper is read back without doubt.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

const newCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Case, spaces and the dash do not matter when a code is typed back. */
const hashCode = (code: string) => hashToken(code.toLowerCase().replace(/[\s-]/g, ""));

/** Whether `code` looks like a recovery code rather than an app's six digits. */
export const isRecoveryCode = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.replace(/\s/g, ""));

/** Replaces the person's codes with ten new ones, answered in clear this once. */
export async function issueRecoveryCodes(prisma: PrismaClient, userId: number): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await prisma.recoveryCode.deleteMany({ where: { userId } });
  await prisma.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashCode(code) })) });
  return codes;
}

/** Spends `code` if it is one of the person's unused codes; checked and spent in one statement. */
export async function useRecoveryCode(prisma: PrismaClient, userId: number, code: string, now: Date) {
  const { count } = await prisma.recoveryCode.updateMany({
    where: { userId, codeHash: hashCode(code), usedAt: null },
    data: { usedAt: now },
  });
  return count === 1;
}

export const recoveryCodesLeft = (prisma: PrismaClient, userId: number) =>
  prisma.recoveryCode.count({ where: { userId, usedAt: null } });
