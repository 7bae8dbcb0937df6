// Staff deciding a claim that waits for them: approval gives access and mails a sign-in link that
// waits 72 hours (an invitation link); refusal mails the reason. Either is refused with 409 once
// the claim was decided (by staff, or by its link).
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { grantAccess } from "../members/link-grants.ts";
import { issueMemberLink, memberLinkUrl } from "../members/member-links.ts";
import { notFound } from "../trpc.ts";
import { claimApprovedMessage, claimRejectedMessage } from "./claim-mail.ts";
import { claimSelect, toClaimOutput } from "./claim-select.ts";

/** The claim, locked until the transaction ends, if it still waits for a decision. */
async function lockPendingClaim(tx: Prisma.TransactionClient, id: number) {
  const locked = await tx.$queryRaw<
    { status: string }[]
  >`SELECT "status" FROM "ListingClaim" WHERE "id" = ${id} FOR UPDATE`;
  const status = locked[0]?.status;
  if (!status) throw notFound("Claim");
  if (status !== "pending") throw new TRPCError({ code: "CONFLICT", message: `This claim was already ${status}` });
  return tx.listingClaim.findUniqueOrThrow({ where: { id }, select: claimSelect });
}

export async function approveClaim(ctx: Context, id: number) {
  const now = ctx.now();
  const result = await ctx.prisma.$transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    await grantAccess(tx, claim.business.id, claim.member.id, "claim", now);
    const { token } = await issueMemberLink(tx, { memberId: claim.member.id, purpose: "invite" }, now);
    const url = memberLinkUrl(ctx.publicUrl, token);
    await enqueueMail(tx, ctx, claimApprovedMessage(claim, claim.business.name, url));
    const decided = await tx.listingClaim.update({
      where: { id },
      data: { status: "approved", decidedAt: now },
      select: claimSelect,
    });
    return { ...toClaimOutput(decided), ...(ctx.mail ? {} : { inviteUrl: url }) };
  });
  ctx.mail?.wake?.();
  return result;
}

export async function rejectClaim(ctx: Context, id: number, reason: string) {
  const result = await ctx.prisma.$transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    await enqueueMail(tx, ctx, claimRejectedMessage(claim, claim.business.name, reason));
    // Its mailed link, if it had one, can no longer be spent.
    await tx.memberLink.deleteMany({ where: { claimId: id, usedAt: null } });
    const decided = await tx.listingClaim.update({
      where: { id },
      data: { status: "rejected", reason, decidedAt: ctx.now() },
      select: claimSelect,
    });
    return toClaimOutput(decided);
  });
  ctx.mail?.wake?.();
  return result;
}
