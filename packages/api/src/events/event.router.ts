// Events: the list and its pages (event-list.ts), the featured ones, one event, and the staff's
// writes. An occurrence of a series is an event like any other here; editing or deleting one
// marks it in its series (overridden, or an EXDATE) so the series leaves it as it is.
import { visibleWhere } from "@chamber/core";
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
  ORGANIZER_EVENTS_LIMIT,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import type { Context } from "../context.ts";
import { asksForOffset, pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { keepRegistrations, withoutKept } from "../registrations/registration-trash.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { deleted, notFound, publicProcedure, router, seesHidden, writeProcedure } from "../trpc.ts";
import { loadList, loadPage, withCategoryName } from "./event-list.ts";
import { eventSelect } from "./event-select.ts";
import { createEvent, replaceEvent } from "./event-writes.ts";
import { occurrenceProcedures } from "./occurrence.router.ts";
import { restoredOccurrence } from "./restored-occurrence.ts";

const write = writeProcedure("events");

/** The first `take` visible events still to come that match `filter`, soonest first. */
function upcoming(ctx: Context, filter: Prisma.EventWhereInput, take: number) {
  const now = ctx.now();
  return ctx.prisma.event.findMany({
    where: { AND: [visibleWhere(now), { ...filter, date: { gt: now } }] },
    select: eventSelect,
    orderBy: [{ date: "asc" }, { id: "asc" }],
    take,
  });
}

const tags = ["events"];

export const eventRouter = router({
  ...occurrenceProcedures,

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
          "Upcoming events first (soonest first), then past ones (most recent first); a series' occurrences are listed like other events, or, with `series=once`, a series once by its first occurrence the filters keep (its next one, or its latest when all are past) with `repeats`, its rule in words. `category` takes an event category's name or slug, in any case (GET /categories?kind=event; 400 lists the allowed names); `from` and `to` (dates in the site's zone, or instants) bound the start, and `to` before `from` is a 400; `when` keeps only upcoming or only past events, or those of `today`, the `weekend` or the next 7 days (`week`), in site days. An admin also sees drafts, scheduled and unlisted events. `limit` (1–100) and `offset` answer one slice of the same list; without them the whole list is answered.",
      },
    })
    .input(eventListQuery)
    .output(z.array(eventOutput))
    .query(async ({ ctx, input: given }) => {
      const input = await withCategoryName(ctx, given);
      // An `offset` pages the list as before; otherwise the whole list is paged by cursor (paging/list-page.ts).
      return asksForOffset(input)
        ? (await loadPage(ctx, input, input.limit, input.offset ?? 0)).items
        : pageOfList(ctx, input, await loadList(ctx, input), updatedAtOf("event"));
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
      ctx.cache.get(cacheKey.events.featured(input.limit), () => upcoming(ctx, { featured: true }, input.limit)),
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

  byOrganizer: publicProcedure
    .meta({
      cache: "public",
      openapi: {
        method: "GET",
        path: "/businesses/{id}/events",
        tags,
        protect: false,
        summary: "A business's upcoming events",
        description: `The next ${ORGANIZER_EVENTS_LIMIT} visible events the business organizes, soonest first (its page lists them).`,
      },
    })
    .input(idParam)
    .output(z.array(eventOutput))
    .query(({ ctx, input }) =>
      ctx.cache.get(cacheKey.events.organizer(input.id), () =>
        upcoming(ctx, { organizerId: input.id }, ORGANIZER_EVENTS_LIMIT),
      ),
    ),

  create: write
    .meta({ openapi: { method: "POST", path: "/events", tags, protect: true, summary: "Create an event" } })
    .input(eventInput)
    .output(eventOutput)
    .mutation(({ ctx, input }) => createEvent(ctx, input)),

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
    .mutation(({ ctx, input: { id, ...fields } }) => replaceEvent(ctx, id, fields)),

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
        const kept = await keepRegistrations(tx, input.id);
        const row = await tx.event.delete({ where: { id: input.id } });
        if (row.seriesId !== null && row.occurrenceDate) {
          await tx.eventSeries.update({
            where: { id: row.seriesId },
            data: { exdates: { push: row.occurrenceDate }, sequence: { increment: 1 } },
          });
        }
        return { ...row, ...kept };
      });
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({
      openapi: restoreOpenapi(
        "/events/{id}/restore",
        tags,
        "an event",
        "An occurrence of a series comes back at the start its series gives that day, or as an event of its own when the series no longer gives that day.",
      ),
    })
    .input(idParam)
    .output(eventOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "event", input.id, "Event", async (tx, stored) => {
        const { row, putBack } = withoutKept(stored);
        const data = await restoredOccurrence(tx, row as unknown as Prisma.EventUncheckedCreateInput, ctx.zone);
        const event = await tx.event.create({ data, select: eventSelect });
        await putBack(tx);
        return event;
      }),
    ),
});
