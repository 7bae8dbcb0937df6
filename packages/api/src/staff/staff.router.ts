// The owner's Staff screen over REST and tRPC (docs/product.md "Staff and roles"): the staff and
// their waiting invitations, inviting, changing a role, removing an account, revoking an
// invitation. Every procedure is an owner's; editors and moderators get 403.
import {
  idParam,
  staffInvite,
  staffInviteOutput,
  staffListOutput,
  staffMemberOutput,
  staffRoleChange,
} from "@chamber/core/schemas";
import { z } from "zod";
import { adminProcedure, deleted, router } from "../trpc.ts";
import { changeRole, inviteStaff, removeStaff, revokeInvitation, staffOverview } from "./staff-team.ts";

const tags = ["staff"];

export const staffRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/staff",
        tags,
        protect: true,
        summary: "Staff accounts and waiting invitations",
        description:
          "Every staff account (owners first) with its role and whether two-step sign-in is on, and the invitations neither accepted, revoked nor past their 72 hours. Owner only.",
      },
      requires: "owner",
    })
    .input(z.object({}))
    .output(staffListOutput)
    .query(({ ctx }) => staffOverview(ctx)),

  invite: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/staff/invitations",
        tags,
        protect: true,
        summary: "Invite a person to the staff",
        description:
          "Answers 201 and mails the person a link, valid 72 hours and once, where they choose a name and password (`POST /auth/invitations/accept`); they then have the role given. `inviteUrl` carries the link when the server sends no mail, for the owner to hand over. Inviting an address again replaces its waiting invitation. 409 when the address already has a staff account. Owner only.",
      },
      requires: "owner",
      successStatus: 201,
    })
    .input(staffInvite)
    .output(staffInviteOutput)
    .mutation(({ ctx, input }) => inviteStaff(ctx, input)),

  revokeInvitation: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/staff/invitations/{id}",
        tags,
        protect: true,
        summary: "Revoke a waiting invitation",
        description: "Its link stops working. 404 when no invitation with that id is still waiting. Owner only.",
      },
      requires: "owner",
    })
    .input(idParam)
    .output(deleted)
    .mutation(({ ctx, input }) => revokeInvitation(ctx, input.id)),

  setRole: adminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/staff/{id}",
        tags,
        protect: true,
        summary: "Change a staff member's role",
        description:
          "Takes effect on their next request. 409 with code `LAST_OWNER` when it would leave no owner; 404 for an unknown id. Owner only.",
      },
      requires: "owner",
    })
    .input(staffRoleChange)
    .output(staffMemberOutput)
    .mutation(({ ctx, input }) => changeRole(ctx, input.id, input.role)),

  remove: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/staff/{id}",
        tags,
        protect: true,
        summary: "Remove a staff account",
        description:
          "The account goes and every session of theirs ends at once; the API tokens they made keep working until revoked. 409 with code `LAST_OWNER` for the last owner; 404 for an unknown id. Owner only.",
      },
      requires: "owner",
    })
    .input(idParam)
    .output(deleted)
    .mutation(({ ctx, input }) => removeStaff(ctx, input.id)),
});
