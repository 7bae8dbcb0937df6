// What staff read of a claim: the claimant beside the listing's own e-mail and website, so they
// can judge whether the person is who they say.
import type { ClaimOutput } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";

export const claimSelect = {
  id: true,
  status: true,
  name: true,
  email: true,
  matchedBy: true,
  reason: true,
  createdAt: true,
  decidedAt: true,
  member: { select: { id: true, name: true, email: true } },
  business: { select: { id: true, name: true, slug: true, email: true, website: true } },
} satisfies Prisma.ListingClaimSelect;

type ClaimRow = Prisma.ListingClaimGetPayload<{ select: typeof claimSelect }>;

export const toClaimOutput = (row: ClaimRow) => ({
  ...row,
  matchedBy: row.matchedBy as ClaimOutput["matchedBy"],
});
