// "Forgot your password?" (docs/product.md "Staff sign-in"): asking for a link, and using it to
// choose a new password, which ends every session of that person. Merged into the auth router, so
// the paths stay under /auth.
import {
  passwordResetConfirmInput,
  passwordResetReceipt,
  passwordResetRequestInput,
  RESET_LINK_INVALID_CODE,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { asActor } from "../activity/actor.ts";
import { CodedError } from "../contract/coded-error.ts";
import { limitMailedLinks } from "../rate-limit/middleware.ts";
import { publicProcedure, router } from "../trpc.ts";
import { resetOwner, spendPasswordReset, startPasswordResetMail } from "./password-reset.ts";
import { assertUsablePassword } from "./password-rule.ts";
import { hashPassword } from "./passwords.ts";

const tags = ["auth"];

const RECEIPT = {
  success: true as const,
  message:
    "If that address belongs to a staff account, a link to reset its password is on its way. It works for 30 minutes.",
};

const RESET_LINK_INVALID_MESSAGE = "This link has expired or was already used: ask for a new one";

const linkInvalid = () =>
  new TRPCError({
    code: "BAD_REQUEST",
    message: RESET_LINK_INVALID_MESSAGE,
    cause: new CodedError(RESET_LINK_INVALID_CODE, RESET_LINK_INVALID_MESSAGE),
  });

export const passwordResetRouter = router({
  requestPasswordReset: publicProcedure
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/auth/password-reset",
        successDescription:
          "Accepted: a link is on its way if the address is a staff account's (the same answer for every address)",
        tags,
        protect: false,
        summary: "Mail a staff person a link to reset their password",
        description:
          "Mails a link (valid 30 minutes, usable once) to the address if it is a staff account's. Answers 202 with the same body, as fast, for every address, so no one learns who is staff. Nothing is mailed when the site has no mail set up: an owner then gets the link from `POST /staff/{id}/password-reset`. Rate-limited: 5 requests per 15 minutes per address and 20 per client (429).",
      },
    })
    .input(passwordResetRequestInput)
    .use(limitMailedLinks)
    .output(passwordResetReceipt)
    .mutation(({ ctx, input }) => {
      // A public procedure (no transaction of its own): the job after the answer uses the root client.
      startPasswordResetMail(ctx, input.email);
      return RECEIPT;
    }),

  confirmPasswordReset: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset/confirm",
        tags,
        protect: false,
        summary: "Choose a new password with a reset link",
        description:
          "Sets the password of the person the link's `token` names and ends every session of theirs: sign in again with the new password (and the second step, if on). The password needs 12 characters or more and may not be a common one or hold the person's name or e-mail (400 on `password`; the link stays good). 400 with code `RESET_LINK_INVALID` for a link unknown, used or older than 30 minutes.",
      },
    })
    .input(passwordResetConfirmInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const person = await resetOwner(ctx.prisma, input.token, now);
      if (!person) throw linkInvalid();
      // Checked before the link is spent: a refused password leaves the link good for another try.
      await assertUsablePassword(input.password, [person.email, person.name]);
      const passwordHash = await hashPassword(input.password);
      const actor = { kind: "staff" as const, id: person.id, name: person.name || person.email, role: person.role };
      const changed = await asActor(ctx.prisma, actor, async (tx) => {
        if (!(await spendPasswordReset(tx, input.token, now))) return false;
        await tx.adminUser.update({ where: { id: person.id }, data: { passwordHash } });
        await tx.session.deleteMany({ where: { userId: person.id } });
        await tx.signInChallenge.deleteMany({ where: { userId: person.id } });
        return true;
      });
      if (!changed) throw linkInvalid();
      ctx.liveSessions?.forgetUser(person.id);
      return { success: true as const };
    }),
});
