import { loginInput, loginOutput, meOutput } from "@chamber/core";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { signIn, signOut } from "../auth/sessions.ts";
import { limitFailedSignIns } from "../rate-limit/middleware.ts";
import { adminProcedure, publicProcedure, router } from "../trpc.ts";

const tags = ["auth"];

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
      openapi: { method: "POST", path: "/auth/logout", tags, protect: true, summary: "Sign out (revokes this token)" },
    })
    .input(z.object({}))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.token && ctx.admin.via === "session") await signOut(ctx.prisma, ctx.token);
      return { success: true as const };
    }),

  me: adminProcedure
    .meta({ openapi: { method: "GET", path: "/auth/me", tags, protect: true, summary: "The signed-in admin" } })
    .input(z.object({}))
    .output(meOutput)
    .query(({ ctx }) => ({ id: ctx.admin.id, email: ctx.admin.email })),
});
