import {
  boardMemberInput,
  boardMemberOrderInput,
  boardMemberOutput,
  boardMemberUpdate,
  idParam,
  listPagingQuery,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { deleted, publicProcedure, router, writeProcedure } from "../trpc.ts";

export const boardMemberSelect = {
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
      cache: "public",
      openapi: {
        method: "GET",
        path: "/board-members",
        tags,
        protect: false,
        summary: "Board members by order, then name",
      },
    })
    .input(listPagingQuery)
    .output(z.array(boardMemberOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.cache.get(cacheKey.boardMembers.list(), () =>
          ctx.prisma.boardMember.findMany({
            select: boardMemberSelect,
            orderBy: [{ order: "asc" }, { name: "asc" }, { id: "asc" }],
          }),
        ),
        updatedAtOf("boardMember"),
      ),
    ),

  create: write
    .meta({ openapi: { method: "POST", path: "/board-members", tags, protect: true, summary: "Add a board member" } })
    .input(boardMemberInput)
    .output(boardMemberOutput)
    .mutation(async ({ ctx, input }) => {
      return ctx.prisma.boardMember.create({ data: input, select: boardMemberSelect });
    }),

  reorder: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/board-members/order",
        tags,
        protect: true,
        summary: "Put the board in a new order",
        description:
          "`ids` lists every board member once, first to last; they get orders 0, 1, 2… in one transaction, so none tie. 400 when a member is missing, unknown or listed twice. Answers the board in its new order.",
      },
    })
    .input(boardMemberOrderInput)
    .output(z.array(boardMemberOutput))
    .mutation(({ ctx, input }) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await tx.boardMember.findMany({ select: { id: true } });
        const known = new Set(current.map((member) => member.id));
        const unknown = input.ids.filter((memberId) => !known.has(memberId));
        const listed = new Set(input.ids);
        const missing = current.filter((member) => !listed.has(member.id)).map((member) => member.id);
        if (unknown.length > 0 || missing.length > 0) {
          const problems = [
            ...(unknown.length ? [`unknown ids ${unknown.join(", ")}`] : []),
            ...(missing.length ? [`missing ids ${missing.join(", ")}`] : []),
          ];
          throw new TRPCError({ code: "BAD_REQUEST", message: `List every board member once: ${problems.join("; ")}` });
        }
        for (const [order, memberId] of input.ids.entries()) {
          await tx.boardMember.update({ where: { id: memberId }, data: { order } });
        }
        return tx.boardMember.findMany({
          select: boardMemberSelect,
          orderBy: [{ order: "asc" }, { name: "asc" }, { id: "asc" }],
        });
      }),
    ),

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
    .meta({ openapi: restoreOpenapi("/board-members/{id}/restore", tags, "a board member") })
    .input(idParam)
    .output(boardMemberOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "boardMember", input.id, "Board member", (tx, row) =>
        tx.boardMember.create({ data: row as Prisma.BoardMemberUncheckedCreateInput, select: boardMemberSelect }),
      ),
    ),
});
