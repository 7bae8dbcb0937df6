// Newsletter issues as staff write them (docs/decisions/036-newsletter-sending.md): drafts made,
// replaced while draft or scheduled (a PUT back to draft cancels a schedule), deleted undoably while
// draft. Keeping the newsletter is an editor's work, as its subscribers are. Sending, the test copy,
// progress and "This month" are in newsletter-send.router.ts; the public archive in
// newsletter-archive.router.ts.
import {
  idParam,
  listPagingQuery,
  newsletterIssueInput,
  newsletterIssueOutput,
  newsletterIssueUpdate,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { checkContentImages } from "../media/content-images.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { adminProcedure, deleted, notFound, router, writeProcedure } from "../trpc.ts";

export const newsletterIssueSelect = {
  id: true,
  subject: true,
  list: true,
  body: true,
  status: true,
  scheduledAt: true,
  sentAt: true,
  createdBy: { select: { name: true, email: true } },
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.NewsletterIssueSelect;

type Row = Prisma.NewsletterIssueGetPayload<{ select: typeof newsletterIssueSelect }>;

/** A row as the API answers it: who wrote it by name. */
export const issueOut = ({ createdBy, ...row }: Row) => ({
  ...row,
  createdBy: createdBy ? createdBy.name || createdBy.email : null,
});

/** The issue `id`, or 404. */
export async function issueOrNotFound(ctx: Pick<Context, "prisma">, id: number) {
  const row = await ctx.prisma.newsletterIssue.findUnique({ where: { id }, select: newsletterIssueSelect });
  if (!row) throw notFound("Newsletter issue");
  return row;
}

/** 409 unless the issue is still a draft or scheduled: what is sending or sent stays as it went. */
function mustBeUnsent(row: Pick<Row, "status">, doing: string): void {
  if (row.status === "sending" || row.status === "sent")
    throw new TRPCError({ code: "CONFLICT", message: `This issue is ${row.status}: it can no longer be ${doing}` });
}

// Sending reads the public archive's list too, so every write here drops it.
const write = writeProcedure("newsletters");
const requires = "editor" as const;
const tags = ["newsletter-issues"];

const BODY_RULE = "400 (field `body`) for an image from another site: photos come from the media library.";

export const newsletterIssueRouter = router({
  list: adminProcedure
    .meta({
      requires,
      openapi: {
        method: "GET",
        path: "/newsletter-issues",
        tags,
        protect: true,
        summary: "Newsletter issues, newest first",
      },
    })
    .input(listPagingQuery)
    .output(z.array(newsletterIssueOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        (
          await ctx.prisma.newsletterIssue.findMany({
            select: newsletterIssueSelect,
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          })
        ).map(issueOut),
        updatedAtOf("newsletterIssue"),
      ),
    ),

  create: write
    .meta({
      requires,
      openapi: {
        method: "POST",
        path: "/newsletter-issues",
        tags,
        protect: true,
        summary: "Write a newsletter issue (a draft)",
        description: BODY_RULE,
      },
    })
    .input(newsletterIssueInput)
    .output(newsletterIssueOutput)
    .mutation(async ({ ctx, input }) => {
      await checkBody(ctx, input.body);
      const createdById = ctx.admin.via === "session" ? ctx.admin.id : null;
      return issueOut(
        await ctx.prisma.newsletterIssue.create({ data: { ...input, createdById }, select: newsletterIssueSelect }),
      );
    }),

  update: write
    .meta({
      requires,
      openapi: {
        method: "PUT",
        path: "/newsletter-issues/{id}",
        tags,
        protect: true,
        summary: "Replace a draft or scheduled issue",
        description: `409 once it is sending or sent. \`status: "draft"\` takes a scheduled issue back to a draft (the schedule is cancelled). ${BODY_RULE}`,
      },
    })
    .input(newsletterIssueUpdate)
    .output(newsletterIssueOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, status, ...data } = input;
      const row = await lockedIssue(ctx, id);
      mustBeUnsent(row, "changed");
      await checkBody(ctx, data.body);
      return issueOut(
        await ctx.prisma.newsletterIssue.update({
          where: { id },
          data: { ...data, ...(status === "draft" ? { status, scheduledAt: null } : {}) },
          select: newsletterIssueSelect,
        }),
      );
    }),

  delete: write
    .meta({
      requires,
      openapi: {
        method: "DELETE",
        path: "/newsletter-issues/{id}",
        tags,
        protect: true,
        summary: "Delete a draft issue",
        description: "409 unless it is a draft: a scheduled issue is taken back to draft first, a sent one stays.",
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      const row = await lockedIssue(ctx, input.id);
      if (row.status !== "draft")
        throw new TRPCError({ code: "CONFLICT", message: `Only a draft can be deleted; this issue is ${row.status}` });
      await deleteUndoably(ctx, "newsletterIssue", input.id, (tx) =>
        tx.newsletterIssue.delete({ where: { id: input.id } }),
      );
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({ requires, openapi: restoreOpenapi("/newsletter-issues/{id}/restore", tags, "a draft newsletter issue") })
    .input(idParam)
    .output(newsletterIssueOutput)
    .mutation(async ({ ctx, input }) =>
      issueOut(
        await restoreDeleted(ctx, "newsletterIssue", input.id, "Newsletter issue", (tx, row) =>
          tx.newsletterIssue.create({
            data: row as Prisma.NewsletterIssueUncheckedCreateInput,
            select: newsletterIssueSelect,
          }),
        ),
      ),
    ),
});

/** The issue `id` locked for this write (a send racing a PUT waits for it), or 404. */
export async function lockedIssue(ctx: Pick<Context, "prisma">, id: number) {
  const [row] = await ctx.prisma.$queryRaw<{ status: Row["status"] }[]>`
    SELECT "status" FROM "NewsletterIssue" WHERE "id" = ${id} FOR UPDATE`;
  if (!row) throw notFound("Newsletter issue");
  return row;
}

/**
 * The body's photos must come from the library, and once `published` (sent, so in the archive)
 * have alt text; checkContentImages names the field `content`, an issue's is `body`.
 */
export const checkBody = (ctx: Context, body: string, published = false) =>
  checkContentImages(ctx, body, published).catch((error: unknown) => {
    throw error instanceof TRPCError && error.code === "BAD_REQUEST" ? fieldRefusal("body", error.message) : error;
  });
