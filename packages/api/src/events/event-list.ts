// The events list as the list procedures read it (GET /api/events, with or without a page, and the
// events page's listPage): upcoming events soonest first, then past ones latest first, filtered by
// category and dates, from the read cache unless the caller sees hidden rows or bounds the dates.
import {
  type EventDayRange,
  type EventWhen,
  eventDayBounds,
  instantOfWallClock,
  isEventDayRange,
  visibleWhere,
} from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { cacheKey } from "../cache/cache-keys.ts";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { withRegistrationBadges } from "../registrations/registration-badges.ts";
import { seesHidden } from "../trpc.ts";
import { eventSelect } from "./event-select.ts";
import { onceFilters, withRepeats } from "./series-listing.ts";

export interface ListFilters {
  /** A category's name as stored (`withCategoryName` resolves what the request gave). */
  category?: string | undefined;
  when?: EventWhen | EventDayRange | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** `once`: a series listed once (series-listing.ts). */
  series?: "each" | "once" | undefined;
}

/** The filters as read: a named day range turned into its site days at this moment. */
type ReadFilters = Omit<ListFilters, "when"> & { when?: EventWhen | undefined };

function readFilters(ctx: Context, { when, ...input }: ListFilters): ReadFilters {
  return isEventDayRange(when) ? { ...input, ...eventDayBounds(when, ctx.now(), ctx.zone) } : { ...input, when };
}

/**
 * A `from` or `to` bound as an instant: an instant as it is; a date as its first moment (from) or
 * its last (to) in the site zone, so `to=2027-03-31` takes in that whole day.
 */
export function boundInstant(bound: string, zone: string, edge: "start" | "end"): Date {
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
export async function withCategoryName<T extends ListFilters>(ctx: Context, input: T): Promise<T> {
  return input.category ? { ...input, category: await categoryName(ctx, "event", input.category) } : input;
}

/** A bounded list is read past the cache: its keys would be as many as the bounds asked for. */
const bounded = (input: ReadFilters) => Boolean(input.from || input.to);

/**
 * The list is two queries read one after the other: upcoming events soonest first, then past ones
 * latest first. "Upcoming" compares with the clock, so the split is made per read.
 */
async function listParts(ctx: Context, input: ReadFilters, all: boolean) {
  const now = ctx.now();
  const filters: Prisma.EventWhereInput[] = all ? [] : [visibleWhere(now)];
  if (input.category) filters.push({ category: input.category });
  if (input.from) filters.push({ date: { gte: boundInstant(input.from, ctx.zone, "start") } });
  if (input.to) filters.push({ date: { lte: boundInstant(input.to, ctx.zone, "end") } });
  const once = input.series === "once" ? await onceFilters(ctx, filters, input.when !== "past") : null;
  // Asking for one part only leaves the other empty (an id no row has).
  const none: Prisma.EventWhereInput = { id: { lt: 0 } };
  return {
    upcoming: {
      where: {
        AND: [
          ...filters,
          { date: { gt: now } },
          ...(once ? [once.upcoming] : []),
          ...(input.when === "past" ? [none] : []),
        ],
      },
      orderBy: [{ date: "asc" }, { id: "asc" }],
    },
    past: {
      where: {
        AND: [
          ...filters,
          { date: { lte: now } },
          ...(once ? [once.past] : []),
          ...(input.when === "upcoming" ? [none] : []),
        ],
      },
      orderBy: [{ date: "desc" }, { id: "desc" }],
    },
  } satisfies Record<string, Prisma.EventFindManyArgs>;
}

/**
 * `limit` rows of the list from `offset` (to the end when `limit` is undefined) and the list's
 * size: the slice is cut from the upcoming part, then from the past part where it runs over.
 */
export async function loadPage(
  ctx: Context,
  input: ListFilters & { scope?: "public" | "all" | undefined },
  limit: number | undefined,
  offset: number,
) {
  const all = seesHidden(ctx, input.scope);
  const read = readFilters(ctx, input);
  const load = async () => {
    const { upcoming, past } = await listParts(ctx, read, all);
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
    const rows = [...soon, ...before];
    const items = read.series === "once" ? await withRepeats(ctx, rows) : rows;
    return { items, total: upcomingCount + pastCount, limit: limit ?? items.length, offset };
  };
  const page = await (all || bounded(read)
    ? load()
    : ctx.cache.get(cacheKey.events.page(read.category, limit, offset, read.when, read.series), load));
  // Read past the cache: the places left change with every registration, which drops no cache.
  return { ...page, items: await withRegistrationBadges(ctx.prisma, page.items, ctx.now()) };
}

/** The whole list, both parts, in one answer. */
export async function loadList(ctx: Context, input: ListFilters & { scope?: "public" | "all" | undefined }) {
  const all = seesHidden(ctx, input.scope);
  const read = readFilters(ctx, input);
  const load = async () => {
    const { upcoming, past } = await listParts(ctx, read, all);
    const [soon, before] = await Promise.all([
      ctx.prisma.event.findMany({ ...upcoming, select: eventSelect }),
      ctx.prisma.event.findMany({ ...past, select: eventSelect }),
    ]);
    const rows = [...soon, ...before];
    return read.series === "once" ? withRepeats(ctx, rows) : rows;
  };
  const list = await (all || bounded(read)
    ? load()
    : ctx.cache.get(cacheKey.events.list(read.category, read.when, read.series), load));
  return withRegistrationBadges(ctx.prisma, list, ctx.now());
}
