// The owner's Staff screen and its REST door (docs/product.md "Staff and roles"): the people with a
// staff account, the invitations still waiting, the invitation a person accepts, and the API
// tokens integrations use. The admin's forms validate with the same schemas the server does.
import { z } from "zod";
import { email, id, isoInstant, oneLineText, optionalDateTime } from "../fields/fields.ts";
import { staffPassword, staffRole } from "./staff.ts";

export const staffInvite = z.object({
  name: oneLineText("name", 200),
  email: email(),
  role: staffRole,
});
export type StaffInviteInput = z.input<typeof staffInvite>;

export const staffRoleChange = z.object({ id: id(), role: staffRole });

export const staffMemberOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  twoStep: z.boolean().meta({ description: "Whether the person turned on two-step sign-in." }),
  createdAt: isoInstant(),
});

export const staffInvitationOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  expiresAt: isoInstant(),
  invitedBy: z.string().nullable().meta({ description: "The inviting owner's name (or e-mail); null once removed." }),
  createdAt: isoInstant(),
});

export const staffListOutput = z.object({
  staff: z.array(staffMemberOutput),
  invitations: z
    .array(staffInvitationOutput)
    .meta({ description: "Invitations neither accepted, revoked nor expired, newest first." }),
});

export const staffInviteOutput = z.object({
  invitation: staffInvitationOutput,
  inviteUrl: z
    .string()
    .optional()
    .meta({ description: "The link to hand over yourself; only when the server sends no mail." }),
});

export const invitationAccept = z.object({
  token: z
    .string({ error: "The invitation link is incomplete" })
    .trim()
    .min(1, "The invitation link is incomplete")
    .max(200),
  name: oneLineText("name", 200),
  password: staffPassword,
});
export type InvitationAcceptInput = z.input<typeof invitationAccept>;

export const apiTokenCreate = z.object({
  name: oneLineText("name", 100),
  role: staffRole.default("editor"),
  expiresAt: optionalDateTime("expiry date"),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreate>;

export const apiTokenOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  role: staffRole,
  createdBy: z
    .string()
    .meta({ description: "The maker's name and e-mail, or `command line` (`pnpm admin token create`)." }),
  createdAt: isoInstant(),
  lastUsedAt: isoInstant().nullable(),
  expiresAt: isoInstant().nullable(),
  revokedAt: isoInstant().nullable(),
});

export const apiTokenCreated = apiTokenOutput.extend({
  token: z.string().meta({ description: "The token itself (`chk_…`), shown this once: only its hash is kept." }),
});
