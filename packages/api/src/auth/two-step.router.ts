// A person's own two-step sign-in (docs/product.md "Staff sign-in"): set it up by scanning a QR
// code, confirm a first code to turn it on and receive ten recovery codes, turn it off. Every role
// may, and so may a person whom the owners' policy holds at the set-up screen (`beforeTwoStep`).
// The secret is stored at set-up but means nothing until a code confirms that the app holds it.
import {
  recoveryCodesOutput,
  siteFactsFromSettings,
  twoStepConfirmInput,
  twoStepDisableInput,
  twoStepSetupOutput,
  twoStepStatusOutput,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { publicSettings } from "../settings/public-settings.ts";
import { adminProcedure, router } from "../trpc.ts";
import { verifyPassword } from "./passwords.ts";
import { issueRecoveryCodes, recoveryCodesLeft } from "./recovery-codes.ts";
import { checkSecondStep } from "./second-step.ts";
import { acceptTotp, newTotpSecret, totpEnrolment } from "./totp.ts";
import { twoStepRequired } from "./two-step-policy.ts";
import { clearTwoStep } from "./two-step-reset.ts";

const tags = ["auth"];
const own = adminProcedure.meta({ beforeTwoStep: true, requires: "moderator" });

/** The signed-in person; an API token has no two-step sign-in of its own. */
function personOf(admin: { id: number; via: string }) {
  if (admin.via !== "session") {
    throw new TRPCError({ code: "BAD_REQUEST", message: "API tokens do not sign in: two-step sign-in is a person's" });
  }
  return admin.id;
}

const success = z.object({ success: z.literal(true) });

export const twoStepRouter = router({
  twoStepStatus: own
    .meta({
      openapi: {
        method: "GET",
        path: "/auth/two-step",
        tags,
        protect: true,
        summary: "Your two-step sign-in",
        description: "Whether it is on, how many recovery codes are left, and whether the owners require it.",
      },
    })
    .input(z.object({}))
    .output(twoStepStatusOutput)
    .query(async ({ ctx }) => ({
      enabled: ctx.admin.twoStep,
      recoveryCodesLeft: ctx.admin.via === "session" ? await recoveryCodesLeft(ctx.prisma, ctx.admin.id) : 0,
      required: await twoStepRequired(ctx),
    })),

  twoStepSetup: own
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/two-step/setup",
        tags,
        protect: true,
        summary: "Start setting up two-step sign-in",
        description:
          "Makes a new secret for an authenticator app and answers it with its `otpauth://` URL and that URL as a QR code (SVG). Two-step sign-in is on only once `POST /auth/two-step/confirm` checked a code. 409 when it is already on; 400 for an API token.",
      },
    })
    .input(z.object({}))
    .output(twoStepSetupOutput)
    .mutation(async ({ ctx }) => {
      const id = personOf(ctx.admin);
      if (ctx.admin.twoStep) throw new TRPCError({ code: "CONFLICT", message: "Two-step sign-in is already on" });
      const secret = newTotpSecret();
      await ctx.prisma.adminUser.update({ where: { id }, data: { totpSecret: secret, totpLastStep: null } });
      const issuer = siteFactsFromSettings(await publicSettings(ctx)).name;
      return totpEnrolment(secret, ctx.admin.email, issuer);
    }),

  twoStepConfirm: own
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/two-step/confirm",
        tags,
        protect: true,
        summary: "Turn on two-step sign-in",
        description:
          "Checks a code of the app set up with `POST /auth/two-step/setup`, turns two-step sign-in on and answers ten recovery codes — shown this once, each good for one sign-in without the app. 400 for a wrong code or without a set-up; 409 when it is already on.",
      },
    })
    .input(twoStepConfirmInput)
    .output(recoveryCodesOutput)
    .mutation(async ({ ctx, input }) => {
      const id = personOf(ctx.admin);
      const user = await ctx.prisma.adminUser.findUniqueOrThrow({ where: { id } });
      if (user.totpEnabledAt) throw new TRPCError({ code: "CONFLICT", message: "Two-step sign-in is already on" });
      if (!user.totpSecret) throw new TRPCError({ code: "BAD_REQUEST", message: "Start the set-up first" });
      if (!(await acceptTotp(ctx.prisma, user, input.code, ctx.now())))
        throw new TRPCError({ code: "BAD_REQUEST", message: "That code is not right: try the one your app shows now" });
      await ctx.prisma.adminUser.update({ where: { id }, data: { totpEnabledAt: ctx.now() } });
      return { recoveryCodes: await issueRecoveryCodes(ctx.prisma, id) };
    }),

  twoStepDisable: own
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/two-step/disable",
        tags,
        protect: true,
        summary: "Turn off two-step sign-in",
        description:
          "Needs a current code of the app (or a recovery code) or the person's password. Forgets the secret and the recovery codes. 400 when neither proves it; 409 while the owners require two-step sign-in.",
      },
    })
    .input(twoStepDisableInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      const id = personOf(ctx.admin);
      if (await twoStepRequired(ctx))
        throw new TRPCError({
          code: "CONFLICT",
          message: "The owners require two-step sign-in for every staff account",
        });
      const user = await ctx.prisma.adminUser.findUniqueOrThrow({ where: { id } });
      const proven = input.code
        ? await checkSecondStep(ctx.prisma, id, input.code, ctx.now())
        : await verifyPassword(user.passwordHash, input.password ?? "");
      if (!proven)
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: input.code ? "That code is not right" : "That password is not right",
        });
      await clearTwoStep(ctx.prisma, id);
      return { success: true as const };
    }),
});
