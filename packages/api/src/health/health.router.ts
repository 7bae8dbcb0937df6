import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { publicProcedure, router } from "../trpc.ts";

export const healthRouter = router({
  check: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/health",
        tags: ["health"],
        protect: false,
        summary: "Liveness and readiness",
        description: "200 only while the database answers; a load balancer stops routing here otherwise.",
      },
    })
    .input(z.object({}))
    .output(z.object({ status: z.literal("ok") }))
    .query(async ({ ctx }) => {
      if (!(await ctx.db.ping())) {
        throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "Database unavailable" });
      }
      return { status: "ok" as const };
    }),
});
