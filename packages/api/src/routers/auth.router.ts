import { loginInput, loginOutput, logoutAllOutput, meOutput } from "@chamber/core";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Admin } from "../auth/authenticate.ts";
import { signIn, signOut, signOutEverywhere } from "../auth/sessions.ts";
import { limitFailedSignIns } from "../rate-limit/middleware.ts";
import { adminProcedure, publicProcedure, router } from "../trpc.ts";

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
        description: "Answers a bearer token for the `Authorization` header. 401 on bad credentials. Rate-limited.",
      },
    })
    .input(loginInput)
    .use(limitFailedSignIns)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const session = await signIn(ctx.prisma, input, ctx.now());
      if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Invalid email or password" });
      return session;
    }),

  logout: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/logout",
        tags,
        protect: true,
        summary: "Sign out (revokes this session token)",
        description:
          "Ends the session whose token the request carries. 400 for an API token: those are revoked with `pnpm admin token revoke <id>`.",
      },
    })
    .input(z.object({}))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      refuseApiToken(ctx.admin);
      if (ctx.token) await signOut(ctx.prisma, ctx.token);
      return { success: true as const };
    }),

  logoutAll: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/logout-all",
        tags,
        protect: true,
        summary: "Sign out everywhere",
        description:
          "Ends every session of the signed-in admin, this one included (a lost laptop, a shared computer). 400 for an API token.",
      },
    })
    .input(z.object({}))
    .output(logoutAllOutput)
    .mutation(async ({ ctx }) => {
      refuseApiToken(ctx.admin);
      return { success: true as const, sessionsEnded: await signOutEverywhere(ctx.prisma, ctx.admin.id) };
    }),

  me: adminProcedure
    .meta({ openapi: { method: "GET", path: "/auth/me", tags, protect: true, summary: "The signed-in admin" } })
    .input(z.object({}))
    .output(meOutput)
    .query(({ ctx }) => ({ id: ctx.admin.id, email: ctx.admin.email })),
});
