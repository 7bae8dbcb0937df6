// "Is this your business?": a visitor's claim, checked like a public submission (form token,
// honeypot, rate limit: decision 020) and answered the same whatever happens next, so the answer
// tells nothing of who already has access or has claimed before.
import { visibleWhere } from "@chamber/core";
import type { ClaimInput } from "@chamber/core/schemas";
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { findOrCreateMember, issueMemberLink, memberLinkUrl } from "../members/member-links.ts";
import { checkSpamFields, spendFormToken } from "../submissions/form-token.ts";
import { notFound } from "../trpc.ts";
import { alreadyMemberMessage, claimLinkMessage, claimStaffNotice } from "./claim-mail.ts";
import { claimMatch } from "./claim-match.ts";

const CLAIM_RECEIVED =
  "Thank you. If your e-mail address matches the listing's, check your e-mail: the link we sent gives you access at once. Otherwise the chamber's staff will review your claim and write to you.";

type ClaimFields = Omit<ClaimInput, "id" | "formToken" | "url"> & { businessId: number };

export async function submitClaim(
  ctx: Context,
  spam: { formToken?: string | undefined; url?: string | undefined },
  claim: ClaimFields,
) {
  const now = ctx.now();
  const nonce = await checkSpamFields(ctx.prisma, spam, now);
  // Only a listing the public can see has a page to claim it from; a hidden one answers 404.
  const business = await ctx.prisma.business.findFirst({
    where: { id: claim.businessId, ...visibleWhere(now) },
    select: { id: true, name: true, email: true, website: true },
  });
  if (!business) throw notFound("Business");
  const matchedBy = claimMatch(claim.email, business);
  const claimant = { name: claim.name, email: claim.email };

  await ctx.prisma.$transaction(async (tx) => {
    await spendFormToken(tx, nonce, now);
    const member = await findOrCreateMember(tx, claimant);
    const to = { name: claim.name, email: member.email };
    const access = await tx.businessMember.count({ where: { businessId: business.id, memberId: member.id } });
    if (access) {
      const { token } = await issueMemberLink(tx, { memberId: member.id, purpose: "signIn" }, now);
      await enqueueMail(tx, ctx, alreadyMemberMessage(to, business.name, memberLinkUrl(ctx.publicUrl, token)));
      return;
    }
    // One pending claim per person and listing: a second one sends the proof again, or nothing new.
    const pending = await tx.listingClaim.findFirst({
      where: { businessId: business.id, memberId: member.id, status: "pending" },
      select: { id: true, matchedBy: true },
    });
    const row =
      pending ??
      (await tx.listingClaim.create({
        data: { businessId: business.id, memberId: member.id, ...claimant, matchedBy, createdAt: now },
        select: { id: true, matchedBy: true },
      }));
    if (row.matchedBy) {
      const link = { memberId: member.id, purpose: "claim" as const, claimId: row.id };
      const { token } = await issueMemberLink(tx, link, now);
      await enqueueMail(tx, ctx, claimLinkMessage(to, business.name, memberLinkUrl(ctx.publicUrl, token)));
    } else if (!pending) {
      await enqueueMail(tx, ctx, claimStaffNotice(claimant, business.name, ctx.publicUrl));
    }
  });
  ctx.mail?.wake?.();
  return { status: "received" as const, message: CLAIM_RECEIVED };
}
