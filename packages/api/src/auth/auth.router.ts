import { loginInput, loginOutput, logoutAllOutput, meOutput } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { limitFailedSignIns } from "../rate-limit/middleware.ts";
import { adminProcedure, publicProcedure, router } from "../trpc.ts";
import type { Admin } from "./authenticate.ts";
import { endCookieSession, refreshFromCookie } from "./cookie-sessions.ts";
import { REFRESH_HEADER } from "./session-cookie.ts";
import { signIn, signOut, signOutEverywhere } from "./sessions.ts";

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
          "Answers a bearer token for the `Authorization` header, valid for 15 minutes, and sets the `chamber_session` cookie (HttpOnly, SameSite=Strict, 12 hours) from which `POST /auth/refresh` mints the next one. 401 on bad credentials. Rate-limited: 10 failed attempts per 15 minutes per client and per account.",
      },
    })
    .input(loginInput)
    .use(limitFailedSignIns)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const signedIn = await signIn(ctx.prisma, input, ctx.now());
      if (!signedIn) throw new TRPCError({ code: "UNAUTHORIZED", message: "Invalid email or password" });
      ctx.browser?.setCookie("staff", signedIn.session);
      return signedIn.tab;
    }),
  refresh: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/refresh",
        tags,
        protect: false,
        summary: "A new bearer token from the session cookie",
        description: `Mints a 15-minute bearer token from the \`chamber_session\` cookie that sign-in set, so a new browser tab is signed in without a password. The request must carry the \`${REFRESH_HEADER}: 1\` header (another site cannot send it). 401 without a live session cookie; 403 without the header.`,
      },
    })
    .input(z.object({}))
    .output(loginOutput)
    .mutation(({ ctx }) => {
      return refreshFromCookie(ctx, "staff", "sign in");
    }),

  logout: adminProcedure
    .meta({
      // Every staff role signs itself out.
      requires: "moderator",
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
    .meta({ openapi: { method: "GET", path: "/auth/me", tags, protect: true, summary: "The signed-in admin" } })
    .input(z.object({}))
    .output(meOutput)
    .query(({ ctx }) => {
      const { id, name, email, role, twoStep } = ctx.admin;
      return { id, name, email, role, twoStep };
    }),
});
