// The newsletter's subscribers: the public sign-up (double opt-in, docs/decisions/037), the
// subscriber's own links (subscriber-links.ts), and the staff's list, import and deletes.
import {
  idParam,
  newsletterInput,
  subscribeReceipt,
  subscriptionListQuery,
  subscriptionOutput,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { enqueueMail } from "../mail/outbox.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { limitPerClient } from "../rate-limit/middleware.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { adminProcedure, deleted, router, visitorWriteProcedure } from "../trpc.ts";
import { subscriberImport } from "./subscriber-import.ts";
import { subscriberProcedures } from "./subscriber-links.ts";
import { checkLists, signUp } from "./subscriber-rules.ts";

export const subscriptionSelect = {
  id: true,
  email: true,
  isActive: true,
  status: true,
  lists: true,
  confirmedAt: true,
  createdAt: true,
} satisfies Prisma.NewsletterSubscriptionSelect;

const tags = ["newsletter"];

export const newsletterRouter = router({
  subscribe: visitorWriteProcedure
    .use(limitPerClient("newsletter"))
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/newsletter",
        tags,
        protect: false,
        summary: "Subscribe to the newsletter (a confirmation is mailed)",
        successDescription: "Accepted: a link to confirm the subscription is on its way to the address",
        description:
          "202: the address (trimmed, lower-cased) is sent a link to confirm; nothing is sent to it before. The answer is the same whether or not the address was subscribed (an address already confirmed is mailed its preferences link instead). `lists` defaults to news and events; `members` is for a member account's address. Rate-limited per client.",
      },
    })
    .input(newsletterInput)
    .output(subscribeReceipt)
    .mutation(async ({ ctx, input }) => {
      await checkLists(ctx.prisma, input.email, input.lists);
      const { mail } = await signUp(ctx.prisma, ctx, input);
      if (mail) await enqueueMail(ctx.prisma, ctx, mail);
      ctx.mail?.wake?.();
      return { success: true as const, message: "Check your inbox: confirm your subscription with the link we sent" };
    }),

  ...subscriberProcedures,

  list: adminProcedure
    .meta({
      // Editors keep subscribers: a moderator's work never needs this list of addresses (nor its CSV).
      requires: "editor",
      openapi: {
        method: "GET",
        path: "/newsletter-subscriptions",
        tags,
        protect: true,
        summary: "Newsletter subscriptions, newest first",
        description: "With `status`, only the subscriptions in that state (`confirmed` receive issues).",
      },
    })
    .input(subscriptionListQuery)
    .output(z.array(subscriptionOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.prisma.newsletterSubscription.findMany({
          where: input.status ? { status: input.status } : {},
          select: subscriptionSelect,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
        updatedAtOf("newsletterSubscription"),
      ),
    ),

  // Its REST door is multipart: POST /api/newsletter-subscriptions/import (apps/server/src/imports/).
  import: subscriberImport,

  delete: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/newsletter-subscriptions/{id}",
        tags,
        protect: true,
        summary: "Delete a newsletter subscription",
      },
    })
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      await deleteUndoably(ctx, "newsletterSubscription", input.id, (tx) =>
        tx.newsletterSubscription.delete({ where: { id: input.id } }),
      );
      return { success: true as const, id: input.id };
    }),

  restore: adminProcedure
    .meta({ openapi: restoreOpenapi("/newsletter-subscriptions/{id}/restore", tags, "a newsletter subscription") })
    .input(idParam)
    .output(subscriptionOutput)
    .mutation(({ ctx, input }) =>
      restoreDeleted(ctx, "newsletterSubscription", input.id, "Newsletter subscription", (tx, row) =>
        tx.newsletterSubscription.create({
          data: row as Prisma.NewsletterSubscriptionUncheckedCreateInput,
          select: subscriptionSelect,
        }),
      ),
    ),
});
