// Making and replacing a series (decision 017), shared by its router and the calendar import: the
// checks of its rule, the row, and its occurrences made or rewritten by occurrence-sync.ts in the
// same transaction, registrants told of what moved.
import type { EventSeriesData } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";
import { listingFields } from "../listings/listing-fields.ts";
import { registeredEvents, tellOfChanges } from "../registrations/event-changes.ts";
import { notFound } from "../trpc.ts";
import { syncOccurrences } from "./occurrence-sync.ts";
import { skippedDatesFor } from "./series-day.ts";
import { historyFrom, horizonFor } from "./series-horizon.ts";
import { checkGivesDates, checkStillRuns } from "./series-rule-check.ts";

/** Columns a write may set beside the series' own fields (an import's UID and digest). */
export type SeriesExtra = Pick<
  Prisma.EventSeriesUncheckedCreateInput,
  "importUid" | "importHash" | "subscriptionId"
> & {
  /** Skipped starts to store instead of those the series has (an imported EXDATE list). */
  exdates?: Date[];
};

/** Makes a series and its occurrences; answers its id. */
export async function createSeries(ctx: Context, input: EventSeriesData, extra: SeriesExtra = {}): Promise<number> {
  checkGivesDates(input, ctx.zone);
  checkStillRuns(input, ctx.zone, ctx.now());
  const data = await listingFields(ctx, "event", input);
  return ctx.prisma.$transaction(async (tx) => {
    const series = await tx.eventSeries.create({
      data: { ...data, ...extra, exdates: extra.exdates ?? [], horizon: horizonFor(ctx.now(), input.date) },
    });
    await syncOccurrences(tx, series, ctx.zone, historyFrom(ctx.now(), series.date), true);
    return series.id;
  });
}

/**
 * Replaces a series' fields and rule: its occurrences still to come follow, but those edited on
 * their own and the dates skipped. Answers the ids of the occurrences kept as events of their own.
 */
export async function replaceSeries(
  ctx: Context,
  id: number,
  fields: EventSeriesData,
  extra: SeriesExtra = {},
): Promise<number[]> {
  checkGivesDates(fields, ctx.zone);
  const data = await listingFields(ctx, "event", fields);
  return ctx.prisma.$transaction(async (tx) => {
    const before = await tx.eventSeries.findUnique({ where: { id }, select: { exdates: true } });
    if (!before) throw notFound("Event series");
    const registered = await registeredEvents(tx, { seriesId: id, date: { gte: ctx.now() } });
    const series = await tx.eventSeries.update({
      where: { id },
      data: {
        ...data,
        ...extra,
        // A skipped day stays skipped at the series' new time.
        exdates: extra.exdates ?? skippedDatesFor(fields, before.exdates, ctx.zone),
        horizon: horizonFor(ctx.now(), fields.date),
        sequence: { increment: 1 },
      },
    });
    // From now on: occurrences already past stay as they happened.
    const kept = await syncOccurrences(tx, series, ctx.zone, ctx.now(), true);
    await tellOfChanges(ctx, registered);
    return kept;
  });
}
