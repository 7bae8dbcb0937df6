// The reads of deals (docs/decisions/038-deals-and-jobs.md). A visitor sees an approved deal from
// its start until its end, an everyone's deal only; a signed-in member sees members-only deals
// too; staff asking for scope "all" see every deal in every state. The live deals are read through
// the cache once and filtered by the clock on every read, so a cached list never outlives an end.
import type { dealListQuery } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { articleHtml } from "../pages/content-html.ts";
import { matchesFilters } from "../posts/post-business.ts";
import { noteNextChange } from "../posts/post-freshness.ts";
import { notFound, seesHidden } from "../trpc.ts";
import { type DealRow, dealOrder, dealSelect } from "./deal-select.ts";

type Filters = Pick<z.output<typeof dealListQuery>, "category" | "businessId" | "scope" | "review">;

/** Whether `deal` shows now to this caller (staff reading as the public included). */
const dealShows = (ctx: Context, deal: DealRow, now: Date) =>
  deal.reviewState === "approved" &&
  deal.startsAt <= now &&
  now < deal.endsAt &&
  (deal.audience === "everyone" || ctx.member !== null);

/** Every approved deal not yet ended, both audiences (never answered as such). */
const liveDeals = (ctx: Context): Promise<DealRow[]> =>
  ctx.cache.get(cacheKey.deals.live(), () =>
    ctx.prisma.deal.findMany({
      where: { reviewState: "approved", endsAt: { gt: ctx.now() } },
      select: dealSelect,
      orderBy: dealOrder,
    }),
  );

/** The deals the caller may see under `filters`, newest first. */
export async function readDeals(ctx: Context, filters: Filters): Promise<DealRow[]> {
  const category = filters.category ? await categoryName(ctx, "business", filters.category) : undefined;
  if (seesHidden(ctx, filters.scope)) {
    const where: Prisma.DealWhereInput = {
      ...(category !== undefined && { business: { category } }),
      ...(filters.businessId !== undefined && { businessId: filters.businessId }),
      ...(filters.review !== undefined && { reviewState: filters.review }),
    };
    return ctx.prisma.deal.findMany({ where, select: dealSelect, orderBy: dealOrder });
  }
  const now = ctx.now();
  const live = await liveDeals(ctx);
  const shown = live.filter((deal) => dealShows(ctx, deal, now) && matchesFilters(deal, category, filters.businessId));
  noteNextChange(ctx, live, now, (deal) => [deal.startsAt, deal.endsAt]);
  return shown;
}

/** One deal with its description rendered; 404 when the caller may not see it. */
export async function readDeal(ctx: Context, id: number, scope: "public" | "all" | undefined) {
  const deal = await ctx.cache.get(cacheKey.deals.byId(id), async () => {
    const found = await ctx.prisma.deal.findUnique({ where: { id }, select: dealSelect });
    return found && { ...found, html: await articleHtml(found.description) };
  });
  const now = ctx.now();
  if (!deal || (!seesHidden(ctx, scope) && !dealShows(ctx, deal, now))) throw notFound("Deal");
  noteNextChange(ctx, [deal], now, (row) => [row.startsAt, row.endsAt]);
  return deal;
}
