// Writes what ics-read.ts read as our events (docs/decisions/032-calendar-import.md), through the
// event and series writes staff use: a UID imported before is found again and updated when its
// digest changed, left untouched (no write at all) when it did not. Each item is written under a
// savepoint of the caller's transaction, so one that fails is refused and the rest still land.
import { type Category, categoryIn } from "@chamber/core";
import { type CalendarImportResult, eventInput, eventSeriesInput } from "@chamber/core/schemas";
import { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { readCategories } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { createEvent, replaceEvent } from "../events/event-writes.ts";
import { createSeries, replaceSeries } from "../events/series-writes.ts";
import { type CalendarItem, type EventDraft, NotACalendar, occurrenceKey, readCalendar } from "./ics-read.ts";

type Outcome = "created" | "updated" | "unchanged";

/** The category an imported event takes: the first of its CATEGORIES that is one of ours, else the default. */
function categoryFor(draft: EventDraft, categories: Category[], fallback: string): string {
  for (const name of draft.categories) {
    const found = categoryIn(categories, name.trim());
    if (found) return found.name;
  }
  return fallback;
}

/** Where an event without a category of ours goes: "Community" when the site keeps it, else its first. */
function defaultCategory(categories: Category[]): string | null {
  return (categories.find((category) => category.slug === "community") ?? categories[0])?.name ?? null;
}

function fieldsOf(draft: EventDraft, category: string) {
  const { categories: _given, ...fields } = draft;
  return { ...fields, category };
}

/** The first problem of a refused input, worded for the import's answer. */
function problemOf(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? issue.message : "It is not a valid event";
}

/** Why an item failed, or null for a fault that is no refusal (rethrown). */
function refusalOf(error: unknown): string | null {
  if (error instanceof z.ZodError) return problemOf(error);
  if (error instanceof TRPCError) {
    if (error.cause instanceof z.ZodError) return problemOf(error.cause);
    if (error.code !== "INTERNAL_SERVER_ERROR") return error.message;
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
    return "Another import wrote the same UID at the same moment";
  return null;
}

/** Makes what was not imported before, replaces what changed, and writes nothing for the rest. */
async function writeImported(
  existing: { id: number; importHash: string | null } | null,
  hash: string,
  create: () => Promise<unknown>,
  replace: (id: number) => Promise<unknown>,
): Promise<Outcome> {
  if (!existing) {
    await create();
    return "created";
  }
  if (existing.importHash === hash) return "unchanged";
  await replace(existing.id);
  return "updated";
}

const importedSelect = { id: true, importHash: true } as const;

async function importEvent(ctx: Context, item: CalendarItem, category: string, subscriptionId: number | null) {
  const data = eventInput.parse(fieldsOf(item.draft, category));
  const extra = { importHash: item.hash, ...(subscriptionId ? { subscriptionId } : {}) };
  const existing = await ctx.prisma.event.findUnique({ where: { importUid: item.uid }, select: importedSelect });
  return writeImported(
    existing,
    item.hash,
    () => createEvent(ctx, data, { ...extra, importUid: item.uid }),
    (id) => replaceEvent(ctx, id, data, extra),
  );
}

async function importSeries(
  ctx: Context,
  item: Extract<CalendarItem, { kind: "series" }>,
  category: string,
  subscriptionId: number | null,
) {
  const { rule, until, count } = item;
  const data = eventSeriesInput.parse({ ...fieldsOf(item.draft, category), rule, until, count });
  const extra = {
    importHash: item.hash,
    exdates: item.exdates.map((date) => new Date(date)),
    ...(subscriptionId ? { subscriptionId } : {}),
  };
  const existing = await ctx.prisma.eventSeries.findUnique({ where: { importUid: item.uid }, select: importedSelect });
  return writeImported(
    existing,
    item.hash,
    () => createSeries(ctx, data, { ...extra, importUid: item.uid }),
    (id) => replaceSeries(ctx, id, data, extra),
  );
}

/** One occurrence changed on its own: written onto the series' occurrence as staff's "this occurrence". */
async function importOccurrence(
  ctx: Context,
  item: Extract<CalendarItem, { kind: "occurrence" }>,
  category: string,
): Promise<Outcome> {
  const data = eventInput.parse(fieldsOf(item.draft, category));
  const key = occurrenceKey(item.uid, item.recurrenceId);
  const series = await ctx.prisma.eventSeries.findUnique({ where: { importUid: item.uid }, select: { id: true } });
  if (!series)
    throw new TRPCError({ code: "BAD_REQUEST", message: "It changes one occurrence of a series not imported" });
  const row =
    (await ctx.prisma.event.findUnique({ where: { importUid: key }, select: importedSelect })) ??
    (await ctx.prisma.event.findFirst({
      where: { seriesId: series.id, occurrenceDate: item.recurrenceId },
      select: importedSelect,
    }));
  if (!row) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `Its series has no occurrence at ${item.recurrenceId.toISOString()} (occurrences are kept for 12 months each side of today)`,
    });
  }
  if (row.importHash === item.hash) return "unchanged";
  await replaceEvent(ctx, row.id, data, { importUid: key, importHash: item.hash });
  return row.importHash === null ? "created" : "updated";
}

/**
 * Imports `text` in `ctx.prisma`'s transaction (a procedure's, or the refresh job's own). A text
 * that is no calendar at all is refused whole (400); each VEVENT that cannot be written is listed
 * in `refused` with its UID and why.
 */
export async function importCalendar(
  ctx: Context,
  text: string,
  subscriptionId: number | null = null,
): Promise<CalendarImportResult> {
  let calendar: ReturnType<typeof readCalendar>;
  try {
    calendar = readCalendar(text, ctx.zone);
  } catch (error) {
    if (error instanceof NotACalendar) throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
    throw error;
  }
  const categories = await readCategories(ctx.prisma, "event");
  const fallback = defaultCategory(categories);
  const result: CalendarImportResult = { created: 0, updated: 0, unchanged: 0, refused: [...calendar.refused] };
  for (const item of calendar.items) {
    const label = item.kind === "occurrence" ? occurrenceKey(item.uid, item.recurrenceId) : item.uid;
    if (!fallback) {
      result.refused.push({ uid: label, message: "The site keeps no event category to put it in" });
      continue;
    }
    const category = categoryFor(item.draft, categories, fallback);
    await ctx.prisma.$executeRawUnsafe("SAVEPOINT calendar_import_item");
    try {
      const outcome =
        item.kind === "event"
          ? await importEvent(ctx, item, category, subscriptionId)
          : item.kind === "series"
            ? await importSeries(ctx, item, category, subscriptionId)
            : await importOccurrence(ctx, item, category);
      await ctx.prisma.$executeRawUnsafe("RELEASE SAVEPOINT calendar_import_item");
      result[outcome] += 1;
    } catch (error) {
      await ctx.prisma.$executeRawUnsafe("ROLLBACK TO SAVEPOINT calendar_import_item");
      const message = refusalOf(error);
      if (message === null) throw error;
      result.refused.push({ uid: label, message });
    }
  }
  return result;
}
