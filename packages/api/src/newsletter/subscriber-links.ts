// A subscriber's own procedures, by the token of their mailed links (docs/decisions/037): the
// confirmation's state (a GET that changes nothing, since mail scanners follow links) and the
// confirmation itself (a POST), their lists, and the unsubscribe — the RFC 8058 one-click POST
// that every issue's List-Unsubscribe-Post names (apps/server/src/newsletter/one-click.ts serves it
// with a web form's body too). An unknown token is 404; each write may be repeated.
import { subscriberPreferences, subscriberToken, subscriberView } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import type { Context } from "../context.ts";
import { notFound, publicProcedure, visitorWriteProcedure } from "../trpc.ts";
import { checkLists, isMemberAddress, maskedEmail, toConfirmed, toUnsubscribed } from "./subscriber-rules.ts";

const tags = ["newsletter"];

const select = { id: true, email: true, status: true, lists: true } as const;

async function subscriberByToken(prisma: Context["prisma"], token: string) {
  const row = await prisma.newsletterSubscription.findUnique({ where: { token }, select });
  if (!row) throw notFound("Subscription");
  return row;
}

async function viewOf(prisma: Context["prisma"], row: Awaited<ReturnType<typeof subscriberByToken>>) {
  return {
    email: maskedEmail(row.email),
    status: row.status,
    lists: row.lists,
    membersListAllowed: await isMemberAddress(prisma, row.email),
  };
}

const ended = (status: string) =>
  new TRPCError({
    code: "CONFLICT",
    message: `This subscription is ${status}: sign up again with the newsletter form to receive the newsletter`,
  });

export const subscriberProcedures = {
  confirmation: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/newsletter/confirm/{token}",
        tags,
        protect: false,
        summary: "A subscription's state, by its confirmation link",
        description:
          "Changes nothing (mail scanners open links): the subscriber confirms with POST on the same path. 404 for a link that is not valid.",
      },
    })
    .input(subscriberToken)
    .output(subscriberView)
    .query(async ({ ctx, input }) => viewOf(ctx.prisma, await subscriberByToken(ctx.prisma, input.token))),

  confirm: visitorWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/newsletter/confirm/{token}",
        tags,
        protect: false,
        summary: "Confirm a subscription (double opt-in)",
        description:
          "A pending subscription becomes confirmed and starts receiving issues; confirming again answers the same. 404 for a link that is not valid; 409 once unsubscribed or bounced (sign up again).",
      },
    })
    .input(subscriberToken)
    .output(subscriberView)
    .mutation(async ({ ctx, input }) => {
      const row = await subscriberByToken(ctx.prisma, input.token);
      if (row.status === "unsubscribed" || row.status === "bounced") throw ended(row.status);
      if (row.status === "confirmed") return viewOf(ctx.prisma, row);
      const confirmed = await ctx.prisma.newsletterSubscription.update({
        where: { id: row.id },
        data: toConfirmed(ctx.now()),
        select,
      });
      return viewOf(ctx.prisma, confirmed);
    }),

  preferences: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/newsletter/preferences/{token}",
        tags,
        protect: false,
        summary: "A subscriber's lists, by their link",
        description: "404 for a link that is not valid.",
      },
    })
    .input(subscriberToken)
    .output(subscriberView)
    .query(async ({ ctx, input }) => viewOf(ctx.prisma, await subscriberByToken(ctx.prisma, input.token))),

  updatePreferences: visitorWriteProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/newsletter/preferences/{token}",
        tags,
        protect: false,
        summary: "Choose a subscriber's lists, by their link",
        description:
          "At least one list (to receive none, unsubscribe). The members-only list is for a member account's address. 404 for a link that is not valid; 409 once unsubscribed or bounced.",
      },
    })
    .input(subscriberPreferences)
    .output(subscriberView)
    .mutation(async ({ ctx, input }) => {
      const row = await subscriberByToken(ctx.prisma, input.token);
      if (row.status === "unsubscribed" || row.status === "bounced") throw ended(row.status);
      await checkLists(ctx.prisma, row.email, input.lists);
      const saved = await ctx.prisma.newsletterSubscription.update({
        where: { id: row.id },
        data: { lists: input.lists },
        select,
      });
      return viewOf(ctx.prisma, saved);
    }),

  unsubscribe: visitorWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/newsletter/unsubscribe/{token}",
        tags,
        protect: false,
        summary: "Unsubscribe in one click (RFC 8058)",
        description:
          "The target of every issue's List-Unsubscribe-Post: takes an empty body, JSON, or the form body `List-Unsubscribe=One-Click`, and needs no cookie nor Origin. Unsubscribing again answers the same. 404 for a link that is not valid.",
      },
    })
    .input(subscriberToken)
    .output(subscriberView)
    .mutation(async ({ ctx, input }) => {
      const row = await subscriberByToken(ctx.prisma, input.token);
      if (row.status === "unsubscribed") return viewOf(ctx.prisma, row);
      const left = await ctx.prisma.newsletterSubscription.update({
        where: { id: row.id },
        data: toUnsubscribed(ctx.now()),
        select,
      });
      return viewOf(ctx.prisma, left);
    }),
};
