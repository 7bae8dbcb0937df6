import {
  issuedTokenOutput,
  loginInput,
  loginOutput,
  logoutAllOutput,
  meOutput,
  refreshInput,
  SIGN_IN_EXPIRED_CODE,
  SIGN_IN_EXPIRED_MESSAGE,
  secondStepInput,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { CodedError } from "../contract/coded-error.ts";
import { countSignIn, limitFailedSignIns } from "../rate-limit/middleware.ts";
import { adminProcedure, publicProcedure, router } from "../trpc.ts";
import type { Admin } from "./authenticate.ts";
import { endCookieSession, refreshFromCookie } from "./cookie-sessions.ts";
import { answerChallenge, challengeOwner, startChallenge } from "./second-step.ts";
import { REFRESH_HEADER } from "./session-cookie.ts";
import { checkPassword, refreshTabToken, signOut, signOutEverywhere, startStaffSession } from "./sessions.ts";

const tags = ["auth"];

/**
 * Signing out ends browser sessions. An API token is not a session: answering success would
 * leave the caller believing it was revoked.
 */
function refuseApiToken(admin: Admin) {
  if (admin.via === "api-token") {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "API tokens are not signed out: revoke one with `pnpm admin token revoke <id>` on the server",
    });
  }
}

export const authRouter = router({
  login: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/login",
        tags,
        protect: false,
        summary: "Sign in",
        description:
          'Answers a bearer token for the `Authorization` header, valid for 15 minutes, and sets the `chamber_session` cookie (HttpOnly, SameSite=Strict, 12 hours) from which `POST /auth/refresh` mints the next one. A script that keeps no cookies sends `"session": "body"`: no cookie is set, and the answer also carries the session as `refreshToken` (until `refreshExpiresAt`, 12 hours), which `POST /auth/refresh` takes in its body for each next 15-minute token. When the person turned on two-step sign-in it answers `{ secondStep: true, challenge }` instead: send a code with the challenge to `POST /auth/login/second-step` within 5 minutes. 401 on bad credentials. Failed attempts are limited: past 10 in 15 minutes from one client, 429; past 10 on one account from anywhere, its attempts are answered one at a time after a pause — slower, never refused, so no one can lock a person out.',
      },
    })
    .input(loginInput)
    .use(limitFailedSignIns)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await checkPassword(ctx.prisma, input);
      if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Invalid email or password" });
      if (user.totpEnabledAt) {
        return { secondStep: true as const, challenge: await startChallenge(ctx.prisma, user.id, ctx.now()) };
      }
      return startStaffSession(ctx, user.id, input.session);
    }),

  secondStep: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/login/second-step",
        tags,
        protect: false,
        summary: "Sign in: the second step",
        description:
          "Completes a sign-in that answered `{ secondStep: true, challenge }`: `code` is the 6-digit code of the person's authenticator app (each code works once) or one of their recovery codes (each works once). Answers as `POST /auth/login` does, token and cookie. 401 for a wrong code; 401 with code `SIGN_IN_EXPIRED` once the challenge is over (5 minutes, or 5 codes tried): sign in again. Limited as sign-in is: 429 past 10 wrong codes per client; past 10 on one account, answered one at a time after a pause.",
      },
    })
    .input(secondStepInput)
    .output(issuedTokenOutput)
    .mutation(async ({ ctx, input }) => {
      const userId = await challengeOwner(ctx.prisma, input.challenge, ctx.now());
      const counted = await countSignIn(ctx, "auth.secondStep", userId === null ? null : String(userId));
      const answer = await counted.run(() => answerChallenge(ctx.prisma, input.challenge, input.code, ctx.now()));
      if (answer.outcome === "signed-in") {
        await counted.undo();
        return startStaffSession(ctx, answer.userId, input.session);
      }
      if (answer.outcome === "wrong") throw new TRPCError({ code: "UNAUTHORIZED", message: "That code is not right" });
      throw new TRPCError({
        code: "UNAUTHORIZED",
        message: SIGN_IN_EXPIRED_MESSAGE,
        cause: new CodedError(SIGN_IN_EXPIRED_CODE, SIGN_IN_EXPIRED_MESSAGE),
      });
    }),

  refresh: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/refresh",
        tags,
        protect: false,
        summary: "A new bearer token from the session",
        description: `Mints a 15-minute bearer token (never past the session's 12 hours). A script sends \`{ "refreshToken": "…" }\`, the \`refreshToken\` a sign-in with \`"session": "body"\` answered; a browser sends no body and its \`chamber_session\` cookie, with the \`${REFRESH_HEADER}: 1\` header (another site cannot send it; 403 without it). 401 when the session is unknown, over (12 hours after sign-in) or signed out; a bearer token is not a refresh token (401).`,
      },
    })
    .input(refreshInput)
    .output(issuedTokenOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.refreshToken === undefined) return refreshFromCookie(ctx, "staff", "sign in");
      // No cookie is read, so no other site can make a browser send this: it needs no header.
      const tab = await refreshTabToken(ctx.prisma, input.refreshToken, ctx.now(), "staff");
      if (!tab) throw new TRPCError({ code: "UNAUTHORIZED", message: "No session: sign in" });
      return tab;
    }),

  logout: adminProcedure
    .meta({
      // Every staff role signs itself out.
      requires: "moderator",
      beforeTwoStep: true,
      openapi: {
        method: "POST",
        path: "/auth/logout",
        tags,
        protect: true,
        summary: "Sign out (ends this browser session)",
        description:
          "Ends the browser session whose token the request carries, with every tab token it minted, and clears the `chamber_session` cookie. 400 for an API token: those are revoked with `pnpm admin token revoke <id>`.",
      },
    })
    .input(z.object({}))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      refuseApiToken(ctx.admin);
      if (ctx.token) await signOut(ctx.prisma, ctx.token);
      await endCookieSession(ctx, "staff");
      ctx.liveSessions?.forgetUser(ctx.admin.id);
      return { success: true as const };
    }),

  logoutAll: adminProcedure
    .meta({
      requires: "moderator",
      beforeTwoStep: true,
      openapi: {
        method: "POST",
        path: "/auth/logout-all",
        tags,
        protect: true,
        summary: "Sign out everywhere",
        description:
          "Ends every session of the signed-in admin, this one included (a lost laptop, a shared computer), and clears the `chamber_session` cookie. 400 for an API token.",
      },
    })
    .input(z.object({}))
    .output(logoutAllOutput)
    .mutation(async ({ ctx }) => {
      refuseApiToken(ctx.admin);
      const sessionsEnded = await signOutEverywhere(ctx.prisma, ctx.admin.id);
      await endCookieSession(ctx, "staff");
      ctx.liveSessions?.forgetUser(ctx.admin.id);
      return { success: true as const, sessionsEnded };
    }),

  me: adminProcedure
    .meta({
      beforeTwoStep: true,
      openapi: { method: "GET", path: "/auth/me", tags, protect: true, summary: "The signed-in admin" },
    })
    .input(z.object({}))
    .output(meOutput)
    .query(({ ctx }) => {
      const { id, name, email, role, twoStep } = ctx.admin;
      return { id, name, email, role, twoStep };
    }),
});
