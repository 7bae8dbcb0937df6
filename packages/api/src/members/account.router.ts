// A member's account (docs/product.md "Member accounts"): signing in with a one-time link mailed
// to them, the session that follows (the staff's rules, with the chamber_member cookie of its own,
// auth/session-cookie.ts) and who they are. A member's token is refused by every admin procedure
// and a staff token by every member procedure (trpc.ts), so neither session grants the other's.

import { LINK_INVALID_CODE } from "@chamber/core";
import {
  issuedTokenOutput,
  logoutAllOutput,
  memberLinkInput,
  memberOutput,
  memberSignInInput,
  memberSignInReceipt,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { endCookieSession, refreshFromCookie } from "../auth/cookie-sessions.ts";
import { REFRESH_HEADER } from "../auth/session-cookie.ts";
import { signOut, signOutEverywhere, startSession } from "../auth/sessions.ts";
import { CodedError } from "../contract/coded-error.ts";
import { limitMailedLinks } from "../rate-limit/middleware.ts";
import { memberProcedure, publicProcedure, router } from "../trpc.ts";
import { grantFromLink } from "./link-grants.ts";
import { useMemberLink } from "./member-links.ts";
import { startSignInMail } from "./sign-in-mail.ts";

const tags = ["account"];

/** The one answer to every sign-in request, known address or not. */
const SIGN_IN_RECEIPT = {
  success: true as const,
  message: "If that address belongs to a member, a sign-in link is on its way. It works once, for 15 minutes.",
};

const LINK_INVALID_MESSAGE = "This link has expired or was already used. Ask for a new one.";

export const accountRouter = router({
  signIn: publicProcedure
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/account/sign-in",
        successDescription:
          "Accepted: a link is on its way if the address may sign in (the same answer for every address)",
        tags,
        protect: false,
        summary: "Mail a member a sign-in link",
        description:
          "Mails a one-time sign-in link (valid 15 minutes, usable once) to the address if it is a member's with at least one business. Answers 202 with the same body, as fast, for every address, so no one learns who is a member. Rate-limited: 5 requests per 15 minutes per address and 20 per client (429).",
      },
    })
    .input(memberSignInInput)
    .use(limitMailedLinks)
    .output(memberSignInReceipt)
    .mutation(({ ctx, input }) => {
      // The lookup runs after the answer (sign-in-mail.ts): the answer cannot wait on what it finds.
      startSignInMail(ctx, input.email);
      return SIGN_IN_RECEIPT;
    }),

  verify: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/sign-in/verify",
        tags,
        protect: false,
        summary: "Sign in with a mailed link",
        description:
          "Spends the link's token (a sign-in, a claim's proof or an invitation) and answers a member's bearer token for the `Authorization` header, valid 15 minutes, and sets the `chamber_member` cookie (HttpOnly, SameSite=Strict, 12 hours) from which `POST /account/refresh` mints the next one. 400 with code `LINK_INVALID` for a link unknown, used, or past its 15 minutes.",
      },
    })
    .input(memberLinkInput)
    .output(issuedTokenOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const link = await ctx.prisma.$transaction(async (tx) => {
        const used = await useMemberLink(tx, input.token, now);
        if (!used) return null;
        await grantFromLink(tx, used, now);
        await tx.member.update({ where: { id: used.memberId }, data: { lastSignInAt: now } });
        return used;
      });
      if (!link) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: LINK_INVALID_MESSAGE,
          cause: new CodedError(LINK_INVALID_CODE, LINK_INVALID_MESSAGE),
        });
      }
      const signedIn = await startSession(ctx.prisma, { memberId: link.memberId }, now);
      ctx.browser?.setCookie("member", signedIn.session);
      return signedIn.tab;
    }),

  refresh: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/refresh",
        tags,
        protect: false,
        summary: "A new member bearer token from the session cookie",
        description: `Mints a 15-minute member bearer token from the \`chamber_member\` cookie that signing in set. The request must carry the \`${REFRESH_HEADER}: 1\` header. 401 without a live member session cookie; 403 without the header.`,
      },
    })
    .input(z.object({}))
    .output(issuedTokenOutput)
    .mutation(({ ctx }) => refreshFromCookie(ctx, "member", "sign in with the link we e-mail you")),

  signOut: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/sign-out",
        tags,
        protect: true,
        summary: "Sign out (ends this browser session)",
        description:
          "Ends the member's browser session whose token the request carries, with every tab token it minted, and clears the `chamber_member` cookie.",
      },
    })
    .input(z.object({}))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.token) await signOut(ctx.prisma, ctx.token);
      await endCookieSession(ctx, "member");
      ctx.liveSessions?.forgetMember(ctx.member.id);
      return { success: true as const };
    }),

  signOutEverywhere: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/sign-out-everywhere",
        tags,
        protect: true,
        summary: "Sign out everywhere",
        description:
          "Ends every session of the signed-in member, this one included, and clears the `chamber_member` cookie.",
      },
    })
    .input(z.object({}))
    .output(logoutAllOutput)
    .mutation(async ({ ctx }) => {
      const sessionsEnded = await signOutEverywhere(ctx.prisma, { memberId: ctx.member.id });
      await endCookieSession(ctx, "member");
      ctx.liveSessions?.forgetMember(ctx.member.id);
      return { success: true as const, sessionsEnded };
    }),

  me: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/me",
        tags,
        protect: true,
        summary: "The signed-in member and their businesses",
      },
    })
    .input(z.object({}))
    .output(memberOutput)
    .query(async ({ ctx }) => {
      const links = await ctx.prisma.businessMember.findMany({
        where: { memberId: ctx.member.id },
        select: { business: { select: { id: true, name: true, slug: true } } },
        orderBy: { business: { name: "asc" } },
      });
      return { ...ctx.member, businesses: links.map((link) => link.business) };
    }),
});
