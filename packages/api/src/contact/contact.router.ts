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
import { contactHandling, contactMessageOf, contactMessageSelect, contactMessagesOut } from "./contact-handling.ts";
import { contactMessageId } from "./contact-mail.ts";

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
        const { id } = await tx.contactMessage.create({ data: input, select: { id: true } });
        const publicUrl = ctx.mail?.publicUrl ?? "";
        // Its Message-ID is the one staff's replies name, so a mail client threads them together.
        await enqueueMail(tx, ctx, {
          ...contactNotice(input, publicUrl),
          headers: { "Message-ID": contactMessageId(id, publicUrl) },
        });
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
        await contactMessagesOut(
          ctx.prisma,
          await ctx.prisma.contactMessage.findMany({
            select: contactMessageSelect,
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          }),
        ),
        // Handling or answering a message moves its updatedAt.
        { table: "contactMessage", columns: ["updatedAt"] },
      ),
    ),

  ...contactHandling,

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
      restoreDeleted(ctx, "contactMessage", input.id, "Contact message", async (tx, row) => {
        const data = row as Prisma.ContactMessageUncheckedCreateInput;
        // Who handled it may have left the staff since: the message comes back handled by no one.
        if (data.handledById && !(await tx.adminUser.findUnique({ where: { id: data.handledById } })))
          data.handledById = null;
        // Its replies went with it (they cascade); the mail they sent stays sent.
        const { id } = await tx.contactMessage.create({ data, select: { id: true } });
        return contactMessageOf(tx, id);
      }),
    ),
});
