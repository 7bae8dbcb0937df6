// What a listing earned, per day (docs/product.md "Reach"): a member reads their own business's
// figures, staff any business's, and staff a report of the listings their members have let go
// stale. The counting itself happens on the server (apps/server/src/reach/), never here.
import { reachStats, reachStatsQuery, staleListing } from "@chamber/core/schemas";
import { z } from "zod";
import { adminProcedure, memberProcedure, router } from "../trpc.ts";
import { checkBusinessExists, checkOwnBusiness } from "./own-business.ts";
import { readReach } from "./reach-store.ts";

const tags = ["reach"];

const statsDescription =
  "Every day from `from` to `to` (both included, YYYY-MM-DD in the site's time zone, at most 366 days), zeros where nothing was counted. Views, directory impressions and clicks are counted without cookies, leaving out known crawlers, visitors sending Do Not Track or Global Privacy Control, and signed-in staff and members.";

/** The report's bar: no member's change in twelve months. */
const STALE_MONTHS = 12;

export const reachRouter = router({
  stats: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/businesses/{id}/stats",
        tags,
        protect: true,
        summary: "What a listing earned, per day (staff)",
        description: statsDescription,
      },
    })
    .input(reachStatsQuery)
    .output(reachStats)
    .query(async ({ ctx, input }) => {
      await checkBusinessExists(ctx, input.id);
      return { days: await readReach(ctx.prisma, input.id, input.from, input.to) };
    }),

  staleListings: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/reports/stale-listings",
        tags,
        protect: true,
        summary: "Listings their members have not updated in 12 months",
        description:
          "Businesses with at least one member whose latest change published by a member is older than 12 months, or who never changed it; never-changed first, then oldest first.",
      },
    })
    .input(z.object({}))
    .output(z.array(staleListing))
    .query(({ ctx }) => {
      const cutoff = new Date(ctx.now());
      cutoff.setUTCMonth(cutoff.getUTCMonth() - STALE_MONTHS);
      return ctx.prisma.$queryRaw<z.input<typeof staleListing>[]>`
        SELECT b."id", b."name", b."slug",
          (SELECT count(*)::int FROM "BusinessMember" m WHERE m."businessId" = b."id") AS "members",
          (SELECT max(c."createdAt") FROM "ListingChange" c
            WHERE c."businessId" = b."id" AND c."memberId" IS NOT NULL) AS "lastMemberChangeAt"
        FROM "Business" b
        WHERE EXISTS (SELECT 1 FROM "BusinessMember" m WHERE m."businessId" = b."id")
          AND NOT EXISTS (SELECT 1 FROM "ListingChange" c
            WHERE c."businessId" = b."id" AND c."memberId" IS NOT NULL AND c."createdAt" >= ${cutoff})
        ORDER BY "lastMemberChangeAt" ASC NULLS FIRST, b."name" ASC, b."id" ASC`;
    }),
});

/** The member's side, under `account.*` (root.ts), which the web app sends with the member's token. */
export const accountReachRouter = router({
  stats: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/businesses/{id}/stats",
        tags,
        protect: true,
        summary: "What one of your listings earned, per day",
        description: `${statsDescription} Another member's business is 404.`,
      },
    })
    .input(reachStatsQuery)
    .output(reachStats)
    .query(async ({ ctx, input }) => {
      await checkOwnBusiness(ctx, input.id);
      return { days: await readReach(ctx.prisma, input.id, input.from, input.to) };
    }),
});
