// A member's own job postings (/account): post one for their business, read, change, extend or
// delete theirs — only the postings of the member's businesses (another's answers 404). A new or
// changed posting waits for staff while `members.postsNeedApproval` is on (202), else shows at
// once (200). Extending keeps its state: only the close moves, within 60 days of posting.
import { latestJobClose } from "@chamber/core";
import {
  idParam,
  jobExtension,
  jobOutput,
  jobSaved,
  listPagingQuery,
  memberJobInput,
  memberJobUpdate,
} from "@chamber/core/schemas";
import { z } from "zod";
import { checkOwnBusiness } from "../account/member-listing-change.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { checkOwnPost, memberReview, noticeStaff, ownBusinessIds } from "../posts/post-account.ts";
import { deleteUndoably } from "../trash/trash.ts";
import { deleted, memberChangingProcedure, memberProcedure, router } from "../trpc.ts";
import { jobDates } from "./job-dates.ts";
import { jobAnswer, jobColumns, jobOrder, jobSelect } from "./job-select.ts";

const tags = ["account"];
const notYours = "404 when it does not exist or is not for one of the member's businesses.";
const saved =
  'Answers 200 with `status: "published"` when it shows (from `postedAt`), or 202 with `status: "pending"` when the site setting `members.postsNeedApproval` (default on) makes it wait for staff.';
const savedStatus = 'Published (200, `status: "published"`) or waiting for staff (202, `status: "pending"`)';
const dates =
  "`postedAt` omitted is now; `closesAt` omitted is 30 days later, and may be at most 60 days after `postedAt` (400 on `closesAt` otherwise).";

const owned = (ctx: Parameters<typeof checkOwnPost>[0], id: number) =>
  ctx.prisma.job
    .findUnique({ where: { id }, select: { businessId: true, postedAt: true, closesAt: true, reviewState: true } })
    .then((job) => checkOwnPost(ctx, job, "Job"));

export const jobAccountRouter = router({
  mine: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/jobs",
        tags,
        protect: true,
        summary: "The job postings of the member's businesses",
        description: "In every state and time, newest first, with staff's refusal reason when refused.",
      },
    })
    .input(listPagingQuery)
    .output(z.array(jobOutput))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.job.findMany({
        where: { businessId: { in: await ownBusinessIds(ctx) } },
        select: jobSelect,
        orderBy: jobOrder,
      });
      return pageOfList(ctx, input, rows.map(jobAnswer), updatedAtOf("job"));
    }),

  submit: memberChangingProcedure
    .meta({
      successStatus: "202-when-pending",
      openapi: {
        method: "POST",
        path: "/account/businesses/{id}/jobs",
        tags,
        protect: true,
        summary: "Post a job for the member's business",
        description: `${dates} ${saved} 404 when the business does not exist or the member has no access to it.`,
        successDescription: savedStatus,
      },
    })
    .input(memberJobInput)
    .output(jobSaved)
    .mutation(async ({ ctx, input: { id: businessId, ...fields } }) => {
      await checkOwnBusiness(ctx, businessId);
      const { reviewState, status } = await memberReview(ctx);
      const job = await ctx.prisma.job.create({
        data: {
          ...jobColumns(fields),
          ...jobDates(fields, ctx.now()),
          businessId,
          reviewState,
          submittedById: ctx.member.id,
        },
        select: jobSelect,
      });
      if (status === "pending") await noticeStaff(ctx, "job", job);
      ctx.changes.add("jobs");
      return { ...jobAnswer(job), status };
    }),

  updateOwn: memberChangingProcedure
    .meta({
      successStatus: "202-when-pending",
      openapi: {
        method: "PUT",
        path: "/account/jobs/{id}",
        tags,
        protect: true,
        summary: "Change one of the member's job postings",
        description: `Every field; the business stays; dates omitted stay as they were. ${saved} While it waits, the posting is not shown. ${notYours}`,
        successDescription: savedStatus,
      },
    })
    .input(memberJobUpdate)
    .output(jobSaved)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const current = await owned(ctx, id);
      const settled = jobDates(fields, ctx.now(), current);
      const { reviewState, status } = await memberReview(ctx);
      const moved = current.closesAt.getTime() !== settled.closesAt.getTime();
      const job = await ctx.prisma.job.update({
        where: { id },
        data: {
          ...jobColumns(fields),
          ...settled,
          reviewState,
          refusalReason: null,
          ...(moved && { reminderSentAt: null }),
        },
        select: jobSelect,
      });
      if (status === "pending") await noticeStaff(ctx, "job", job);
      ctx.changes.add("jobs");
      return { ...jobAnswer(job), status };
    }),

  extendOwn: memberChangingProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/jobs/{id}/extend",
        tags,
        protect: true,
        summary: "Keep one of the member's job postings open longer",
        description: `Moves \`closesAt\` (omitted: the latest allowed, 60 days after posting; later is refused on \`closesAt\`). Only the close changes, so the posting keeps its review state; the reminder is sent again before the new close. ${notYours}`,
      },
    })
    .input(jobExtension)
    .output(jobSaved)
    .mutation(async ({ ctx, input }) => {
      const current = await owned(ctx, input.id);
      const settled = jobDates({ closesAt: input.closesAt ?? latestJobClose(current.postedAt) }, ctx.now(), current);
      const job = await ctx.prisma.job.update({
        where: { id: input.id },
        data: { closesAt: settled.closesAt, reminderSentAt: null },
        select: jobSelect,
      });
      ctx.changes.add("jobs");
      return {
        ...jobAnswer(job),
        status: job.reviewState === "pending" ? ("pending" as const) : ("published" as const),
      };
    }),

  deleteOwn: memberChangingProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/account/jobs/{id}",
        tags,
        protect: true,
        summary: "Delete one of the member's job postings",
        description: `Staff can still undo it for a few seconds. ${notYours}`,
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await owned(ctx, input.id);
      await deleteUndoably(ctx, "job", input.id, (tx) => tx.job.delete({ where: { id: input.id } }));
      ctx.changes.add("jobs");
      return { success: true as const, id: input.id };
    }),
});
