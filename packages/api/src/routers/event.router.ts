import { instantOfWallClock, visibleWhere } from "@chamber/core";
import {
  eventInput,
  eventListQuery,
  eventOutput,
  eventPage,
  eventPageQuery,
  eventUpdate,
  featuredQuery,
  idParam,
  idQuery,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache-keys.ts";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { eventSelect } from "../event-select.ts";
import { restoredOccurrence } from "../event-series-sync.ts";
import { checkImageId } from "../images/image-reference.ts";
import { deleteUndoably, restoreDeleted, UNDO_WINDOW_MS } from "../trash.ts";
import { deleted, notFound, publicProcedure, router, seesHidden, writeProcedure } from "../trpc.ts";

const write = writeProcedure("events");

/**
 * A rescheduled or postponed event keeps the start it had: when staff move the date and mark it
 * so without saying the previous date, the stored one is it.
 */
function previousDateAfter(
  storedDate: Date,
  fields: { date: Date; status: string; previousDate: Date | null },
): Date | null {
  if (fields.previousDate) return fields.previousDate;
  const moved = fields.status === "rescheduled" || fields.status === "postponed";
  return moved && fields.date.getTime() !== storedDate.getTime() ? storedDate : null;
}
const tags = ["events"];

interface ListFilters {
  /** A category's name as stored (`withCategoryName` resolves what the request gave). */
  category?: string | undefined;
  when?: "upcoming" | "past" | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A `from` or `to` bound as an instant: an instant as it is; a date as its first moment (from) or
 * its last (to) in the site zone, so `to=2027-03-31` takes in that whole day.
 */
function boundInstant(bound: string, zone: string, edge: "start" | "end"): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bound)) return new Date(bound);
  const [year = 1970, month = 1, day = 1] = bound.split("-").map(Number);
  if (edge === "start") return instantOfWallClock({ year, month, day, hour: 0, minute: 0, second: 0 }, zone);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const nextStart = instantOfWallClock(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    zone,
  );
  return new Date(nextStart.getTime() - 1);
}

/** The filters with the category the request gave (a name or slug, any case) as its stored name. */
async function withCategoryName<T extends ListFilters>(ctx: Context, input: T): Promise<T> {
  return input.category ? { ...input, category: await categoryName(ctx, "event", input.category) } : input;
}

/** A bounded list is read past the cache: its keys would be as many as the bounds asked for. */
const bounded = (input: ListFilters) => Boolean(input.from || input.to);

/**
 * The list is two queries read one after the other: upcoming events soonest first, then past ones
 * latest first. "Upcoming" compares with the clock, so the split is made per read.
 */
function listParts(ctx: Context, input: ListFilters, all: boolean) {
  const now = ctx.now();
  const filters: Prisma.EventWhereInput[] = all ? [] : [visibleWhere(now)];
  if (input.category) filters.push({ category: input.category });
  if (input.from) filters.push({ date: { gte: boundInstant(input.from, ctx.zone, "start") } });
  if (input.to) filters.push({ date: { lte: boundInstant(input.to, ctx.zone, "end") } });
  // Asking for one part only leaves the other empty (an id no row has).
  const none: Prisma.EventWhereInput = { id: { lt: 0 } };
  return {
    upcoming: {
      where: { AND: [...filters, { date: { gt: now } }, ...(input.when === "past" ? [none] : [])] },
      orderBy: [{ date: "asc" }, { id: "asc" }],
    },
    past: {
      where: { AND: [...filters, { date: { lte: now } }, ...(input.when === "upcoming" ? [none] : [])] },
      orderBy: [{ date: "desc" }, { id: "desc" }],
    },
  } satisfies Record<string, Prisma.EventFindManyArgs>;
}

/**
 * `limit` rows of the list from `offset` (to the end when `limit` is undefined) and the list's
 * size: the slice is cut from the upcoming part, then from the past part where it runs over.
 */
async function loadPage(
  ctx: Context,
  input: ListFilters & { scope?: "public" | "all" | undefined },
  limit: number | undefined,
  offset: number,
) {
  const all = seesHidden(ctx, input.scope);
  const load = async () => {
    const { upcoming, past } = listParts(ctx, input, all);
    // The upcoming slice needs no count, so it is read beside the counts; the past part only when
    // the page runs past the upcoming events.
    const [upcomingCount, pastCount, soon] = await Promise.all([
      ctx.prisma.event.count({ where: upcoming.where }),
      ctx.prisma.event.count({ where: past.where }),
      ctx.prisma.event.findMany({ ...upcoming, select: eventSelect, skip: offset, take: limit }),
    ]);
    const end = limit === undefined ? Number.POSITIVE_INFINITY : offset + limit;
    const pastSkip = Math.max(0, offset - upcomingCount);
    const fromPast = Math.max(0, Math.min(end - upcomingCount, pastCount) - pastSkip);
    const before =
      fromPast > 0
        ? await ctx.prisma.event.findMany({ ...past, select: eventSelect, skip: pastSkip, take: fromPast })
        : [];
    const items = [...soon, ...before];
    return { items, total: upcomingCount + pastCount, limit: limit ?? items.length, offset };
  };
  return all || bounded(input)
    ? load()
    : ctx.cache.get(cacheKey.events.page(input.category, limit, offset, input.when), load);
}

