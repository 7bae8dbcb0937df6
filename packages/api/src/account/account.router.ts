// A member's own listings (/account): read them with their pending change and history, change
// them (published at once or waiting for staff, as the site setting says), and send an event with
// their business as organizer. Every procedure is a member's (memberProcedure: a staff session or
// API token is 401 here) and reaches only the businesses the member has access to.
import {
  accountBusiness,
  accountListingSaved,
  idParam,
  listPagingQuery,
  memberEventInput,
  memberListingUpdate,
  submissionReceipt,
} from "@chamber/core/schemas";
import { z } from "zod";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { storeSubmission } from "../submissions/store-submission.ts";
import { memberChangingProcedure, memberProcedure, router } from "../trpc.ts";
import { accountBusinesses, accountBusiness as readAccountBusiness } from "./account-business.ts";
import { checkOwnBusiness, saveMemberListing } from "./member-listing-change.ts";

const tags = ["account"];
const notYours = "404 when the business does not exist or the member has no access to it.";

export const accountListingRouter = router({
  /** Who is signed in, for the account's forms (the organizer an event is prefilled with). */
  businesses: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/businesses",
        tags,
        protect: true,
        summary: "The signed-in member's businesses",
        description:
          "Each with its full listing (hours and social links included), `pendingChange` (a member's change waiting for staff: each field's published and new value), `lastDecision` (staff's latest approval or refusal of a member's change, with the reason) and `history` (the latest published changes). A member's bearer only: a staff or API token answers 401.",
      },
    })
    .input(listPagingQuery)
    .output(z.array(accountBusiness))
    .query(async ({ ctx, input }) =>
      pageOfList(ctx, input, await accountBusinesses(ctx, ctx.member.id), {
        ...updatedAtOf("business"),
        id: (business) => business.listing.id,
      }),
    ),

  business: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/businesses/{id}",
        tags,
        protect: true,
        summary: "One of the member's businesses",
        description: notYours,
      },
    })
    .input(idParam)
    .output(accountBusiness)
    .query(({ ctx, input }) => readAccountBusiness(ctx, ctx.member.id, input.id)),

  updateBusiness: memberChangingProcedure
    .meta({
      successStatus: "202-when-pending",
      openapi: {
        method: "PUT",
        path: "/account/businesses/{id}",
        tags,
        protect: true,
        summary: "Change the member's listing",
        description: `Every public field (name, description, category, address, phone, website, email, imageId, hours, social); \`featured\`, \`published\`, \`publishedAt\` and \`unlistAt\` stay the staff's and are ignored if sent. Answers 200 with \`status: "published"\` when it shows at once, or 202 with \`status: "pending"\` when the site setting \`members.changesNeedApproval\` (default on) makes it wait for staff; a newer change replaces the one waiting. ${notYours}`,
        successDescription: 'Published (200, `status: "published"`) or waiting for staff (202, `status: "pending"`)',
      },
    })
    .input(memberListingUpdate)
    .output(accountListingSaved)
    .mutation(async ({ ctx, input }) => {
      const status = await saveMemberListing(ctx, input);
      return { ...(await readAccountBusiness(ctx, ctx.member.id, input.id)), status };
    }),

  submitEvent: memberProcedure
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/account/businesses/{id}/events",
        tags,
        protect: true,
        summary: "Send an event organized by the member's business",
        description: `The public event form's fields; \`organizerName\` and \`organizerEmail\` default to the member's. Answers 202: like a visitor's, it is shown only once staff approve it, with the business as its organizer. ${notYours}`,
        successDescription: "Received; waiting for staff",
      },
    })
    .input(memberEventInput)
    .output(submissionReceipt)
    .mutation(async ({ ctx, input: { id, organizerName, organizerEmail, ...event } }) => {
      await checkOwnBusiness(ctx, id);
      const organizer = {
        organizerName: organizerName ?? ctx.member.name,
        organizerEmail: organizerEmail ?? ctx.member.email,
      };
      return storeSubmission(ctx, {
        kind: "event",
        spam: null,
        payload: { ...event, ...organizer, organizerId: id },
        submitterEmail: organizer.organizerEmail,
        memberId: ctx.member.id,
      });
    }),
});
