// Accepting a staff invitation (POST /auth/invitations/accept): the person names themselves and
// chooses a password, which makes their account with the role they were invited with, and they are
// signed in at once, as after POST /auth/login (a tab token, and the session cookie). The link is
// spent in the same transaction that makes the account, so a link works once even from two tabs.
import { invitationAccept, issuedTokenOutput } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { asActor } from "../activity/actor.ts";
import { assertUsablePassword } from "../auth/password-rule.ts";
import { hashPassword } from "../auth/passwords.ts";
import { startSession } from "../auth/sessions.ts";
import { CodedError } from "../contract/coded-error.ts";
import { publicProcedure, router } from "../trpc.ts";
import { openInvitation, spendInvitation } from "./invitation-links.ts";

const INVITATION_INVALID_CODE = "INVITATION_INVALID";
const INVITATION_INVALID_MESSAGE =
  "This invitation link is unknown, already used or past its 72 hours: ask an owner for a new one";

const invitationInvalid = () =>
  new TRPCError({
    code: "BAD_REQUEST",
    message: INVITATION_INVALID_MESSAGE,
    cause: new CodedError(INVITATION_INVALID_CODE, INVITATION_INVALID_MESSAGE),
  });

export const invitationAcceptRouter = router({
  acceptInvitation: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/invitations/accept",
        tags: ["auth"],
        protect: false,
        summary: "Accept a staff invitation",
        description: `Makes the invited person's staff account with the name and password given and the role they were invited with, and signs them in as \`POST /auth/login\` does (a 15-minute bearer token, and the \`chamber_session\` cookie). The password needs 12 characters or more and must not be a common one nor hold the person's name or e-mail (400 naming the \`password\` field). 400 with code \`${INVITATION_INVALID_CODE}\` for a link unknown, used, revoked or past its 72 hours.`,
      },
    })
    .input(invitationAccept)
    .output(issuedTokenOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const invitation = await openInvitation(ctx.prisma, input.token, now);
      if (!invitation) throw invitationInvalid();
      await assertUsablePassword(input.password, [invitation.email, input.name]);
      const passwordHash = await hashPassword(input.password);
      // Recorded in the activity log as the new person, who has no id until the account exists.
      const actor = { kind: "staff" as const, id: null, name: input.name, role: invitation.role };
      const signedIn = await asActor(ctx.prisma, actor, async (prisma) => {
        if (!(await spendInvitation(prisma, invitation.id, now))) return null;
        const user = await prisma.adminUser.create({
          data: { email: invitation.email, name: input.name, role: invitation.role, passwordHash },
          select: { id: true },
        });
        return startSession(prisma, { userId: user.id }, now);
      });
      if (!signedIn) throw invitationInvalid();
      ctx.browser?.setCookie("staff", signedIn.session);
      return signedIn.tab;
    }),
});
