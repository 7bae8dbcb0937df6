import { boardMemberInput, boardMemberOutput, boardMemberUpdate, idParam } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { adminProcedure, deleted, publicProcedure, router } from "../trpc.ts";

const boardMemberSelect = {
  id: true,
  name: true,
  title: true,
  company: true,
  order: true,
} satisfies Prisma.BoardMemberSelect;

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
      ctx.cache.get("board-members:list", () =>
        ctx.prisma.boardMember.findMany({
          select: boardMemberSelect,
          orderBy: [{ order: "asc" }, { name: "asc" }, { id: "asc" }],
        }),
      ),
    ),

  create: adminProcedure
    .meta({ openapi: { method: "POST", path: "/board-members", tags, protect: true, summary: "Add a board member" } })
    .input(boardMemberInput)
    .output(boardMemberOutput)
    .mutation(async ({ ctx, input }) => {
      const member = await ctx.prisma.boardMember.create({ data: input, select: boardMemberSelect });
      await ctx.cache.invalidate("board-members:");
      return member;
    }),

  update: adminProcedure
    .meta({
      openapi: { method: "PUT", path: "/board-members/{id}", tags, protect: true, summary: "Replace a board member" },
    })
    .input(boardMemberUpdate)
    .output(boardMemberOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...data } = input;
      const member = await ctx.prisma.boardMember.update({ where: { id }, data, select: boardMemberSelect });
      await ctx.cache.invalidate("board-members:");
      return member;
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: "DELETE", path: "/board-members/{id}", tags, protect: true, summary: "Remove a board member" },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await ctx.prisma.boardMember.delete({ where: { id: input.id } });
      await ctx.cache.invalidate("board-members:");
      return { success: true as const, id: input.id };
    }),
});
