// The public forms' spam check without a third-party service (docs/decisions/020-public-submissions.md):
// a token the page fetches when it opens, signed with a key only the server knows, saying when it
// was issued. A submission must carry one issued 3 s to 2 h before (a script that posts at once, or
// replays an old page, is refused) and each token is spent once: its nonce is recorded in the same
// transaction that stores the submission, so two posts of one token cannot both pass.

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS, SPAM_CHECK_CODE } from "@chamber/core";
import type { Database, Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { CodedError } from "../contract/coded-error.ts";
import { serverKey } from "../secrets/server-key.ts";

const SECRET_NAME = "form-token";
const signingKey = (prisma: Database["prisma"]) => serverKey(prisma, SECRET_NAME);

const sign = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

/** A fresh token issued at `now`: `<issued ms, base 36>.<nonce>.<signature>`. */
export async function issueFormToken(prisma: Database["prisma"], now: Date): Promise<string> {
  const body = `${now.getTime().toString(36)}.${randomBytes(16).toString("base64url")}`;
  return `${body}.${sign(await signingKey(prisma), body)}`;
}

const spamCheckFailed = (message = "The form could not be accepted. Reload the page and send it again.") =>
  new TRPCError({ code: "BAD_REQUEST", message, cause: new CodedError(SPAM_CHECK_CODE, message) });

/**
 * Checks the token and the honeypot, and answers the token's nonce to spend. Throws SPAM_CHECK
 * for a missing, forged, early or expired token, or a filled honeypot.
 */
export async function checkSpamFields(
  prisma: Database["prisma"],
  fields: { formToken?: string | undefined; url?: string | undefined },
  now: Date,
  minAgeMs = FORM_TOKEN_MIN_AGE_MS,
): Promise<string> {
  if (fields.url?.trim()) throw spamCheckFailed();
  const [issuedText, nonce, signature] = fields.formToken?.split(".") ?? [];
  if (!issuedText || !nonce || !signature) throw spamCheckFailed();
  const expected = Buffer.from(sign(await signingKey(prisma), `${issuedText}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw spamCheckFailed();
  const age = now.getTime() - Number.parseInt(issuedText, 36);
  if (!(age >= minAgeMs)) throw spamCheckFailed("The form was sent too quickly. Wait a moment and send it again.");
  if (age > FORM_TOKEN_MAX_AGE_MS) throw spamCheckFailed("The form has expired. Reload the page and send it again.");
  return nonce;
}

/**
 * A submission's photo travels before the submission, with the same token: genuine, not expired
 * and not yet spent, but not spent by the upload (the submission spends it) and accepted at any
 * age, since a visitor may pick the photo first.
 */
export async function checkUploadToken(
  prisma: Database["prisma"],
  fields: { formToken?: string | undefined; url?: string | undefined },
  now: Date,
): Promise<void> {
  const nonce = await checkSpamFields(prisma, fields, now, 0);
  const spent = await prisma.usedFormToken.count({ where: { id: nonce } });
  if (spent) throw spamCheckFailed("This form was already sent. Reload the page to send another.");
}

/**
 * Records the nonce as spent, inside the transaction that stores the submission; a token already
 * spent throws SPAM_CHECK (and the transaction stores nothing). Spent nonces older than a token's
 * life are purged: their tokens are refused as expired anyway.
 */
export async function spendFormToken(tx: Prisma.TransactionClient, nonce: string, now: Date): Promise<void> {
  await tx.usedFormToken.deleteMany({ where: { usedAt: { lt: new Date(now.getTime() - FORM_TOKEN_MAX_AGE_MS) } } });
  // ON CONFLICT DO NOTHING keeps the transaction usable; a unique error would abort it.
  const inserted =
    await tx.$executeRaw`INSERT INTO "UsedFormToken" ("id", "usedAt") VALUES (${nonce}, ${now}) ON CONFLICT DO NOTHING`;
  if (inserted === 0) throw spamCheckFailed("This form was already sent. Reload the page to send another.");
}
