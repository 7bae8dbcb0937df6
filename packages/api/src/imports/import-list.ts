// The recent applied imports, for the admin's list with its Undo buttons.
import type { Context } from "../context.ts";

const RECENT_IMPORTS = 20;

export async function listImports(ctx: Context) {
  const rows = await ctx.prisma.businessImport.findMany({
    select: {
      id: true,
      fileName: true,
      actorName: true,
      created: true,
      updated: true,
      createdAt: true,
      undoUntil: true,
      undoneAt: true,
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_IMPORTS,
  });
  const now = ctx.now();
  return rows.map((row) => ({ ...row, canUndo: row.undoneAt === null && row.undoUntil > now }));
}
