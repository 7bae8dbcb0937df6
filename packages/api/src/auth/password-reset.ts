// Resetting a forgotten staff password with a mailed link (docs/decisions/028-staff-sign-in.md):
// the link works once and for 30 minutes; only its hash is stored. Asking for one answers the same,
// as fast, for any address: the lookup and the mail run after the answer (as a member's sign-in
// link does, members/sign-in-mail.ts), so neither body nor timing tells who is staff.
import type { PrismaClient } from "@chamber/db";
import type { Context } from "../context.ts";
import { runAfterAnswer } from "../mail/after-answer.ts";
import { enqueueMail, type MailMessage } from "../mail/outbox.ts";
import { hashToken, newToken } from "./tokens.ts";

const RESET_TTL_MS = 30 * 60 * 1000;

/** The page the link opens (apps/web's /admin/reset-password), where the new password is chosen. */
export const resetUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;

/** A new link for `userId` (earlier unused ones stay until they expire); the caller mails or shows it. */
export async function issuePasswordReset(prisma: PrismaClient, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await prisma.passwordReset.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TTL_MS) },
  });
  // Housekeeping: links a day past their end can never be used.
  await prisma.passwordReset.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 86_400_000) } } });
  return token;
}

/** The person a live link is for (unused, within its 30 minutes), or null. */
export async function resetOwner(prisma: PrismaClient, token: string, now: Date) {
  const row = await prisma.passwordReset.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { id: true, email: true, name: true, role: true } } },
  });
  return row && row.usedAt === null && row.expiresAt.getTime() > now.getTime() ? row.user : null;
}

/** Spends the link, checked in the same statement, so two tabs cannot both use it. */
export async function spendPasswordReset(prisma: PrismaClient, token: string, now: Date): Promise<boolean> {
  const { count } = await prisma.passwordReset.updateMany({
    where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1;
}

export function passwordResetMail(person: { email: string; name: string }, url: string): MailMessage {
  const greeting = person.name.replace(/\s+/g, " ").trim() || person.email;
  return {
    to: person.email,
    subject: "Reset your password",
    text: [
      `Hello ${greeting},`,
      "",
      "Someone, we hope you, asked to reset the password of your staff account.",
      "Follow this link within 30 minutes to choose a new one:",
      "",
      url,
      "",
      "The link works once, and choosing a new password signs you out everywhere. If you did not ask for it, ignore this e-mail: your password stays as it is.",
      "",
      "— The chamber's website",
    ].join("\n"),
  };
}

type MailJobContext = Pick<Context, "prisma" | "mail" | "now">;

async function mailReset(ctx: MailJobContext, email: string): Promise<void> {
  const mail = ctx.mail;
  if (!mail) return;
  const person = await ctx.prisma.adminUser.findUnique({
    where: { email },
    select: { id: true, email: true, name: true },
  });
  if (!person) return;
  await ctx.prisma.$transaction(async (tx) => {
    const token = await issuePasswordReset(tx as PrismaClient, person.id, ctx.now());
    await enqueueMail(tx, ctx, passwordResetMail(person, resetUrl(mail.publicUrl, token)));
  });
  mail.wake?.();
}

/** Starts the job and returns at once (mail/after-answer.ts); `ctx.prisma` must be the root client. */
export function startPasswordResetMail(ctx: MailJobContext, email: string): void {
  runAfterAnswer("password reset link", () => mailReset(ctx, email));
}
