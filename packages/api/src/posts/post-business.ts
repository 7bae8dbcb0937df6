// The business as a post carries it (id, name, slug) plus what the lists filter on (its category)
// and the feeds and structured data read (website, address, logo). The output schemas keep only
// `{ id, name, slug }`.
import type { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";
import { imageSelect } from "../images/image-reference.ts";
import { notFound } from "../trpc.ts";

export const postBusinessSelect = {
  select: { id: true, name: true, slug: true, category: true, website: true, address: true, image: imageSelect },
} satisfies { select: Prisma.BusinessSelect };

/** What every post has beside its own fields: its review, its poster, the reminder, its times. */
export const postStateSelect = {
  reviewState: true,
  refusalReason: true,
  submittedById: true,
  reminderSentAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** 404 unless the business a staff post names exists. */
export async function checkBusiness(ctx: Context, businessId: number) {
  const found = await ctx.prisma.business.count({ where: { id: businessId } });
  if (!found) throw notFound("Business");
}

/** What every post row has for the filters. */
interface FilterablePost {
  businessId: number;
  business: { category: string };
}

/** Keeps the rows of `category` (a resolved category name) and `businessId`, when given. */
export const matchesFilters = (row: FilterablePost, category: string | undefined, businessId: number | undefined) =>
  (category === undefined || row.business.category === category) &&
  (businessId === undefined || row.businessId === businessId);

/** One page of rows from `offset`, with the whole list's size. */
export const pageOf = <Row>(rows: Row[], limit: number, offset: number) => ({
  items: rows.slice(offset, offset + limit),
  total: rows.length,
  limit,
  offset,
});
