import { contactInput, contactMessageOutput, contactReceipt, idParam, listPagingQuery } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { contactNotice } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { pageOfList } from "../paging/list-page.ts";
import { limitPerClient } from "../rate-limit/middleware.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { adminProcedure, deleted, router, visitorWriteProcedure } from "../trpc.ts";

export const contactMessageSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  subject: true,
  message: true,
  createdAt: true,
} satisfies Prisma.ContactMessageSelect;

const tags = ["contact"];

export const contactRouter = router({
  send: visitorWriteProcedure
    .use(limitPerClient("contact"))
    .meta({
      openapi: {
        method: "POST",
        path: "/contact",
        tags,
        protect: false,
        summary: "Send a message to the chamber",
        description: "All five fields are required. Rate-limited per client.",
      },
    })
    .input(contactInput)
    .output(contactReceipt)
    .mutation(async ({ ctx, input }) => {
      // The staff notice is queued with the message, so it goes out if and only if the message is kept.
      await ctx.prisma.$transaction(async (tx) => {
        await tx.contactMessage.create({ data: input });
        await enqueueMail(tx, ctx, contactNotice(input, ctx.mail?.publicUrl ?? ""));
      });
      ctx.mail?.wake?.();
      return { success: true as const, message: "Message received" };
    }),

  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/contact-messages",
        tags,
        protect: true,
        summary: "Contact messages, newest first",
      },
    })
    .input(listPagingQuery)
    .output(z.array(contactMessageOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.prisma.contactMessage.findMany({
          select: contactMessageSelect,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
        // A message never changes once sent.
        { table: "contactMessage", columns: ["createdAt"] },
      ),
    ),

  delete: adminProcedure
    .meta({
      // Handling contact messages is a moderator's work.
      requires: "moderator",
      openapi: {
        method: "DELETE",
        path: "/contact-messages/{id}",
        tags,
        protect: true,
        summary: "Delete a contact message",
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "contactMessage", input.id, (tx) =>
        tx.contactMessage.delete({ where: { id: input.id } }),
      );
      return { success: true as const, id: input.id };
    }),

  restore: adminProcedure
    .meta({
      requires: "moderator",
      openapi: restoreOpenapi("/contact-messages/{id}/restore", tags, "a contact message"),
    })
    .input(idParam)
    .output(contactMessageOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "contactMessage", input.id, "Contact message", (tx, row) =>
        tx.contactMessage.create({
          data: row as Prisma.ContactMessageUncheckedCreateInput,
          select: contactMessageSelect,
        }),
      ),
    ),
});
