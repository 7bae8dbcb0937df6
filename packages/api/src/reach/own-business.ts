// A member reaches a business's own data (stats, inquiries) only through their access to it:
// another member's business answers 404, exactly as a business that does not exist.
import type { Database } from "@chamber/db";
import { notFound } from "../trpc.ts";

export async function checkOwnBusiness(
  ctx: { prisma: Database["prisma"]; member: { id: number } },
  businessId: number,
): Promise<void> {
  const access = await ctx.prisma.businessMember.count({ where: { businessId, memberId: ctx.member.id } });
  if (access === 0) throw notFound("Business");
}

/** Staff see any business's figures; one that does not exist is 404. */
export async function checkBusinessExists(ctx: { prisma: Database["prisma"] }, businessId: number): Promise<void> {
  if ((await ctx.prisma.business.count({ where: { id: businessId } })) === 0) throw notFound("Business");
}
