// A member's own deals (/account): post one for their business, read, change, extend or delete
// theirs. Every procedure is a member's (a staff session or API token is 401 here) and reaches only
// the deals of the member's businesses (another's answers 404). A new or changed deal waits for
// staff while the site setting `members.postsNeedApproval` is on (202), else shows at once (200).
import {
  dealExtension,
  dealOutput,
  dealSaved,
  idParam,
  listPagingQuery,
  memberDealInput,
  memberDealUpdate,
} from "@chamber/core/schemas";
import { z } from "zod";
import { checkOwnBusiness } from "../account/member-listing-change.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { checkImageId } from "../images/image-reference.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { checkOwnPost, memberReview, noticeStaff, ownBusinessIds } from "../posts/post-account.ts";
import { deleteUndoably } from "../trash/trash.ts";
import { deleted, memberChangingProcedure, memberProcedure, router } from "../trpc.ts";
import { dealOrder, dealSelect } from "./deal-select.ts";

const tags = ["account"];
const notYours = "404 when it does not exist or is not for one of the member's businesses.";
const saved =
  'Answers 200 with `status: "published"` when it shows (from its start), or 202 with `status: "pending"` when the site setting `members.postsNeedApproval` (default on) makes it wait for staff.';

export const dealAccountRouter = router({
  mine: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/deals",
        tags,
        protect: true,
        summary: "The deals of the member's businesses",
        description: "In every state and time, newest first, with staff's refusal reason when refused.",
      },
    })
    .input(listPagingQuery)
    .output(z.array(dealOutput))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.deal.findMany({
        where: { businessId: { in: await ownBusinessIds(ctx) } },
        select: dealSelect,
        orderBy: dealOrder,
      });
      return pageOfList(ctx, input, rows, updatedAtOf("deal"));
    }),

  submit: memberChangingProcedure
    .meta({
      successStatus: "202-when-pending",
      openapi: {
        method: "POST",
        path: "/account/businesses/{id}/deals",
        tags,
        protect: true,
        summary: "Post a deal for the member's business",
        description: `${saved} 404 when the business does not exist or the member has no access to it.`,
        successDescription: 'Published (200, `status: "published"`) or waiting for staff (202, `status: "pending"`)',
      },
    })
    .input(memberDealInput)
    .output(dealSaved)
    .mutation(async ({ ctx, input: { id: businessId, ...fields } }) => {
      await checkOwnBusiness(ctx, businessId);
      await checkImageId(ctx, fields.imageId);
      const { reviewState, status } = await memberReview(ctx);
      const deal = await ctx.prisma.deal.create({
        data: { ...fields, imageId: fields.imageId ?? null, businessId, reviewState, submittedById: ctx.member.id },
        select: dealSelect,
      });
      if (status === "pending") await noticeStaff(ctx, "deal", deal);
      ctx.changes.add("deals");
      return { ...deal, status };
    }),

  updateOwn: memberChangingProcedure
    .meta({
      successStatus: "202-when-pending",
      openapi: {
        method: "PUT",
        path: "/account/deals/{id}",
        tags,
        protect: true,
        summary: "Change one of the member's deals",
        description: `Every field; the business stays. ${saved} While it waits, the deal is not shown. ${notYours}`,
        successDescription: 'Published (200, `status: "published"`) or waiting for staff (202, `status: "pending"`)',
      },
    })
    .input(memberDealUpdate)
    .output(dealSaved)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const current = await checkOwnPost(
        ctx,
        await ctx.prisma.deal.findUnique({ where: { id }, select: { businessId: true, endsAt: true } }),
        "Deal",
      );
      await checkImageId(ctx, fields.imageId);
      const { reviewState, status } = await memberReview(ctx);
      const moved = current.endsAt.getTime() !== fields.endsAt.getTime();
      const deal = await ctx.prisma.deal.update({
        where: { id },
        data: { ...fields, reviewState, refusalReason: null, ...(moved && { reminderSentAt: null }) },
        select: dealSelect,
      });
      if (status === "pending") await noticeStaff(ctx, "deal", deal);
      ctx.changes.add("deals");
      return { ...deal, status };
    }),

  extendOwn: memberChangingProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/deals/{id}/extend",
        tags,
        protect: true,
        summary: "Move the end of one of the member's deals",
        description: `Only the end changes, so the deal keeps its review state (no new approval); the reminder is sent again before the new end. ${notYours}`,
      },
    })
    .input(dealExtension)
    .output(dealSaved)
    .mutation(async ({ ctx, input }) => {
      const current = await checkOwnPost(
        ctx,
        await ctx.prisma.deal.findUnique({ where: { id: input.id }, select: { businessId: true, startsAt: true } }),
        "Deal",
      );
      if (input.endsAt <= current.startsAt) throw endBeforeStart();
      const deal = await ctx.prisma.deal.update({
        where: { id: input.id },
        data: { endsAt: input.endsAt, reminderSentAt: null },
        select: dealSelect,
      });
      ctx.changes.add("deals");
      return { ...deal, status: deal.reviewState === "pending" ? ("pending" as const) : ("published" as const) };
    }),

  deleteOwn: memberChangingProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/account/deals/{id}",
        tags,
        protect: true,
        summary: "Delete one of the member's deals",
        description: `Staff can still undo it for a few seconds. ${notYours}`,
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await checkOwnPost(
        ctx,
        await ctx.prisma.deal.findUnique({ where: { id: input.id }, select: { businessId: true } }),
        "Deal",
      );
      await deleteUndoably(ctx, "deal", input.id, (tx) => tx.deal.delete({ where: { id: input.id } }));
      ctx.changes.add("deals");
      return { success: true as const, id: input.id };
    }),
});

const endBeforeStart = () => fieldRefusal("endsAt", "End must be after the start");
