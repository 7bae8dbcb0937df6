import {
  idParam,
  listPagingQuery,
  pageBySlug,
  pageInput,
  pageOutput,
  pageUpdate,
  renderedPageOutput,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import { checkContentImages, IMAGE_RULE_TEXT } from "../media/content-images.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { adminProcedure, deleted, notFound, publicProcedure, router, seesHidden, writeProcedure } from "../trpc.ts";
import { pageHtml } from "./content-html.ts";

export const pageSelect = {
  id: true,
  title: true,
  slug: true,
  content: true,
  excerpt: true,
  published: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PageSelect;

const write = writeProcedure("pages");
const tags = ["pages"];

export const pageRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: "GET", path: "/pages", tags, protect: true, summary: "All content pages, drafts too" } })
    .input(listPagingQuery)
    .output(z.array(pageOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.prisma.page.findMany({ select: pageSelect, orderBy: [{ title: "asc" }, { id: "asc" }] }),
        updatedAtOf("page"),
      ),
    ),

  bySlug: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/pages/{slug}",
        tags,
        protect: false,
        summary: "One content page",
        description:
          "Published pages for everyone; an admin also gets drafts. 404 otherwise. `html` is the content rendered and sanitized, as the site shows it.",
      },
    })
    .input(pageBySlug)
    .output(renderedPageOutput)
    .query(async ({ ctx, input }) => {
      const all = seesHidden(ctx, input.scope);
      const load = async () => {
        const page = await ctx.prisma.page.findFirst({
          where: all ? { slug: input.slug } : { slug: input.slug, published: true },
          select: pageSelect,
        });
        // Rendered inside the cached read: once per write, not once per visitor.
        return page && { ...page, html: await pageHtml(page) };
      };
      const page = all ? await load() : await ctx.cache.get(cacheKey.pages.bySlug(input.slug), load);
      if (!page) throw notFound("Page");
      return page;
    }),

  create: write
    .meta({
      openapi: {
        method: "POST",
        path: "/pages",
        tags,
        protect: true,
        summary: "Create a content page",
        description: IMAGE_RULE_TEXT + " 409 when the slug is taken.",
      },
    })
    .input(pageInput)
    .output(pageOutput)
    .mutation(async ({ ctx, input }) => {
      await checkContentImages(ctx, input.content, input.published);
      return ctx.prisma.page.create({ data: input, select: pageSelect });
    }),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/pages/{id}",
        tags,
        protect: true,
        summary: "Replace a content page",
        description: IMAGE_RULE_TEXT + " 409 when the new slug is taken.",
      },
    })
    .input(pageUpdate)
    .output(pageOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...data } = input;
      await checkContentImages(ctx, data.content, data.published);
      return ctx.prisma.page.update({ where: { id }, data, select: pageSelect });
    }),

  delete: write
    .meta({ openapi: { method: "DELETE", path: "/pages/{id}", tags, protect: true, summary: "Delete a content page" } })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "page", input.id, (tx) => tx.page.delete({ where: { id: input.id } }));
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({ openapi: restoreOpenapi("/pages/{id}/restore", tags, "a page") })
    .input(idParam)
    .output(pageOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "page", input.id, "Page", (tx, row) =>
        tx.page.create({ data: row as Prisma.PageUncheckedCreateInput, select: pageSelect }),
      ),
    ),
});
