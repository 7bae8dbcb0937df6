// /api/categories: the list of business categories and the list of event categories
// (docs/decisions/023-categories-in-the-database.md). Anyone reads them (the forms and filters are
// built from them); staff add, rename, merge and order them. Listings name their category by its
// name, a key PostgreSQL keeps: a rename reaches every listing by ON UPDATE CASCADE, and a merge
// moves them before the merged category goes; both carry pending submissions and deleted listings
// kept for the undo along.
import { type CategoryKind, slugify } from "@chamber/core";
import {
  categoryCreate,
  categoryListQuery,
  categoryMerge,
  categoryMergeResult,
  categoryOrder,
  categoryOutput,
  categoryRename,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import type { CachedEntity } from "../cache/cache-keys.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { notFound, publicProcedure, router, writeProcedure } from "../trpc.ts";
import { categoriesOf, categorySelect, readCategories } from "./category-list.ts";

const write = writeProcedure("categories");
const tags = ["categories"];

const kindLabel = { business: "business", event: "event" } as const satisfies Record<CategoryKind, string>;

/**
 * A rename or a merge changes what every business or event of the kind answers, so those reads go
 * too (the category list itself is dropped by `writeProcedure`).
 */
const listingsOf = { business: "businesses", event: "events" } as const satisfies Record<CategoryKind, CachedEntity>;

async function findCategory(db: Prisma.TransactionClient, id: number) {
  const category = await db.category.findUnique({ where: { id }, select: categorySelect });
  if (!category) throw notFound("Category");
  return category;
}

/** 400 on `name` when another category of the kind has this name, in any case. */
async function checkNameFree(db: Prisma.TransactionClient, kind: CategoryKind, name: string, except?: number) {
  const taken = await db.category.findFirst({
    where: { kind, name: { equals: name, mode: "insensitive" }, ...(except && { id: { not: except } }) },
    select: { id: true },
  });
  if (taken) throw fieldRefusal("name", `There is already a ${kindLabel[kind]} category named ${name}`);
}

/** The name's slug, made distinct within the kind by a number when another category has it. */
async function freeSlug(db: Prisma.TransactionClient, kind: CategoryKind, name: string) {
  const base = slugify(name);
  const taken = new Set(
    (await db.category.findMany({ where: { kind, slug: { startsWith: base } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A pending submission names its category by name too: a rename or merge carries it along. */
function renameInSubmissions(tx: Prisma.TransactionClient, kind: CategoryKind, from: string, to: string) {
  return tx.$executeRaw`
    UPDATE "Submission" SET "payload" = jsonb_set("payload", '{category}', to_jsonb(${to}::text))
    WHERE "status" = 'pending' AND "kind"::text = ${kind} AND "payload"->>'category' = ${from}`;
}

/**
 * A deleted business, event or series kept for the undo (trash.ts) names its category by name too,
 * in its stored row, where the foreign key does not reach: a rename or merge carries it along, so
 * the undo puts it back in the category its own became (decision 023). A series' row holds its
 * occurrences, each with its category.
 */
async function renameInTrash(tx: Prisma.TransactionClient, kind: CategoryKind, from: string, to: string) {
  const entities = kind === "business" ? ["business"] : ["event", "eventSeries"];
  await tx.$executeRaw`
    UPDATE "DeletedRow" SET "data" = jsonb_set("data", '{category}', to_jsonb(${to}::text))
    WHERE "entity" = ANY(${entities}::text[]) AND "data"->>'category' = ${from}`;
  if (kind !== "event") return;
  await tx.$executeRaw`
    UPDATE "DeletedRow" SET "data" = jsonb_set("data", '{events}', (
      SELECT jsonb_agg(
        CASE WHEN occurrence->>'category' = ${from}
          THEN jsonb_set(occurrence, '{category}', to_jsonb(${to}::text)) ELSE occurrence END
        ORDER BY position)
      FROM jsonb_array_elements("data"->'events') WITH ORDINALITY AS stored(occurrence, position)))
    WHERE "entity" = 'eventSeries'
      AND "data"->'events' @> jsonb_build_array(jsonb_build_object('category', ${from}::text))`;
}

export const categoryRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/categories",
        tags,
        protect: false,
        summary: "List a kind's categories",
        description:
          "The business categories (`kind=business`) or event categories (`kind=event`) in the order staff gave them. A business's or event's `category` is one of these names; inputs may give its name or its slug, in any case.",
      },
    })
    .input(categoryListQuery)
    .output(z.array(categoryOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(ctx, input, await categoriesOf(ctx, input.kind), updatedAtOf("category")),
    ),

  create: write
    .meta({
      openapi: {
        method: "POST",
        path: "/categories",
        tags,
        protect: true,
        summary: "Add a category",
        description:
          "Adds it at the end of its kind's list, with a slug made from its name. 400 naming `name` when the kind already has a category of that name (in any case).",
      },
    })
    .input(categoryCreate)
    .output(categoryOutput)
    .mutation(({ ctx, input }) =>
      ctx.prisma.$transaction(async (tx) => {
        await checkNameFree(tx, input.kind, input.name);
        const last = await tx.category.aggregate({ where: { kind: input.kind }, _max: { position: true } });
        return tx.category.create({
          data: {
            kind: input.kind,
            name: input.name,
            slug: await freeSlug(tx, input.kind, input.name),
            position: (last._max.position ?? -1) + 1,
          },
          select: categorySelect,
        });
      }),
    ),

  rename: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/categories/{id}",
        tags,
        protect: true,
        summary: "Rename a category",
        description:
          "Every business or event in it (and every pending submission naming it, and every one deleted and still restorable) takes the new name at once. Its slug stays, so links and integrations that use it keep working. 400 naming `name` when another category of its kind has that name.",
      },
    })
    .input(categoryRename)
    .output(categoryOutput)
    .mutation(async ({ ctx, input }) => {
      const renamed = await ctx.prisma.$transaction(async (tx) => {
        const category = await findCategory(tx, input.id);
        await checkNameFree(tx, category.kind, input.name, category.id);
        // The listings follow by the foreign key's ON UPDATE CASCADE.
        const updated = await tx.category.update({
          where: { id: category.id },
          data: { name: input.name },
          select: categorySelect,
        });
        await renameInSubmissions(tx, category.kind, category.name, input.name);
        await renameInTrash(tx, category.kind, category.name, input.name);
        return updated;
      });
      ctx.changes.add(listingsOf[renamed.kind]);
      return renamed;
    }),

  merge: write
    .meta({
      openapi: {
        method: "POST",
        path: "/categories/{id}/merge",
        tags,
        protect: true,
        summary: "Merge a category into another",
        description:
          "Moves every business (or every event and event series) of category `id` into category `into`, then removes `id`; the categories after it move up. Pending submissions naming it name `into`, and so do businesses or events deleted and still restorable (restored, they come back in `into`). 400 naming `into` when it is the same category or one of the other kind; 404 when either does not exist.",
      },
    })
    .input(categoryMerge)
    .output(categoryMergeResult)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.prisma.$transaction(async (tx) => {
        const from = await findCategory(tx, input.id);
        const into = await findCategory(tx, input.into);
        if (into.id === from.id) throw fieldRefusal("into", "A category cannot be merged into itself");
        if (into.kind !== from.kind) throw fieldRefusal("into", `Merge into another ${kindLabel[from.kind]} category`);
        const moved =
          from.kind === "business"
            ? (await tx.business.updateMany({ where: { category: from.name }, data: { category: into.name } })).count
            : (await tx.event.updateMany({ where: { category: from.name }, data: { category: into.name } })).count +
              (await tx.eventSeries.updateMany({ where: { category: from.name }, data: { category: into.name } }))
                .count;
        await renameInSubmissions(tx, from.kind, from.name, into.name);
        await renameInTrash(tx, from.kind, from.name, into.name);
        await tx.category.delete({ where: { id: from.id } });
        await tx.category.updateMany({
          where: { kind: from.kind, position: { gt: from.position } },
          data: { position: { decrement: 1 } },
        });
        return { into: await findCategory(tx, into.id), moved };
      });
      ctx.changes.add(listingsOf[result.into.kind]);
      return result;
    }),

  order: write
    .meta({
      openapi: {
        method: "POST",
        path: "/categories/order",
        tags,
        protect: true,
        summary: "Order a kind's categories",
        description:
          "`ids` lists every category of `kind` once, in the order forms, filters and the directory show them. 400 naming `ids` when it leaves one out, repeats one or names another kind's.",
      },
    })
    .input(categoryOrder)
    .output(z.array(categoryOutput))
    .mutation(({ ctx, input }) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await readCategories(tx, input.kind);
        const known = new Set(current.map((category) => category.id));
        const given = new Set(input.ids);
        if (given.size !== input.ids.length || given.size !== known.size || input.ids.some((id) => !known.has(id))) {
          throw fieldRefusal(
            "ids",
            `List every ${kindLabel[input.kind]} category once: ${current.map((c) => c.id).join(", ")}`,
          );
        }
        await Promise.all(input.ids.map((id, position) => tx.category.update({ where: { id }, data: { position } })));
        return readCategories(tx, input.kind);
      }),
    ),
});
