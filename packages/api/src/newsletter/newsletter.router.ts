import { idParam, listPagingQuery, newsletterInput, subscribeReceipt, subscriptionOutput } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { z } from "zod";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { limitPerClient } from "../rate-limit/middleware.ts";
import { restoreOpenapi } from "../trash/restore-openapi.ts";
import { deleteUndoably, restoreDeleted } from "../trash/trash.ts";
import { adminProcedure, deleted, router, visitorWriteProcedure } from "../trpc.ts";

export const subscriptionSelect = {
  id: true,
  email: true,
  isActive: true,
  createdAt: true,
} satisfies Prisma.NewsletterSubscriptionSelect;

const tags = ["newsletter"];

export const newsletterRouter = router({
  subscribe: visitorWriteProcedure
    .use(limitPerClient("newsletter"))
    .meta({
      openapi: {
        method: "POST",
        path: "/newsletter",
        tags,
        protect: false,
        summary: "Subscribe to the newsletter",
        description:
          "The address is trimmed and lower-cased. Subscribing again is harmless: it reactivates the subscription and answers the same. Rate-limited per client.",
      },
    })
    .input(newsletterInput)
    .output(subscribeReceipt)
    .mutation(async ({ ctx, input }) => {
      // An upsert makes concurrent repeats safe: one row per address, whatever the race.
      await ctx.prisma.newsletterSubscription.upsert({
        where: { email: input.email },
        create: { email: input.email },
        update: { isActive: true },
      });
      return { success: true as const, message: "Subscribed" };
    }),

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
      },
    })
    .input(listPagingQuery)
    .output(z.array(subscriptionOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.prisma.newsletterSubscription.findMany({
          select: subscriptionSelect,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
        updatedAtOf("newsletterSubscription"),
      ),
    ),

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
