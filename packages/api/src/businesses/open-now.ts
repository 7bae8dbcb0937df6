// The "Open now" filter of the business list (GET /api/businesses?openNow=true and the directory's
// pages): the businesses among the list's candidates whose hours say open at `now`, by the one rule
// in @chamber/core (`openingState`). No SQL copy of that rule: the candidates' ids and hours are read
// (one small indexed read), filtered here, and the list statement is constrained to those ids.
import { createHash } from "node:crypto";
import { openingState, visibleWhere } from "@chamber/core";
import type { Hours } from "@chamber/core/schemas";
import { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";

/** The ids, in order, of the businesses open at the context's clock (visible ones unless `all`). */
export async function openBusinessIds(ctx: Context, category: string | undefined, all: boolean): Promise<number[]> {
  const now = ctx.now();
  const candidates = await ctx.prisma.business.findMany({
    where: {
      hours: { not: Prisma.DbNull },
      ...(all ? {} : visibleWhere(now)),
      ...(category ? { category } : {}),
    },
    select: { id: true, hours: true },
    orderBy: { id: "asc" },
  });
  return candidates.filter((row) => openingState(row.hours as Hours, now, ctx.zone).open).map((row) => row.id);
}

/**
 * The read cache's word for a set of open businesses. An openNow answer changes with the clock, so
 * it is keyed by which businesses are open (this digest) rather than by the minute: it is right at
 * any instant, and repeats are served from the cache for as long as nobody opens or closes, where a
 * minute's key would miss every minute and fill the cache with copies.
 */
export function openSetKey(ids: readonly number[]): string {
  return createHash("sha256").update(ids.join(",")).digest("base64url").slice(0, 22);
}
