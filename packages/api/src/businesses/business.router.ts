// Businesses: the list and its pages, searched or not (business-list.ts), the featured ones, one
// business, and the staff's writes.
import { visibleWhere } from "@chamber/core";
import {
  type BusinessData,
  businessInput,
  businessListItem,
  businessListQuery,
  businessOutput,
  businessPage,
  businessPageOutput,
  businessPageQuery,
  businessSlugQuery,
  businessUpdate,
  featuredQuery,
  idParam,
  idQuery,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import type { Context } from "../context.ts";
import { shapedOutput } from "../contract/shaped-output.ts";
import { listingFields } from "../listings/listing-fields.ts";
import { asksForOffset, pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { deleted, notFound, publicProcedure, router, seesHidden, writeProcedure } from "../trpc.ts";
import { businessJsonData, withBusinessJson } from "./business-json.ts";
import { loadPage } from "./business-list.ts";
import { checkPhotoIds, photoWrite, removeBusiness, restoreBusiness } from "./business-photos.ts";
import { businessSelect } from "./business-select.ts";
import { findBySlug } from "./business-slug.ts";
import { historySelect, recordListingChange } from "./listing-history.ts";

const write = writeProcedure("businesses");

/**
 * What staff's create or replace writes (`data`: the checked fields, the JSON columns as Prisma
 * writes them, the photos in order) and the checked fields themselves (`values`, for the history).
 */
async function businessWrite(ctx: Context, { photoIds, ...fields }: BusinessData, replacing: boolean) {
  await checkPhotoIds(ctx, photoIds);
  const values = await listingFields(ctx, "business", fields);
  // A replace says the whole listing: hours left out are cleared, not kept.
  const { hours, social, ...columns } = values;
  const json = businessJsonData({ hours: hours ?? null, social });
  return { values, data: { ...columns, ...json, photos: photoWrite(photoIds, replacing) } };
}
const tags = ["businesses"];

const byName: Prisma.BusinessOrderByWithRelationInput[] = [{ name: "asc" }, { id: "asc" }];

export const businessRouter = router({
  list: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/businesses",
        tags,
        protect: false,
        summary: "List businesses",
        description:
          "Visible businesses by name; an admin sees drafts, scheduled and unlisted ones too. `category` takes a business category's name or slug, in any case (GET /categories?kind=business); 400 lists the allowed names. `search` finds every word of it in the name, category or description — as a word (other endings too: `galleries` finds `gallery`), as typed inside a word (ignoring case; `%`, `_` and `\\` match themselves), or, from four letters, with one typo (`cofee` and `cofefe` find `coffee`) — and ranks the answer: an exact name first, then names holding every word as typed, then matches in the name, the category, the description. Each searched business carries `match`: where the words were found, as `{ start, end }` character ranges (UTF-16, end exclusive) of `name`, `category` and `description`. `openNow=true` keeps the businesses open at this moment by their `hours`, read in the site's time zone (a business without hours is never open now); it combines with `category`, `search` and the paging. `limit` (1–100) and `offset` answer one slice of the same list; without them the whole list is answered.",
      },
    })
    .input(businessListQuery)
    .output(shapedOutput(z.array(businessListItem)))
    // The whole list is the page without a limit: one statement, so one copy of each rule. An
    // `offset` pages it as before; otherwise the whole list is paged by cursor (paging/list-page.ts).
    .query(async ({ ctx, input }) =>
      asksForOffset(input)
        ? (await loadPage(ctx, input, input.limit, input.offset ?? 0)).items
        : pageOfList(ctx, input, (await loadPage(ctx, input, undefined, 0)).items, updatedAtOf("business")),
    ),

  /** One page of the list and the size of the whole list, for the directory's page links. */
  listPage: publicProcedure
    .input(businessPageQuery)
    .output(shapedOutput(businessPage))
    .query(({ ctx, input }) => loadPage(ctx, input, input.limit, input.offset)),

  featured: publicProcedure
    .meta({
      cache: "public",
      openapi: { method: "GET", path: "/businesses/featured", tags, protect: false, summary: "Featured businesses" },
    })
    .input(featuredQuery)
    .output(z.array(businessOutput))
    .query(({ ctx, input }) =>
      ctx.cache.get(cacheKey.businesses.featured(input.limit), async () =>
        (
          await ctx.prisma.business.findMany({
            where: { ...visibleWhere(ctx.now()), featured: true },
            select: businessSelect,
            orderBy: byName,
            take: input.limit,
          })
        ).map(withBusinessJson),
      ),
    ),

  byId: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/businesses/{id}",
        tags,
        protect: false,
        summary: "One business",
        description: "404 when it does not exist or is not visible to the caller.",
      },
    })
    .input(idQuery)
    .output(businessOutput)
    .query(async ({ ctx, input }) => {
      const where = seesHidden(ctx, input.scope) ? { id: input.id } : { id: input.id, ...visibleWhere(ctx.now()) };
      const business = await ctx.prisma.business.findFirst({ where, select: businessSelect });
      if (!business) throw notFound("Business");
      return withBusinessJson(business);
    }),

  bySlug: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/businesses/by-slug/{slug}",
        tags,
        protect: false,
        summary: "One business by its page's address",
        description:
          "The visible business whose page is /directory/{slug}. A slug it had before a rename answers the same business: its `slug` is then the current one, which a caller redirects to (the page answers 301). 404 when no visible business has or had the slug.",
      },
    })
    .input(businessSlugQuery)
    .output(businessPageOutput)
    .query(async ({ ctx, input }) => {
      const business = await findBySlug(ctx, input.slug);
      if (!business) throw notFound("Business");
      return withBusinessJson(business);
    }),

  create: write
    .meta({ openapi: { method: "POST", path: "/businesses", tags, protect: true, summary: "Create a business" } })
    .input(businessInput)
    .output(businessOutput)
    .mutation(async ({ ctx, input }) => {
      const { data } = await businessWrite(ctx, input, false);
      return withBusinessJson(await ctx.prisma.business.create({ data, select: businessSelect }));
    }),

  update: write
    .meta({
      openapi: { method: "PUT", path: "/businesses/{id}", tags, protect: true, summary: "Replace a business" },
    })
    .input(businessUpdate)
    .output(businessOutput)
    .mutation(async ({ ctx, input: { id, ...input } }) => {
      const { data, values } = await businessWrite(ctx, input, true);
      // The listing's history keeps what staff changed too (memberId null), beside members' changes.
      return ctx.prisma.$transaction(async (tx) => {
        const before = await tx.business.findUnique({ where: { id }, select: historySelect });
        const updated = await tx.business.update({ where: { id }, data, select: businessSelect });
        if (before)
          await recordListingChange(tx, { businessId: id, memberId: null, before, after: values, now: ctx.now() });
        return withBusinessJson(updated);
      });
    }),

  delete: write
    .meta({
      openapi: { method: "DELETE", path: "/businesses/{id}", tags, protect: true, summary: "Delete a business" },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "business", input.id, (tx) => removeBusiness(tx, input.id));
      // The events it organized lose their organizer (the database sets it null).
      ctx.changes.add("events");
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({ openapi: restoreOpenapi("/businesses/{id}/restore", tags, "a business") })
    .input(idParam)
    .output(businessOutput)
    .mutation(async ({ ctx, input }) => {
      ctx.changes.add("events");
      return withBusinessJson(await restoreDeleted(ctx, "business", input.id, "Business", restoreBusiness));
    }),
});
