// The public archive of sent issues (/news/newsletters and /news/newsletters/{id}): what every mail's
// "View in browser" link opens. Only sent issues are public — a draft, a scheduled issue or one
// still going out answers 404 as an unknown id does. Read through the read cache, dropped by every
// write to an issue and by the worker when an issue finishes sending.
import { archivedIssueOutput, archivedIssuePageOutput, idParam, listPagingQuery } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import { articleHtml } from "../pages/content-html.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { notFound, publicProcedure, router } from "../trpc.ts";

const archivedSelect = { id: true, subject: true, list: true, sentAt: true } satisfies Prisma.NewsletterIssueSelect;
const tags = ["newsletter-issues"];

/** A sent issue always has its sentAt; the type does not know that. */
const archived = <T extends { sentAt: Date | null }>(row: T) => ({ ...row, sentAt: row.sentAt ?? new Date(0) });

export const newsletterArchiveRouter = router({
  archive: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/newsletter-issues/archive",
        tags,
        protect: false,
        summary: "Sent newsletter issues, newest first",
      },
    })
    .input(listPagingQuery)
    .output(z.array(archivedIssueOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.cache.get(cacheKey.newsletters.archive(), async () =>
          (
            await ctx.prisma.newsletterIssue.findMany({
              where: { status: "sent" },
              select: archivedSelect,
              orderBy: [{ sentAt: "desc" }, { id: "desc" }],
            })
          ).map(archived),
        ),
        updatedAtOf("newsletterIssue"),
      ),
    ),

  archived: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/newsletter-issues/archive/{id}",
        tags,
        protect: false,
        summary: "One sent newsletter issue",
        description:
          "`html` is the body rendered and sanitized, as the archive page shows it. 404 unless the issue was sent.",
      },
    })
    .input(idParam)
    .output(archivedIssuePageOutput)
    .query(async ({ ctx, input }) => {
      const issue = await ctx.cache.get(cacheKey.newsletters.byId(input.id), async () => {
        const found = await ctx.prisma.newsletterIssue.findFirst({
          where: { id: input.id, status: "sent" },
          select: { ...archivedSelect, body: true },
        });
        if (!found) return null;
        const { body, ...row } = archived(found);
        return { ...row, html: await articleHtml(body) };
      });
      if (!issue) throw notFound("Newsletter issue");
      return issue;
    }),
});
