// What an owner does for other people's sign-in (docs/product.md "Staff sign-in"): reset someone's
// second step (a lost phone and lost recovery codes), hand someone a password reset link, and the
// policy that requires two-step sign-in of every staff account. Owner-only, each of them.
import { staffResetLinkOutput, twoStepPolicy } from "@chamber/core/schemas";
import type { PrismaClient } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { enqueueMail } from "../mail/outbox.ts";
import { adminProcedure, notFound, router, writeProcedure } from "../trpc.ts";
import { issuePasswordReset, passwordResetMail, resetUrl } from "./password-reset.ts";
import { TWO_STEP_POLICY_KEY, twoStepRequired } from "./two-step-policy.ts";
import { clearTwoStep } from "./two-step-reset.ts";

const tags = ["staff"];
const byId = z.object({ id: z.coerce.number().int().positive() });

async function person(ctx: { prisma: PrismaClient }, id: number) {
  const found = await ctx.prisma.adminUser.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
  if (!found) throw notFound("Staff account");
  return found;
}

export const staffSecurityRouter = router({
  resetTwoStep: adminProcedure
    .meta({
      requires: "owner",
      openapi: {
        method: "POST",
        path: "/staff/{id}/two-step/reset",
        tags,
        protect: true,
        summary: "Reset a person's two-step sign-in",
        description:
          "For someone who lost their authenticator app and their recovery codes: turns their two-step sign-in off (secret and recovery codes forgotten), so they sign in with their password and set it up again. Owner only (403); 404 for an unknown id.",
      },
    })
    .input(byId)
    .output(z.object({ success: z.literal(true), id: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await person(ctx, input.id);
      await clearTwoStep(ctx.prisma, input.id);
      return { success: true as const, id: input.id };
    }),

  passwordResetLink: adminProcedure
    .meta({
      requires: "owner",
      openapi: {
        method: "POST",
        path: "/staff/{id}/password-reset",
        tags,
        protect: true,
        summary: "A password reset link for a person",
        description:
          "Makes a link (valid 30 minutes, usable once) with which the person chooses a new password. With mail set up it is mailed to them (`mailed: true`); without, it is answered as `resetUrl` for the owner to hand over. Owner only (403); 404 for an unknown id.",
      },
    })
    .input(byId)
    .output(staffResetLinkOutput)
    .mutation(async ({ ctx, input }) => {
      const found = await person(ctx, input.id);
      const token = await issuePasswordReset(ctx.prisma, found.id, ctx.now());
      const url = resetUrl(ctx.mail?.publicUrl ?? ctx.publicUrl, token);
      if (!ctx.mail) return { mailed: false, resetUrl: url };
      await enqueueMail(ctx.prisma, ctx, passwordResetMail(found, url));
      ctx.mail.wake?.();
      return { mailed: true };
    }),

  twoStepPolicy: adminProcedure
    .meta({
      requires: "owner",
      openapi: {
        method: "GET",
        path: "/staff/two-step-policy",
        tags,
        protect: true,
        summary: "Whether two-step sign-in is required",
        description: "Owner only (403).",
      },
    })
    .input(z.object({}))
    .output(twoStepPolicy)
    .query(async ({ ctx }) => ({ required: await twoStepRequired(ctx) })),

  setTwoStepPolicy: writeProcedure("settings")
    .meta({
      requires: "owner",
      openapi: {
        method: "PUT",
        path: "/staff/two-step-policy",
        tags,
        protect: true,
        summary: "Require two-step sign-in for every staff account",
        description:
          "While `required` is true, a person without two-step sign-in is answered 403 with code `TWO_STEP_REQUIRED` by every admin call but `GET /auth/me`, signing out and the two-step set-up, until they turned it on. API tokens are not concerned. 409 when the owner turning it on has not turned it on for themselves. Owner only (403).",
      },
    })
    .input(twoStepPolicy)
    .output(twoStepPolicy)
    .mutation(async ({ ctx, input }) => {
      if (input.required && ctx.admin.via === "session" && !ctx.admin.twoStep)
        throw new TRPCError({ code: "CONFLICT", message: "Turn on two-step sign-in for your own account first" });
      const value = String(input.required);
      await ctx.prisma.setting.upsert({
        where: { key: TWO_STEP_POLICY_KEY },
        create: { key: TWO_STEP_POLICY_KEY, value, description: "Require two-step sign-in for every staff account" },
        update: { value },
      });
      return { required: input.required };
    }),
});
