// Jobs (docs/product.md §3, §7): the public reads, staff's writes with undo, and staff's review of
// members' postings. A member's own writes are in job-account.router.ts.
import {
  idParam,
  idQuery,
  jobInput,
  jobListQuery,
  jobOutput,
  jobPage,
  jobPageQuery,
  jobUpdate,
  postRefusal,
  renderedJobOutput,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { asksForOffset, pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { checkBusiness, pageOf } from "../posts/post-business.ts";
import { mailDecision } from "../posts/post-review.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { deleted, notFound, publicProcedure, router, writeProcedure } from "../trpc.ts";
import { jobDates } from "./job-dates.ts";
import { readJob, readJobs } from "./job-reads.ts";
import { jobAnswer, jobColumns, jobSelect } from "./job-select.ts";

const write = writeProcedure("jobs");
const tags = ["jobs"];
const visibility =
  "A visitor sees approved jobs from `postedAt` until `closesAt` (exclusive); staff see every state with `scope=all`.";

export const jobRouter = router({
  list: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/jobs",
        tags,
        protect: false,
        summary: "Job postings, newest first",
        description: `${visibility} \`type\` (employment type), \`remote\`, \`postedWithin\` (days), \`category\` (a business category's name or slug) and \`businessId\` filter them; \`review\` (staff, with scope all) keeps one state: \`pending\` is the queue.`,
      },
    })
    .input(jobListQuery)
    .output(z.array(jobOutput))
    .query(async ({ ctx, input }) => {
      const rows = await readJobs(ctx, input);
      return asksForOffset(input)
        ? pageOf(rows, input.limit ?? rows.length, input.offset ?? 0).items
        : pageOfList(ctx, input, rows, updatedAtOf("job"));
    }),

  /** One page of the list and the size of the whole list, for /jobs' page links. */
  listPage: publicProcedure
    .input(jobPageQuery)
    .output(jobPage)
    .query(async ({ ctx, input }) => pageOf(await readJobs(ctx, input), input.limit, input.offset)),

  byId: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/jobs/{id}",
        tags,
        protect: false,
        summary: "One job posting",
        description: `${visibility} Any other, a closed one included, answers 404. \`html\` is the description rendered and sanitized.`,
      },
    })
    .input(idQuery)
    .output(renderedJobOutput)
    .query(({ ctx, input }) => readJob(ctx, input.id, input.scope)),

  create: write
    .meta({
      openapi: {
        method: "POST",
        path: "/jobs",
        tags,
        protect: true,
        summary: "Post a job for a business",
        description:
          "Staff's postings are approved at once. `postedAt` omitted is now; `closesAt` omitted is 30 days later, and may be at most 60 days after `postedAt`.",
      },
    })
    .input(jobInput)
    .output(jobOutput)
    .mutation(async ({ ctx, input }) => {
      await checkBusiness(ctx, input.businessId);
      const now = ctx.now();
      const row = await ctx.prisma.job.create({
        data: {
          ...jobColumns(input),
          ...jobDates(input, now),
          businessId: input.businessId,
          reviewState: "approved",
          reviewedAt: now,
        },
        select: jobSelect,
      });
      return jobAnswer(row);
    }),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/jobs/{id}",
        tags,
        protect: true,
        summary: "Replace a job posting",
        description: "Keeps its review state; dates omitted stay as they were; a new close sends the reminder again.",
      },
    })
    .input(jobUpdate)
    .output(jobOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await checkBusiness(ctx, fields.businessId);
      const current = await ctx.prisma.job.findUnique({ where: { id }, select: { postedAt: true, closesAt: true } });
      if (!current) throw notFound("Job");
      const dates = jobDates(fields, ctx.now(), current);
      const moved = current.closesAt.getTime() !== dates.closesAt.getTime();
      const row = await ctx.prisma.job.update({
        where: { id },
        data: {
          ...jobColumns(fields),
          ...dates,
          businessId: fields.businessId,
          ...(moved && { reminderSentAt: null }),
        },
        select: jobSelect,
      });
      return jobAnswer(row);
    }),

  delete: write
    .meta({ openapi: { method: "DELETE", path: "/jobs/{id}", tags, protect: true, summary: "Delete a job posting" } })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "job", input.id, (tx) => tx.job.delete({ where: { id: input.id } }));
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({ openapi: restoreOpenapi("/jobs/{id}/restore", tags, "a job posting") })
    .input(idParam)
    .output(jobOutput)
    .mutation(async ({ ctx, input }) =>
      jobAnswer(
        await restoreDeleted(ctx, "job", input.id, "Job", (tx, row) =>
          tx.job.create({ data: row as Prisma.JobUncheckedCreateInput, select: jobSelect }),
        ),
      ),
    ),

  approve: write
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/jobs/{id}/approve",
        tags,
        protect: true,
        summary: "Approve a job posting",
        description: "It shows from `postedAt`; the member who posted it is mailed.",
      },
    })
    .input(idParam)
    .output(jobOutput)
    .mutation(async ({ ctx, input }) => {
      const job = await ctx.prisma.job.update({
        where: { id: input.id },
        data: { reviewState: "approved", refusalReason: null, reviewedAt: ctx.now() },
        select: jobSelect,
      });
      await mailDecision(ctx, "job", job, null);
      return jobAnswer(job);
    }),

  refuse: write
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/jobs/{id}/refuse",
        tags,
        protect: true,
        summary: "Refuse a job posting",
        description:
          "It is not shown; the member who posted it is mailed the reason, and can change it and send it again.",
      },
    })
    .input(postRefusal)
    .output(jobOutput)
    .mutation(async ({ ctx, input }) => {
      const job = await ctx.prisma.job.update({
        where: { id: input.id },
        data: { reviewState: "refused", refusalReason: input.reason, reviewedAt: ctx.now() },
        select: jobSelect,
      });
      await mailDecision(ctx, "job", job, input.reason);
      return jobAnswer(job);
    }),
});
