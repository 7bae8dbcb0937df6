// Paging of a REST list's rows (docs/decisions/033-rest-list-paging.md). A list computes its whole
// filtered answer as it always did (from the read cache when it has one, so a page never adds a
// cache key) and hands it here with its clock of change: without `limit`, `cursor` or
// `updatedSince` the rows go back untouched and no header is added; otherwise one page of them,
// and the note the REST door answers as `X-Total-Count` and `Link`.
import type { ListPagingInput } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import type { Context } from "../context.ts";
import { badCursor, decodeCursor, encodeCursor, type RowId } from "./list-cursor.ts";

type Instant = Date | string | null | undefined;

/**
 * When a row last changed: the latest of some columns of its table (looked up by the row's id), or
 * of some fields of the answered row itself (a row not keyed by its table's id). `id` names a row
 * whose id is not its own `id` field.
 */
export type ChangeClock<Row> = (
  | { table: Uncapitalize<Prisma.ModelName>; columns: readonly string[] }
  | { fields: (row: Row) => readonly Instant[] }
) & { id?: (row: Row) => RowId };

interface FindMany {
  findMany(args: { where: unknown; select: Record<string, true> }): Promise<Record<string, Instant | RowId>[]>;
}

const ownId = (row: object) => (row as { id: RowId }).id;
const keyOf = (id: RowId) => String(id);
const latest = (values: readonly Instant[]) =>
  Math.max(...values.map((value) => (value ? new Date(value).getTime() : Number.NEGATIVE_INFINITY)));
const compareIds = (a: RowId, b: RowId) =>
  typeof a === "number" && typeof b === "number" ? a - b : keyOf(a).localeCompare(keyOf(b));

/** When each row changed after `since` was last changed (ms), by its id; rows not changed since are absent. */
async function changesSince<Row extends object>(
  ctx: Context,
  rows: readonly Row[],
  clock: ChangeClock<Row>,
  since: Date,
): Promise<Map<string, number>> {
  const after = since.getTime();
  const stamps = new Map<string, number>();
  if ("fields" in clock) {
    for (const row of rows) {
      const at = latest(clock.fields(row));
      if (at > after) stamps.set(keyOf((clock.id ?? ownId)(row)), at);
    }
    return stamps;
  }
  const table = (ctx.prisma as unknown as Record<string, FindMany>)[clock.table] as FindMany;
  const changed = await table.findMany({
    where: { OR: clock.columns.map((column) => ({ [column]: { gt: since } })) },
    select: Object.fromEntries(["id", ...clock.columns].map((column) => [column, true])),
  });
  for (const row of changed) {
    stamps.set(keyOf(row.id as RowId), latest(clock.columns.map((column) => row[column] as Instant)));
  }
  return stamps;
}

/** Where a page starts in `ordered`: after the row the cursor names. */
function startOf<Row extends object>(
  ordered: readonly Row[],
  idOf: (row: Row) => RowId,
  cursor: string,
  stamps: Map<string, number> | null,
): number {
  const at = decodeCursor(cursor);
  if (at.order === "list") {
    if (stamps) throw badCursor();
    const index = ordered.findIndex((row) => keyOf(idOf(row)) === keyOf(at.id));
    // The row it names is gone (deleted, unlisted): the page starts where the next one began.
    return index >= 0 ? index + 1 : Math.min(at.next, ordered.length);
  }
  if (!stamps) throw badCursor();
  const index = ordered.findIndex((row) => {
    const changedAt = stamps.get(keyOf(idOf(row))) ?? 0;
    return changedAt > at.changedAt || (changedAt === at.changedAt && compareIds(idOf(row), at.id) > 0);
  });
  return index >= 0 ? index : ordered.length;
}

/**
 * One page of `rows` (the list's whole answer, in its order) as `input` asks, noting the total and
 * the next cursor on the context; `rows` untouched when no paging was asked for.
 */
export async function pageOfList<Row extends object>(
  ctx: Context,
  input: ListPagingInput,
  rows: Row[],
  clock: NoInfer<ChangeClock<Row>>,
): Promise<Row[]> {
  const { limit, cursor, updatedSince } = input;
  if (limit === undefined && cursor === undefined && updatedSince === undefined) return rows;
  const idOf = clock.id ?? ownId;
  let ordered = rows;
  let stamps: Map<string, number> | null = null;
  if (updatedSince) {
    const changed = await changesSince(ctx, rows, clock, updatedSince);
    stamps = changed;
    const stampOf = (row: Row) => changed.get(keyOf(idOf(row))) ?? 0;
    ordered = rows
      .filter((row) => changed.has(keyOf(idOf(row))))
      .sort((a, b) => stampOf(a) - stampOf(b) || compareIds(idOf(a), idOf(b)));
  }
  const total = ordered.length;
  const start = cursor === undefined ? 0 : startOf(ordered, idOf, cursor, stamps);
  const end = limit === undefined ? total : Math.min(total, start + limit);
  const page = ordered.slice(start, end);
  const last = page.at(-1);
  let next: string | null = null;
  if (end < total && last) {
    const id = idOf(last);
    next = encodeCursor(
      stamps ? { order: "changed", id, changedAt: stamps.get(keyOf(id)) ?? 0 } : { order: "list", id, next: end },
    );
  }
  ctx.listPage.record(total, next);
  return page;
}

/**
 * Whether a list that had offset paging before cursors (decision 012: /businesses, /events) is
 * asked for it: `offset` answers as it always did; with `cursor` or `updatedSince` it is a 400.
 */
export function asksForOffset(input: ListPagingInput & { offset?: number | undefined }): boolean {
  if (input.offset === undefined) return false;
  if (input.cursor !== undefined || input.updatedSince !== undefined) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Give either offset or cursor and updatedSince, not both" });
  }
  return true;
}

/** The clock of a table whose `updatedAt` every write moves. */
export const updatedAtOf = <Row>(table: Uncapitalize<Prisma.ModelName>): ChangeClock<Row> => ({
  table,
  columns: ["updatedAt"],
});