export const eventRouter = router({
  list: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/events",
        tags,
        protect: false,
        summary: "List events",
        description:
          "Upcoming events first (soonest first), then past ones (most recent first); a series' occurrences are listed like other events. `category` takes an event category's name or slug, in any case (GET /categories?kind=event; 400 lists the allowed names); `from` and `to` (dates in the site's zone, or instants) bound the start; `when` keeps only upcoming or only past events. An admin also sees drafts, scheduled and unlisted events. `limit` (1–100) and `offset` answer one slice of the same list; without them the whole list is answered.",
      },
    })
    .input(eventListQuery)
    .output(z.array(eventOutput))
    .query(async ({ ctx, input: given }) => {
      const input = await withCategoryName(ctx, given);
      if (input.limit === undefined && input.offset === undefined) {
        const all = seesHidden(ctx, input.scope);
        const load = async () => {
          const { upcoming, past } = listParts(ctx, input, all);
          const [soon, before] = await Promise.all([
            ctx.prisma.event.findMany({ ...upcoming, select: eventSelect }),
            ctx.prisma.event.findMany({ ...past, select: eventSelect }),
          ]);
          return [...soon, ...before];
        };
        return all || bounded(input) ? load() : ctx.cache.get(cacheKey.events.list(input.category, input.when), load);
      }
      return (await loadPage(ctx, input, input.limit, input.offset ?? 0)).items;
    }),

  /** One page of the list and the size of the whole list, for the events page's page links. */
  listPage: publicProcedure
    .input(eventPageQuery)
    .output(eventPage)
    .query(async ({ ctx, input }) => {
      const filters = await withCategoryName(ctx, input);
      return loadPage(ctx, filters, filters.limit, filters.offset);
    }),

  featured: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/events/featured",
        tags,
        protect: false,
        summary: "Featured upcoming events",
        description: "Visible, featured events still to come, soonest first.",
      },
    })
    .input(featuredQuery)
    .output(z.array(eventOutput))
    .query(({ ctx, input }) =>
      ctx.cache.get(cacheKey.events.featured(input.limit), () => {
        const now = ctx.now();
        return ctx.prisma.event.findMany({
          where: { AND: [visibleWhere(now), { featured: true, date: { gt: now } }] },
          select: eventSelect,
          orderBy: [{ date: "asc" }, { id: "asc" }],
          take: input.limit,
        });
      }),
    ),

  byId: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/events/{id}",
        tags,
        protect: false,
        summary: "One event",
        description: "404 when it does not exist or is not visible to the caller.",
      },
    })
    .input(idQuery)
    .output(eventOutput)
    .query(async ({ ctx, input }) => {
      const load = (where: Prisma.EventWhereInput) => ctx.prisma.event.findFirst({ where, select: eventSelect });
      const event = seesHidden(ctx, input.scope)
        ? await load({ id: input.id })
        : await ctx.cache.get(cacheKey.events.byId(input.id), () => load({ id: input.id, ...visibleWhere(ctx.now()) }));
      if (!event) throw notFound("Event");
      return event;
    }),

  create: write
    .meta({ openapi: { method: "POST", path: "/events", tags, protect: true, summary: "Create an event" } })
    .input(eventInput)
    .output(eventOutput)
    .mutation(async ({ ctx, input }) => {
      await checkImageId(ctx, input.imageId);
      const category = await categoryName(ctx, "event", input.category);
      return ctx.prisma.event.create({ data: { ...input, category }, select: eventSelect });
    }),

  update: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/events/{id}",
        tags,
        protect: true,
        summary: "Replace an event",
        description:
          "On an occurrence of a series, changes that occurrence only; a later series edit leaves it as it is.",
      },
    })
    .input(eventUpdate)
    .output(eventOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await checkImageId(ctx, fields.imageId);
      const category = await categoryName(ctx, "event", fields.category);
      const before = await ctx.prisma.event.findUnique({ where: { id }, select: { date: true, seriesId: true } });
      if (!before) throw notFound("Event");
      return ctx.prisma.event.update({
        where: { id },
        data: {
          ...fields,
          category,
          previousDate: previousDateAfter(before.date, fields),
          // An occurrence edited on its own keeps its edit when the whole series is edited later.
          ...(before.seriesId === null ? {} : { overridden: true }),
          // Every change is a new revision for subscribed calendars (RFC 5545 SEQUENCE).
          sequence: { increment: 1 },
        },
        select: eventSelect,
      });
    }),

  delete: write
    .meta({
      openapi: {
        method: "DELETE",
        path: "/events/{id}",
        tags,
        protect: true,
        summary: "Delete an event",
        description: "On an occurrence of a series, skips that date (an EXDATE): the series does not make it again.",
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "event", input.id, async (tx) => {
        const row = await tx.event.delete({ where: { id: input.id } });
        if (row.seriesId !== null && row.occurrenceDate) {
          await tx.eventSeries.update({
            where: { id: row.seriesId },
            data: { exdates: { push: row.occurrenceDate }, sequence: { increment: 1 } },
          });
        }
        return row;
      });
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({
      openapi: {
        method: "POST",
        path: "/events/{id}/restore",
        tags,
        protect: true,
        summary: "Undo deleting an event",
        description: `Puts back, unchanged, an event deleted less than ${UNDO_WINDOW_MS / 1000} s ago; 404 after that. An occurrence of a series comes back at the start its series gives that day, or as an event of its own when the series no longer gives that day.`,
      },
    })
    .input(idParam)
    .output(eventOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "event", input.id, "Event", async (tx, row) => {
        const data = await restoredOccurrence(tx, row as Prisma.EventUncheckedCreateInput, ctx.zone);
        return tx.event.create({ data, select: eventSelect });
      }),
    ),
});
