// Staff's side of members' sign-in links: when no mail goes out (SMTP_URL unset), staff copy a
// member's link from the admin and hand it over themselves (the start-up banner says so).
import { idParam, memberSignInLinkOutput } from "@chamber/core/schemas";
import { adminProcedure, notFound, router } from "../trpc.ts";
import { issueMemberLink, memberLinkUrl } from "./member-links.ts";

export const memberLinkRouter = router({
  signInLink: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/members/{id}/sign-in-link",
        tags: ["members"],
        protect: true,
        summary: "A sign-in link for a member, to copy",
        description:
          "Makes a one-time sign-in link for the member (valid 15 minutes, usable once) and answers its URL, for staff to hand over when no mail goes out. 404 for an unknown member.",
      },
    })
    .input(idParam)
    .output(memberSignInLinkOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      return ctx.prisma.$transaction(async (tx) => {
        const member = await tx.member.findUnique({ where: { id: input.id }, select: { id: true } });
        if (!member) throw notFound("Member");
        const link = await issueMemberLink(tx, { memberId: member.id, purpose: "signIn" }, now);
        return { url: memberLinkUrl(ctx.publicUrl, link.token), expiresAt: link.expiresAt };
      });
    }),
});
