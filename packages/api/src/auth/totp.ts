// Two-step sign-in's codes (RFC 6238, docs/decisions/028-staff-sign-in.md) with the otpauth
// library: what every authenticator app computes — SHA-1, six digits, a new code every 30 seconds.
// A code is taken one step early or late (clocks drift, people type slowly), and only once: the
// step of the last accepted code is kept per person, so a code seen over a shoulder or replayed
// from a log is worthless once used.
import type { PrismaClient } from "@chamber/db";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

function totp(secret: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the set-up screen shows: the otpauth:// URL and its QR code, drawn here so no QR library reaches the browser. */
export async function totpEnrolment(secret: string, account: string, issuer: string) {
  const otpauthUrl = totp(secret, account, issuer).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrSvg };
}

/** The time step `code` belongs to at `now` (within the window), or null when it is no current code. */
function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Whether `code` is a current code of the person's secret not used before; accepting it records
 * its step in the same statement that checks it, so two requests cannot both spend one code. A
 * raw statement: `updatedAt` stays, and the activity log leaves the column out (it is bookkeeping).
 */
export async function acceptTotp(
  prisma: PrismaClient,
  user: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.totpSecret || !/^\d{6}$/.test(code)) return false;
  const step = totpStep(user.totpSecret, code, now);
  if (step === null) return false;
  const accepted = await prisma.$executeRaw`
    UPDATE "AdminUser" SET "totpLastStep" = ${step}
    WHERE id = ${user.id} AND ("totpLastStep" IS NULL OR "totpLastStep" < ${step})`;
  return accepted === 1;
}
