// Deals (docs/product.md §3, §7): the public reads, staff's writes with undo, and staff's review
// of members' deals. A member's own writes are in deal-account.router.ts.
import {
  dealInput,
  dealListQuery,
  dealOutput,
  dealPage,
  dealPageQuery,
  dealUpdate,
  idParam,
  idQuery,
  postRefusal,
  renderedDealOutput,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { checkImageId } from "../images/image-reference.ts";
import { asksForOffset, pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { checkBusiness, pageOf } from "../posts/post-business.ts";
import { mailDecision } from "../posts/post-review.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { deleted, notFound, publicProcedure, router, writeProcedure } from "../trpc.ts";
import { readDeal, readDeals } from "./deal-reads.ts";
import { dealSelect } from "./deal-select.ts";

const write = writeProcedure("deals");
const tags = ["deals"];
const visibility =
  "A visitor sees approved deals from `startsAt` until `endsAt` (exclusive) for everyone; a signed-in member's cookie or bearer adds the members-only deals; staff see every state with `scope=all`.";

export const dealRouter = router({
  list: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/deals",
        tags,
        protect: false,
        summary: "Member deals, newest first",
        description: `${visibility} \`category\` (a business category's name or slug) and \`businessId\` filter them; \`review\` (staff, with scope all) keeps one state: \`pending\` is the queue.`,
      },
    })
    .input(dealListQuery)
    .output(z.array(dealOutput))
    .query(async ({ ctx, input }) => {
      const rows = await readDeals(ctx, input);
      return asksForOffset(input)
        ? pageOf(rows, input.limit ?? rows.length, input.offset ?? 0).items
        : pageOfList(ctx, input, rows, updatedAtOf("deal"));
    }),

  /** One page of the list and the size of the whole list, for /deals' page links. */
  listPage: publicProcedure
    .input(dealPageQuery)
    .output(dealPage)
    .query(async ({ ctx, input }) => pageOf(await readDeals(ctx, input), input.limit, input.offset)),

  byId: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/deals/{id}",
        tags,
        protect: false,
        summary: "One deal",
        description: `${visibility} Any other answers 404. \`html\` is the description rendered and sanitized.`,
      },
    })
    .input(idQuery)
    .output(renderedDealOutput)
    .query(({ ctx, input }) => readDeal(ctx, input.id, input.scope)),

  create: write
    .meta({
      openapi: {
        method: "POST",
        path: "/deals",
        tags,
        protect: true,
        summary: "Post a deal for a business",
        description: "Staff's deals are approved at once: they show from `startsAt`.",
      },
    })
    .input(dealInput)
    .output(dealOutput)
    .mutation(async ({ ctx, input }) => {
      await checkBusiness(ctx, input.businessId);
      await checkImageId(ctx, input.imageId);
      const now = ctx.now();
      return ctx.prisma.deal.create({
        data: { ...input, imageId: input.imageId ?? null, reviewState: "approved", reviewedAt: now },
        select: dealSelect,
      });
    }),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/deals/{id}",
        tags,
        protect: true,
        summary: "Replace a deal",
        description: "Keeps its review state; a new end sends the reminder again.",
      },
    })
    .input(dealUpdate)
    .output(dealOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await checkBusiness(ctx, fields.businessId);
      await checkImageId(ctx, fields.imageId);
      const current = await ctx.prisma.deal.findUnique({ where: { id }, select: { endsAt: true } });
      if (!current) throw notFound("Deal");
      const moved = current.endsAt.getTime() !== fields.endsAt.getTime();
      return ctx.prisma.deal.update({
        where: { id },
        data: { ...fields, ...(moved && { reminderSentAt: null }) },
        select: dealSelect,
      });
    }),

  delete: write
    .meta({ openapi: { method: "DELETE", path: "/deals/{id}", tags, protect: true, summary: "Delete a deal" } })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "deal", input.id, (tx) => tx.deal.delete({ where: { id: input.id } }));
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({ openapi: restoreOpenapi("/deals/{id}/restore", tags, "a deal") })
    .input(idParam)
    .output(dealOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "deal", input.id, "Deal", (tx, row) =>
        tx.deal.create({ data: row as Prisma.DealUncheckedCreateInput, select: dealSelect }),
      ),
    ),

  approve: write
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/deals/{id}/approve",
        tags,
        protect: true,
        summary: "Approve a deal",
        description: "It shows from its start; the member who posted it is mailed.",
      },
    })
    .input(idParam)
    .output(dealOutput)
    .mutation(async ({ ctx, input }) => {
      const deal = await ctx.prisma.deal.update({
        where: { id: input.id },
        data: { reviewState: "approved", refusalReason: null, reviewedAt: ctx.now() },
        select: dealSelect,
      });
      await mailDecision(ctx, "deal", deal, null);
      return deal;
    }),

  refuse: write
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/deals/{id}/refuse",
        tags,
        protect: true,
        summary: "Refuse a deal",
        description:
          "It is not shown; the member who posted it is mailed the reason, and can change it and send it again.",
      },
    })
    .input(postRefusal)
    .output(dealOutput)
    .mutation(async ({ ctx, input }) => {
      const deal = await ctx.prisma.deal.update({
        where: { id: input.id },
        data: { reviewState: "refused", refusalReason: input.reason, reviewedAt: ctx.now() },
        select: dealSelect,
      });
      await mailDecision(ctx, "deal", deal, input.reason);
      return deal;
    }),
});
