// Undoable deletes (docs/decisions/013-undoable-deletes.md). A delete removes the row from its
// table at once, so every read (public and admin, REST and tRPC, feeds, sitemap, exports) stops
// showing it without a filter of its own, and keeps the whole row in DeletedRow for the undo
// window. A restore inside the window puts it back unchanged: same id, same timestamps. Rows past
// the window are purged by the next delete or restore, so a deleted contact message does not
// linger.
import type { Prisma } from "@chamber/db";
import type { Context } from "../context.ts";
import { notFound } from "../trpc.ts";

/**
 * How long a delete can be undone. The admin's Undo toast shows for 10 s; the server allows more
 * so a slow network or a toast held open under the pointer still gets its undo through.
 */
export const UNDO_WINDOW_MS = 60_000;

/** The tables whose rows can be restored; the names are Prisma's model delegates. */
export type TrashedEntity =
  | "business"
  | "event"
  | "eventSeries"
  | "newsArticle"
  | "page"
  | "boardMember"
  | "deal"
  | "job"
  | "contactMessage"
  | "newsletterSubscription"
  | "newsletterIssue"
  | "setting";

type Transaction = Prisma.TransactionClient;

/** The whole row, with its dates as ISO text (Prisma takes them back as such). */
type StoredRow = Record<string, Prisma.JsonValue>;

const purgeExpired = (tx: Transaction, now: Date) =>
  tx.deletedRow.deleteMany({ where: { deletedAt: { lte: new Date(now.getTime() - UNDO_WINDOW_MS) } } });

/**
 * Deletes one row with `remove` (which returns the whole deleted row) and keeps it for the undo
 * window. `remove` throws when there is no such row, so nothing is kept then.
 */
export function deleteUndoably(
  ctx: Pick<Context, "prisma" | "now">,
  entity: TrashedEntity,
  rowId: string | number,
  remove: (tx: Transaction) => Promise<object>,
): Promise<void> {
  const now = ctx.now();
  return ctx.prisma.$transaction(async (tx) => {
    const row = await remove(tx);
    const data = JSON.parse(JSON.stringify(row)) as Prisma.InputJsonObject;
    const key = { entity, rowId: String(rowId) };
    await tx.deletedRow.upsert({
      where: { entity_rowId: key },
      create: { ...key, data, deletedAt: now },
      update: { data, deletedAt: now },
    });
    await purgeExpired(tx, now);
  });
}

/**
 * Puts a row deleted less than the undo window ago back with `recreate`; a row never deleted, or
 * deleted longer ago, is "<what> not found" (404).
 */
export function restoreDeleted<Row>(
  ctx: Pick<Context, "prisma" | "now">,
  entity: TrashedEntity,
  rowId: string | number,
  what: string,
  recreate: (tx: Transaction, row: StoredRow) => Promise<Row>,
): Promise<Row> {
  const now = ctx.now();
  return ctx.prisma.$transaction(async (tx) => {
    await purgeExpired(tx, now);
    const trashed = await tx.deletedRow.findUnique({ where: { entity_rowId: { entity, rowId: String(rowId) } } });
    if (!trashed) throw notFound(what);
    // Leaving the trash this way is no purge (the activity log's DeletedRow trigger): the row's own
    // trigger records its return. Set after the lapsed rows above went, which are purges.
    await tx.$executeRaw`SELECT set_config('chamber.restoring', 'on', true)`;
    await tx.deletedRow.delete({ where: { id: trashed.id } });
    return recreate(tx, trashed.data as StoredRow);
  });
}
