// Undoing an applied import as a whole (docs/decisions/030-business-import.md), within 24 hours, in
// the procedure's one transaction: the businesses it created are deleted and those it updated get
// their columns back. A business changed again since the import (its `updatedAt` is later) is left
// as it is now and named in the answer: undo takes back the import, never someone's later work.
import type { BusinessImportUndoResult } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { historySelect, recordListingChanges } from "../businesses/listing-history.ts";
import type { Changes } from "../cache/changes.ts";
import type { Context } from "../context.ts";
import { CodedError } from "../contract/coded-error.ts";
import { notFound } from "../trpc.ts";
import { type UndoRecord, writeColumns } from "./import-apply.ts";

const conflict = (code: string, message: string) =>
  new TRPCError({ code: "CONFLICT", message, cause: new CodedError(code, message) });

export async function undoBusinessImport(
  ctx: Context & { changes: Changes },
  importId: number,
): Promise<BusinessImportUndoResult> {
  const record = await ctx.prisma.businessImport.findUnique({
    where: { id: importId },
    select: { id: true, undo: true, undoUntil: true, undoneAt: true },
  });
  if (!record) throw notFound("Import");
  if (record.undoneAt) throw conflict("IMPORT_UNDONE", "This import was undone already");
  const now = ctx.now();
  if (record.undoUntil <= now) throw conflict("UNDO_EXPIRED", "An import can be undone for 24 hours only");
  const undo = record.undo as unknown as UndoRecord;
  const appliedAt = new Date(undo.appliedAt);
  const touched = await ctx.prisma.business.findMany({
    where: { id: { in: [...undo.created, ...undo.updated.map(({ id }) => id)] }, updatedAt: { gt: appliedAt } },
    select: { id: true, name: true },
    orderBy: { id: "asc" },
  });
  const kept = new Set(touched.map(({ id }) => id));
  const { count: deleted } = await ctx.prisma.business.deleteMany({
    where: { id: { in: undo.created.filter((id) => !kept.has(id)) } },
  });
  const restore = undo.updated
    .filter(({ id }) => !kept.has(id))
    .map(({ id, before, updatedAt }) => ({ id, columns: before, updatedAt: new Date(updatedAt) }));
  // A business deleted since is not brought back: only the import's own changes are undone.
  const current = await ctx.prisma.business.findMany({
    where: { id: { in: restore.map(({ id }) => id) } },
    select: { id: true, ...historySelect },
  });
  const stillThere = new Map(current.map((business) => [business.id, business]));
  const restored = restore.filter(({ id }) => stillThere.has(id));
  await writeColumns(ctx.prisma, restored);
  await recordListingChanges(
    ctx.prisma,
    restored.map(({ id, columns }) => ({ businessId: id, before: stillThere.get(id) ?? {}, after: columns })),
    now,
  );
  await ctx.prisma.businessImport.update({ where: { id: importId }, data: { undoneAt: now } });
  // Deleted businesses leave their events without an organizer.
  if (deleted > 0) ctx.changes.add("events");
  return { importId, deleted, restored: restored.length, kept: touched };
}
