// What following a member link grants besides signing in (docs/product.md "Claims and members"),
// called by the verify procedure in the transaction that spent the link. A claim link proves the
// claim: it is approved and the member gets the listing at once. An invitation's access was given
// when staff invited; a sign-in link grants nothing more.
import type { MemberLinkPurpose, Prisma } from "@chamber/db";

export async function grantFromLink(
  tx: Prisma.TransactionClient,
  link: { memberId: number; purpose: MemberLinkPurpose; claimId: number | null },
  now: Date,
): Promise<void> {
  if (link.purpose !== "claim" || link.claimId === null) return;
  // Only the claimant's own claim, and only while no one decided otherwise: a claim staff refused
  // meanwhile stays refused, though the link still signs its holder in.
  const claim = await tx.listingClaim.findUnique({
    where: { id: link.claimId },
    select: { businessId: true, memberId: true, status: true },
  });
  if (!claim || claim.memberId !== link.memberId || claim.status === "rejected") return;
  if (claim.status === "pending") {
    await tx.listingClaim.update({ where: { id: link.claimId }, data: { status: "approved", decidedAt: now } });
  }
  await grantAccess(tx, claim.businessId, link.memberId, "claim", now);
}

/** Gives `memberId` the listing (kept as it was if they already had it). */
export async function grantAccess(
  tx: Prisma.TransactionClient,
  businessId: number,
  memberId: number,
  via: "claim" | "invite",
  now: Date,
): Promise<void> {
  await tx.businessMember.upsert({
    where: { businessId_memberId: { businessId, memberId } },
    create: { businessId, memberId, via, createdAt: now },
    update: {},
  });
}
