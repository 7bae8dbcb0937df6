import { boardMemberInput, boardMemberOutput, boardMemberUpdate, idParam } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { cacheKey } from "../cache-keys.ts";
import { deleteUndoably, restoreDeleted, UNDO_WINDOW_MS } from "../trash.ts";
import { deleted, publicProcedure, router, writeProcedure } from "../trpc.ts";

const boardMemberSelect = {
  id: true,
  name: true,
  title: true,
  company: true,
  order: true,
} satisfies Prisma.BoardMemberSelect;

const write = writeProcedure("boardMembers");
const tags = ["board-members"];

export const boardMemberRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/board-members",
        tags,
        protect: false,
        summary: "Board members by order, then name",
      },
    })
    .input(z.object({}))
    .output(z.array(boardMemberOutput))
    .query(({ ctx }) =>
      ctx.cache.get(cacheKey.boardMembers.list(), () =>
        ctx.prisma.boardMember.findMany({
          select: boardMemberSelect,
          orderBy: [{ order: "asc" }, { name: "asc" }, { id: "asc" }],
        }),
      ),
    ),

  create: write
    .meta({ openapi: { method: "POST", path: "/board-members", tags, protect: true, summary: "Add a board member" } })
    .input(boardMemberInput)
    .output(boardMemberOutput)
    .mutation(async ({ ctx, input }) => {
      return ctx.prisma.boardMember.create({ data: input, select: boardMemberSelect });
    }),

  update: write
    .meta({
      openapi: { method: "PUT", path: "/board-members/{id}", tags, protect: true, summary: "Replace a board member" },
    })
    .input(boardMemberUpdate)
    .output(boardMemberOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...data } = input;
      return ctx.prisma.boardMember.update({ where: { id }, data, select: boardMemberSelect });
    }),

  delete: write
    .meta({
      openapi: { method: "DELETE", path: "/board-members/{id}", tags, protect: true, summary: "Remove a board member" },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "boardMember", input.id, (tx) => tx.boardMember.delete({ where: { id: input.id } }));
      return { success: true as const, id: input.id };
    }),

  restore: write
    .meta({
      openapi: {
        method: "POST",
        path: "/board-members/{id}/restore",
        tags,
        protect: true,
        summary: "Undo deleting a board member",
        description: `Puts back, unchanged, a board member deleted less than ${UNDO_WINDOW_MS / 1000} s ago; 404 after that.`,
      },
    })
    .input(idParam)
    .output(boardMemberOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "boardMember", input.id, "Board member", (tx, row) =>
        tx.boardMember.create({ data: row as Prisma.BoardMemberUncheckedCreateInput, select: boardMemberSelect }),
      ),
    ),
});
