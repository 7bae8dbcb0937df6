// Claims of listings (docs/product.md "Claims and members"): a visitor's "Is this your
// business?", and the staff's queue of claims that wait for them.
import {
  claimApprovalOutput,
  claimInput,
  claimListQuery,
  claimOutput,
  claimReceipt,
  claimRejection,
  idParam,
} from "@chamber/core/schemas";
import { z } from "zod";
import { pageOfList } from "../paging/list-page.ts";
import { limitPerClient } from "../rate-limit/middleware.ts";
import { adminProcedure, publicChangingProcedure, router, writeProcedure } from "../trpc.ts";
import { approveClaim, rejectClaim } from "./claim-decisions.ts";
import { claimSelect, toClaimOutput } from "./claim-select.ts";
import { submitClaim } from "./submit-claim.ts";

const tags = ["claims"];

export const claimRouter = router({
  // Counted with its own group against the public submissions' rule: 5 an hour per client.
  submit: publicChangingProcedure
    .use(limitPerClient("submissions", "claims"))
    .meta({
      openapi: {
        method: "POST",
        path: "/businesses/{id}/claims",
        tags,
        protect: false,
        summary: "Claim a listing",
        description:
          "Answers 202 and the same body whatever follows. When `email` is the listing's e-mail, or is at the registrable domain of the listing's website (not a free-mail or shared platform), a link valid 15 minutes is mailed to it: following it (POST /account/sign-in/verify) proves the claim and gives access at once. Otherwise the claim waits for staff. A second claim by the same person while one is pending adds none. 404 for an unknown business; 400 with code `SPAM_CHECK` for a missing, early, expired or reused `formToken` (GET /submissions/token), or a filled `url`. Rate-limited: 5 an hour per client.",
        successDescription: "Received",
      },
      successStatus: 202,
    })
    .input(claimInput)
    .output(claimReceipt)
    .mutation(({ ctx, input: { id, formToken, url, ...claimant } }) =>
      submitClaim(ctx, { formToken, url }, { businessId: id, ...claimant }),
    ),

  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/claims",
        tags,
        protect: true,
        summary: "Claims, oldest first",
        description:
          "`status` narrows the list (`pending`: those waiting for staff, or for their link when the address matched). Each has the listing's e-mail and website beside the claimant's address.",
      },
    })
    .input(claimListQuery)
    .output(z.array(claimOutput))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.listingClaim.findMany({
        where: { status: input.status },
        select: claimSelect,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      // A claim changes once: when it is decided.
      return pageOfList(ctx, input, rows.map(toClaimOutput), {
        table: "listingClaim",
        columns: ["createdAt", "decidedAt"],
      });
    }),

  // Who may read a listing's messages decides whether its page offers "Send a message".
  approve: writeProcedure("businesses")
    .meta({
      // Deciding claims is a moderator's work.
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/claims/{id}/approve",
        tags,
        protect: true,
        summary: "Approve a claim",
        description:
          "Gives the claimant access to the listing and mails them a sign-in link valid 72 hours; `inviteUrl` carries that link when the server sends no mail. 409 once the claim was decided.",
      },
    })
    .input(idParam)
    .output(claimApprovalOutput)
    .mutation(({ ctx, input }) => approveClaim(ctx, input.id)),

  reject: writeProcedure()
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/claims/{id}/reject",
        tags,
        protect: true,
        summary: "Refuse a claim",
        description: "`reason` is mailed to the claimant. 409 once the claim was decided.",
      },
    })
    .input(claimRejection)
    .output(claimOutput)
    .mutation(({ ctx, input }) => rejectClaim(ctx, input.id, input.reason)),
});
