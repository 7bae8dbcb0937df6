// One-time links mailed to members (docs/decisions/025-member-accounts.md): a sign-in, the proof
// of a claim, a staff invitation. The token is random and only its SHA-256 is stored; using a link
// marks it used in the same statement that checks it, so two clicks (or two tabs) cannot both
// sign in with it. Following the mailed URL shows a page with a button: the POST of that button
// uses the link, so a mail scanner that fetches every URL cannot spend it.
import type { MemberLinkPurpose, Prisma } from "@chamber/db";
import { hashToken, newToken } from "../auth/tokens.ts";

type Transaction = Prisma.TransactionClient;

/** How long each kind of link works: a sign-in is short; an invitation waits for a busy owner. */
const MEMBER_LINK_LIFETIME_MS: Record<MemberLinkPurpose, number> = {
  signIn: 15 * 60 * 1000,
  claim: 15 * 60 * 1000,
  invite: 72 * 60 * 60 * 1000,
};

/** The page a link opens (apps/web's /account/verify), which offers the button that uses it. */
export const memberLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/account/verify?token=${encodeURIComponent(token)}`;

export interface IssuedMemberLink {
  token: string;
  expiresAt: Date;
}

/** A new link for `memberId`; the caller mails `memberLinkUrl(…, token)` or shows it to staff. */
export async function issueMemberLink(
  tx: Transaction,
  link: { memberId: number; purpose: MemberLinkPurpose; claimId?: number | null },
  now: Date,
): Promise<IssuedMemberLink> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + MEMBER_LINK_LIFETIME_MS[link.purpose]);
  await tx.memberLink.create({
    data: {
      tokenHash: hashToken(token),
      memberId: link.memberId,
      purpose: link.purpose,
      claimId: link.claimId ?? null,
      expiresAt,
    },
  });
  // Housekeeping: links over a day past their end can never be used; drop them as new ones are made.
  await tx.memberLink.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } });
  return { token, expiresAt };
}

export interface UsedMemberLink {
  memberId: number;
  purpose: MemberLinkPurpose;
  claimId: number | null;
}

/**
 * Spends the link `token` names: its member, purpose and claim, or null when it is unknown, used
 * or expired (the caller answers the same LINK_INVALID for all three).
 */
export async function useMemberLink(tx: Transaction, token: string, now: Date): Promise<UsedMemberLink | null> {
  const tokenHash = hashToken(token);
  const { count } = await tx.memberLink.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) return null;
  const link = await tx.memberLink.findUniqueOrThrow({
    where: { tokenHash },
    select: { memberId: true, purpose: true, claimId: true },
  });
  return link;
}

/** Members are one per address, whatever its case. */
export const memberEmailKey = (email: string) => email.trim().toLowerCase();

/** The member with `email`, made with `name` if there is none yet (an existing member keeps their name). */
export function findOrCreateMember(tx: Transaction, person: { name: string; email: string }) {
  const email = memberEmailKey(person.email);
  return tx.member.upsert({ where: { email }, create: { name: person.name, email }, update: {} });
}
