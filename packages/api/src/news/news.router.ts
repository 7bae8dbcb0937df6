import { deriveExcerpt } from "@chamber/core";
import { idParam, listPagingQuery, newsInput, newsOutput, newsUpdate, renderedNewsOutput } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import { checkImageId, imageSelect } from "../images/image-reference.ts";
import { checkContentImages, IMAGE_RULE_TEXT } from "../media/content-images.ts";
import { articleHtml } from "../pages/content-html.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { deleted, notFound, publicProcedure, router, writeProcedure } from "../trpc.ts";

const newsSelect = {
  id: true,
  title: true,
  excerpt: true,
  content: true,
  category: true,
  author: true,
  image: imageSelect,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.NewsArticleSelect;

const write = writeProcedure("news");
const tags = ["news"];

/** docs/architecture.md §6: an empty excerpt is derived from the content; an empty date is now. */
function storable(input: z.output<typeof newsInput>, now: Date) {
  return {
    ...input,
    excerpt: input.excerpt ?? deriveExcerpt(input.content),
    publishedAt: input.publishedAt ?? now,
  };
}

export const newsRouter = router({
  list: publicProcedure
    .meta({
      cache: "public",
      openapi: { method: "GET", path: "/news", tags, protect: false, summary: "News articles, newest first" },
    })
    .input(listPagingQuery)
    .output(z.array(newsOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.cache.get(cacheKey.news.list(), () =>
          ctx.prisma.newsArticle.findMany({ select: newsSelect, orderBy: [{ publishedAt: "desc" }, { id: "desc" }] }),
        ),
        updatedAtOf("newsArticle"),
      ),
    ),

  byId: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/news/{id}",
        tags,
        protect: false,
        summary: "One news article",
        description: "`html` is the content rendered and sanitized, as the site shows it.",
      },
    })
    .input(idParam)
    .output(renderedNewsOutput)
    .query(async ({ ctx, input }) => {
      // Rendered inside the cached read: once per write, not once per visitor.
      const article = await ctx.cache.get(cacheKey.news.byId(input.id), async () => {
        const found = await ctx.prisma.newsArticle.findUnique({ where: { id: input.id }, select: newsSelect });
        return found && { ...found, html: await articleHtml(found.content) };
      });
      if (!article) throw notFound("Article");
      return article;
    }),

  create: write
    .meta({
      openapi: {
        method: "POST",
        path: "/news",
        tags,
        protect: true,
        summary: "Create a news article",
        description: `An empty excerpt is derived from the content; an empty publishedAt is now. ${IMAGE_RULE_TEXT}`,
      },
    })
    .input(newsInput)
    .output(newsOutput)
    .mutation(async ({ ctx, input }) => {
      await checkImageId(ctx, input.imageId);
      await checkContentImages(ctx, input.content, true);
      return ctx.prisma.newsArticle.create({ data: storable(input, ctx.now()), select: newsSelect });
    }),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/news/{id}",
        tags,
        protect: true,
        summary: "Replace a news article",
        description: IMAGE_RULE_TEXT,
      },
    })
    .input(newsUpdate)
    .output(newsOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      await checkImageId(ctx, fields.imageId);
      await checkContentImages(ctx, fields.content, true);
      return ctx.prisma.newsArticle.update({
        where: { id },
        data: storable(fields, ctx.now()),
        select: newsSelect,
      });
    }),

  delete: write
    .meta({ openapi: { method: "DELETE", path: "/news/{id}", tags, protect: true, summary: "Delete a news article" } })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "newsArticle", input.id, (tx) => tx.newsArticle.delete({ where: { id: input.id } }));
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({ openapi: restoreOpenapi("/news/{id}/restore", tags, "a news article") })
    .input(idParam)
    .output(newsOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "newsArticle", input.id, "News article", (tx, row) =>
        tx.newsArticle.create({ data: row as Prisma.NewsArticleUncheckedCreateInput, select: newsSelect }),
      ),
    ),
});
