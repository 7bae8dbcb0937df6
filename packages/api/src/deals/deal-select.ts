// What a read of a deal selects: the columns its answer shows (dealOutput keeps them), the
// business with what the lists filter on, and who posted it (for the mail).
import type { Prisma } from "@chamber/db";
import { imageSelect } from "../images/image-reference.ts";
import { postBusinessSelect, postStateSelect } from "../posts/post-business.ts";

export const dealSelect = {
  id: true,
  title: true,
  description: true,
  businessId: true,
  business: postBusinessSelect,
  image: imageSelect,
  startsAt: true,
  endsAt: true,
  code: true,
  audience: true,
  ...postStateSelect,
} satisfies Prisma.DealSelect;

export type DealRow = Prisma.DealGetPayload<{ select: typeof dealSelect }>;

/** Newest first: the latest to start leads. */
export const dealOrder: Prisma.DealOrderByWithRelationInput[] = [{ startsAt: "desc" }, { id: "desc" }];
