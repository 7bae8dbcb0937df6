// The admin's Members area (docs/product.md "Claims and members"): the people who may edit
// listings, who may edit one listing, inviting a person and taking access away, and the history
// of what members changed.
import {
  businessMemberOutput,
  businessMemberParams,
  idParam,
  listingChangeOutput,
  listPaging,
  listPagingQuery,
  memberInvite,
  memberInviteOutput,
  memberOverviewOutput,
} from "@chamber/core/schemas";
import { z } from "zod";
import { pageOfList } from "../paging/list-page.ts";
import { adminProcedure, deleted, router, writeProcedure } from "../trpc.ts";
import { inviteMember, listingChanges, memberOverview, membersOfBusiness, removeMember } from "./member-admin.ts";

const tags = ["members"];

export const memberAdminRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/members",
        tags,
        protect: true,
        summary: "Members, by name",
        description:
          "Every person with a member account: the listings they may edit, their last sign-in and, while one waits unused, when their invitation link ends.",
      },
    })
    .input(listPagingQuery)
    .output(z.array(memberOverviewOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(ctx, input, await memberOverview(ctx), { table: "member", columns: ["createdAt", "lastSignInAt"] }),
    ),

  ofBusiness: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/businesses/{id}/members",
        tags,
        protect: true,
        summary: "Who may edit a listing",
        description: "404 for an unknown business.",
      },
    })
    .input(idParam.extend(listPaging))
    .output(z.array(businessMemberOutput))
    .query(async ({ ctx, input }) =>
      // A person's access is one row keyed by listing and member: its own instants tell when it changed.
      pageOfList(ctx, input, await membersOfBusiness(ctx, input.id), {
        fields: (member) => [member.since, member.lastSignInAt],
      }),
    ),

  // Who may read a listing's messages decides whether its page offers "Send a message".
  invite: writeProcedure("businesses")
    .meta({
      openapi: {
        method: "POST",
        path: "/businesses/{id}/members",
        tags,
        protect: true,
        summary: "Invite a person to edit a listing",
        description:
          "Answers 201: the person (made a member if they were not one; a member keeps their name) may edit the listing at once, and is mailed a sign-in link valid 72 hours. `inviteUrl` carries that link when the server sends no mail, for staff to hand over. Inviting again sends a new link. 404 for an unknown business.",
      },
      successStatus: 201,
    })
    .input(memberInvite)
    .output(memberInviteOutput)
    .mutation(({ ctx, input: { id, ...person } }) => inviteMember(ctx, id, person)),

  remove: writeProcedure("businesses")
    .meta({
      openapi: {
        method: "DELETE",
        path: "/businesses/{id}/members/{memberId}",
        tags,
        protect: true,
        summary: "Take a member's access to a listing",
        description:
          "The member can no longer edit the listing, and every session of theirs ends at once (they sign in again for their other listings). 404 when they had no access to it.",
      },
    })
    .input(businessMemberParams)
    .output(deleted)
    .mutation(({ ctx, input }) => removeMember(ctx, input.id, input.memberId)),

  changes: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/businesses/{id}/changes",
        tags,
        protect: true,
        summary: "What was changed in a listing",
        description:
          "The published changes, newest first (the last 200): by a member (their name) or by `Staff`, when, and each field's old and new value. 404 for an unknown business.",
      },
    })
    .input(idParam.extend(listPaging))
    .output(z.array(listingChangeOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(ctx, input, await listingChanges(ctx, input.id), { fields: (change) => [change.createdAt] }),
    ),
});
