// The outbox as staff see it (docs/decisions/021-mail-outbox.md): messages that keep failing, and
// a way to send one again once the mail server is fixed.
import { idParam, listPagingQuery, outboxMessageOutput } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { pageOfList } from "../paging/list-page.ts";
import { adminProcedure, notFound, router } from "../trpc.ts";

/** From this many failed attempts on, a message still being retried is shown to staff. */
const FAILING_AFTER_ATTEMPTS = 3;

const outboxSelect = {
  id: true,
  to: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  nextAttemptAt: true,
} satisfies Prisma.OutboxMessageSelect;

const tags = ["mail"];

export const mailRouter = router({
  failing: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/mail/failing",
        tags,
        protect: true,
        summary: "E-mail that keeps failing",
        description: `Messages given up on, and those still retried after ${FAILING_AFTER_ATTEMPTS} failed attempts, newest first.`,
      },
    })
    .input(listPagingQuery)
    .output(z.array(outboxMessageOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.prisma.outboxMessage.findMany({
          where: {
            OR: [
              { status: "failed" },
              { status: "pending", attempts: { gte: FAILING_AFTER_ATTEMPTS }, lastError: { not: null } },
            ],
          },
          select: outboxSelect,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 100,
        }),
        // An attempt records no instant of its own: a failing message counts as changed when queued.
        { table: "outboxMessage", columns: ["createdAt", "sentAt"] },
      ),
    ),

  retry: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/mail/{id}/retry",
        tags,
        protect: true,
        summary: "Send a failing message again now",
        description: "Starts its retries afresh. 409 when it was already sent.",
      },
    })
    .input(idParam)
    .output(outboxMessageOutput)
    .mutation(async ({ ctx, input }) => {
      const message = await ctx.prisma.outboxMessage.findUnique({ where: { id: input.id }, select: { status: true } });
      if (!message) throw notFound("Message");
      if (message.status === "sent")
        throw new TRPCError({ code: "CONFLICT", message: "This message was already sent" });
      const retried = await ctx.prisma.outboxMessage.update({
        where: { id: input.id },
        data: { status: "pending", attempts: 0, nextAttemptAt: ctx.now() },
        select: outboxSelect,
      });
      ctx.mail?.wake?.();
      return retried;
    }),
});
