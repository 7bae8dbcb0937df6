// Staff acting on contact messages: mark one handled (who and when), answer it by mail through the
// outbox, and count those still waiting for the Messages tab's badge. Handling messages is a
// moderator's work (docs/decisions/026-staff-roles.md), so every role may.
import {
  contactHandledInput,
  contactMessageOutput,
  contactReplyInput,
  contactUnreadCount,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Admin } from "../auth/authenticate.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { adminProcedure } from "../trpc.ts";
import { contactReplyMail } from "./contact-mail.ts";

export const contactMessageSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  subject: true,
  message: true,
  createdAt: true,
  handledAt: true,
  handledBy: { select: { name: true, email: true } },
  replies: {
    select: { id: true, text: true, sentByName: true, outboxId: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.ContactMessageSelect;

type Row = Prisma.ContactMessageGetPayload<{ select: typeof contactMessageSelect }>;
type Client = Pick<Prisma.TransactionClient, "outboxMessage">;

/** Rows as the API answers them: who handled by name, each reply with its mail's state. */
export async function contactMessagesOut(prisma: Client, rows: Row[]): Promise<z.input<typeof contactMessageOutput>[]> {
  const outboxIds = rows.flatMap((row) => row.replies.flatMap((reply) => (reply.outboxId ? [reply.outboxId] : [])));
  const states = new Map(
    outboxIds.length === 0
      ? []
      : (
          await prisma.outboxMessage.findMany({ where: { id: { in: outboxIds } }, select: { id: true, status: true } })
        ).map((row) => [row.id, row.status]),
  );
  return rows.map(({ handledBy, replies, ...row }) => ({
    ...row,
    handledBy: handledBy ? handledBy.name || handledBy.email : null,
    replies: replies.map(({ sentByName, outboxId, ...reply }) => ({
      ...reply,
      sentBy: sentByName,
      // A sent row purged later reads as sent: only a kept row can say otherwise.
      delivery: outboxId === null ? null : (states.get(outboxId) ?? "sent"),
    })),
  }));
}

/** Who handled or answered: a person by their account; a token has none (its name is in the log). */
const staffOf = (admin: Admin) => ({
  id: admin.via === "session" ? admin.id : null,
  name: admin.name || admin.email,
});

async function mustExist(prisma: Prisma.TransactionClient, id: number) {
  const message = await prisma.contactMessage.findUnique({ where: { id } });
  if (!message) throw new TRPCError({ code: "NOT_FOUND", message: "Contact message not found" });
  return message;
}

/** Message `id` as the API answers it. */
export async function contactMessageOf(prisma: Prisma.TransactionClient, id: number) {
  const [row] = await contactMessagesOut(prisma, [
    await prisma.contactMessage.findUniqueOrThrow({ where: { id }, select: contactMessageSelect }),
  ]);
  return row as z.input<typeof contactMessageOutput>;
}

const tags = ["contact"];

export const contactHandling = {
  handled: adminProcedure
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/contact-messages/{id}/handled",
        tags,
        protect: true,
        summary: "Mark a contact message handled, or not",
        description:
          "`handled` defaults to true: the message is marked handled now, by the caller. `false` puts it back among those waiting.",
      },
    })
    .input(contactHandledInput)
    .output(contactMessageOutput)
    .mutation(async ({ ctx, input }) => {
      await mustExist(ctx.prisma, input.id);
      await ctx.prisma.contactMessage.update({
        where: { id: input.id },
        data: input.handled
          ? { handledAt: ctx.now(), handledById: staffOf(ctx.admin).id }
          : { handledAt: null, handledById: null },
      });
      return contactMessageOf(ctx.prisma, input.id);
    }),

  reply: adminProcedure
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/contact-messages/{id}/reply",
        tags,
        protect: true,
        summary: "Answer a contact message by e-mail",
        description:
          "Mails `text` (1–10,000 characters) to the sender through the outbox, with their message quoted and `In-Reply-To` naming the staff notice, keeps it in the message's thread, and marks the message handled by the caller.",
      },
    })
    .input(contactReplyInput)
    .output(contactMessageOutput)
    .mutation(async ({ ctx, input }) => {
      const message = await mustExist(ctx.prisma, input.id);
      const staff = staffOf(ctx.admin);
      const [outboxId] = await enqueueMail(
        ctx.prisma,
        ctx,
        contactReplyMail(message, input.text, {
          publicUrl: ctx.mail?.publicUrl ?? "",
          zone: ctx.zone,
          replyTo: ctx.mail?.staffEmail ?? null,
        }),
      );
      const now = ctx.now();
      await ctx.prisma.contactReply.create({
        data: {
          messageId: message.id,
          text: input.text,
          sentById: staff.id,
          sentByName: staff.name,
          outboxId: outboxId ?? null,
          createdAt: now,
        },
      });
      await ctx.prisma.contactMessage.update({
        where: { id: message.id },
        data: { handledAt: now, handledById: staff.id },
      });
      ctx.mail?.wake?.();
      return contactMessageOf(ctx.prisma, message.id);
    }),

  unreadCount: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/contact-messages/unread-count",
        tags,
        protect: true,
        summary: "How many contact messages wait (not yet handled)",
      },
    })
    .input(z.object({}).optional())
    .output(contactUnreadCount)
    .query(async ({ ctx }) => ({ count: await ctx.prisma.contactMessage.count({ where: { handledAt: null } }) })),
};
