// A member asking for a sign-in link (POST /api/account/sign-in). The answer must not tell whether
// the address is a member's, neither by its body nor by its timing: so the request only counts
// against the rate limits (the same work for every address) and hands the address to this job,
// which runs after the answer has been sent. Looking the address up, making the link and queuing
// the mail therefore cost the request nothing, whatever they find. A member gets a link only while
// they have a business to keep; an address without one gets nothing, and nothing tells it apart.
import type { Context } from "../context.ts";
import { runAfterAnswer } from "../mail/after-answer.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { issueMemberLink, memberEmailKey, memberLinkUrl } from "./member-links.ts";
import { signInLinkMail } from "./member-mail.ts";

type MailJobContext = Pick<Context, "prisma" | "mail" | "now">;

/** Mails `email` a sign-in link if it is a member's with at least one business; queues nothing otherwise. */
async function mailSignInLink(ctx: MailJobContext, email: string): Promise<void> {
  const mail = ctx.mail;
  // Without mail nothing would deliver a link; staff copy one from the admin instead.
  if (!mail) return;
  const member = await ctx.prisma.member.findUnique({
    where: { email: memberEmailKey(email) },
    select: { id: true, name: true, email: true, _count: { select: { businesses: true } } },
  });
  if (!member || member._count.businesses === 0) return;
  const now = ctx.now();
  await ctx.prisma.$transaction(async (tx) => {
    const link = await issueMemberLink(tx, { memberId: member.id, purpose: "signIn" }, now);
    await enqueueMail(tx, ctx, signInLinkMail(member, memberLinkUrl(mail.publicUrl, link.token)));
  });
  mail.wake?.();
}

/** Starts the job and returns at once (mail/after-answer.ts). */
export function startSignInMail(ctx: MailJobContext, email: string): void {
  runAfterAnswer("member sign-in link", () => mailSignInLink(ctx, email));
}
