// What a sign-up does to an address's subscription, shared by the public form and the staff's
// import (docs/decisions/037-newsletter-double-opt-in.md): every sign-up ends pending with a
// confirmation mailed, but an address already confirmed, which keeps its lists and is told so.
// The status and isActive move together (a CHECK in the database holds them equal).
import { defaultNewsletterLists, MEMBERS_LIST_REFUSAL, type NewsletterList } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import type { MailMessage } from "../mail/outbox.ts";
import { chamberOrganizer } from "../registrations/chamber-organizer.ts";
import { alreadySubscribedMail, confirmationMail } from "./subscriber-mail.ts";

type Db = Context["prisma"] | Prisma.TransactionClient;

/** The writes that move a subscription to a status: isActive and the instants go with it. */
export const toConfirmed = (now: Date) => ({ status: "confirmed" as const, isActive: true, confirmedAt: now });
const toPending = { status: "pending" as const, isActive: false };
export const toUnsubscribed = (now: Date) => ({
  status: "unsubscribed" as const,
  isActive: false,
  unsubscribedAt: now,
});

/** Whether `email` is a member account's, which alone may hold the members-only list. */
export async function isMemberAddress(prisma: Db, email: string): Promise<boolean> {
  return (await prisma.member.count({ where: { email: email.toLowerCase() } })) > 0;
}

/** Refuses the members-only list for an address that is no member account's. */
export async function checkLists(prisma: Db, email: string, lists: readonly NewsletterList[] | undefined) {
  if (lists?.includes("members") && !(await isMemberAddress(prisma, email)))
    throw fieldRefusal("lists", MEMBERS_LIST_REFUSAL);
}

/** The address as a subscriber's page shows it: enough to recognise, not enough to harvest. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}…${email.slice(at)}`;
}

export interface SignUp {
  email: string;
  lists?: NewsletterList[] | undefined;
  /** Staff's import of people who already agreed: confirmed at once, no mail. */
  consented?: boolean;
}

/**
 * Subscribes `signUp.email` in the transaction `tx` and answers the message to queue (none for a
 * consented import). The caller has checked the lists.
 */
export async function signUp(
  tx: Context["prisma"],
  ctx: Pick<Context, "now" | "publicUrl">,
  { email, lists, consented = false }: SignUp,
): Promise<{ status: "created" | "pending" | "confirmed" | "resubscribed"; mail: MailMessage | null }> {
  const now = ctx.now();
  const found = await tx.newsletterSubscription.findUnique({ where: { email }, select: { status: true, token: true } });
  const chosen = lists ? { lists } : {};
  const mailTo = async (token: string, already = false) => {
    if (consented) return null;
    const chamber = (await chamberOrganizer(tx)).name;
    return (already ? alreadySubscribedMail : confirmationMail)(email, token, ctx.publicUrl, chamber);
  };
  if (!found) {
    // An upsert: a concurrent repeat of the same address finds the row rather than failing.
    const row = await tx.newsletterSubscription.upsert({
      where: { email },
      create: { email, lists: lists ?? defaultNewsletterLists, ...(consented ? toConfirmed(now) : toPending) },
      update: {},
      select: { token: true },
    });
    return { status: "created", mail: await mailTo(row.token) };
  }
  if (found.status === "confirmed") {
    // A stranger may type anyone's address: a confirmed subscription's lists change only by its link.
    return { status: "confirmed", mail: consented ? null : await mailTo(found.token, true) };
  }
  const resubscribed = found.status !== "pending";
  await tx.newsletterSubscription.update({
    where: { email },
    data: { ...chosen, ...(consented ? toConfirmed(now) : toPending) },
  });
  return { status: resubscribed ? "resubscribed" : "pending", mail: await mailTo(found.token) };
}
