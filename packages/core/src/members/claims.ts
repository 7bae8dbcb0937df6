// Claims of a listing ("Is this your business?") and the staff's Members area: who may edit which
// listing, their invitations, and the history of what members changed (docs/product.md "Claims and
// members"). The claim form's spam fields are the public submissions' (decision 020).
import { z } from "zod";
import { email, id, isoInstant, oneLineText, requiredText } from "../fields/fields.ts";
import { listPaging } from "../paging/list-paging.ts";
import { spamCheckFields } from "../submissions/submission.ts";

export const claimStatuses = ["pending", "approved", "rejected"] as const;

/** The claim form: the listing (`id`, its path parameter), the claimant's name and e-mail. */
export const claimInput = z.object({
  id: id().meta({ description: "The business claimed." }),
  name: oneLineText("name", 200),
  email: email(),
  ...spamCheckFields,
});
export type ClaimInput = z.input<typeof claimInput>;

export const claimReceipt = z.object({
  status: z.literal("received"),
  message: z.string(),
});

export const claimListQuery = z.object({
  status: z.enum(claimStatuses).optional().meta({ description: "Omitted: every claim." }),
  ...listPaging,
});

const memberSummary = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const claimOutput = z.object({
  id: z.number().int(),
  status: z.enum(claimStatuses),
  name: z.string().meta({ description: "The name the claimant gave." }),
  email: z.string().meta({ description: "The address the claimant gave." }),
  matchedBy: z
    .enum(["email", "domain"])
    .nullable()
    .meta({ description: "How the address matched the listing (proved by the mailed link); null: staff decide." }),
  reason: z.string().nullable(),
  createdAt: isoInstant(),
  decidedAt: isoInstant().nullable(),
  member: memberSummary,
  business: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
});
export type ClaimOutput = z.output<typeof claimOutput>;

export const inviteUrlField = z
  .string()
  .optional()
  .meta({ description: "The link to hand over yourself; only when the server sends no mail." });

export const claimApprovalOutput = claimOutput.extend({ inviteUrl: inviteUrlField });

export const claimRejection = z.object({
  id: id(),
  reason: requiredText("reason", 2000).meta({ description: "Told to the claimant by e-mail." }),
});

export const memberInvite = z.object({
  id: id().meta({ description: "The business." }),
  name: oneLineText("name", 200),
  email: email(),
});
export type MemberInviteInput = z.input<typeof memberInvite>;

export const businessMemberOutput = memberSummary.extend({
  via: z.string().meta({ description: "How access came: `claim` or `invite`." }),
  since: isoInstant(),
  lastSignInAt: isoInstant().nullable(),
});
export type BusinessMemberOutput = z.output<typeof businessMemberOutput>;

export const memberInviteOutput = z.object({ member: businessMemberOutput, inviteUrl: inviteUrlField });

export const businessMemberParams = z.object({ id: id(), memberId: id() });

export const memberOverviewOutput = memberSummary.extend({
  createdAt: isoInstant(),
  lastSignInAt: isoInstant().nullable(),
  businesses: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), via: z.string() })),
  invitedUntil: isoInstant()
    .nullable()
    .meta({ description: "When the newest unused invitation link ends; null: none pending." }),
});
export type MemberOverview = z.output<typeof memberOverviewOutput>;

export const listingChangeOutput = z.object({
  id: z.number().int(),
  createdAt: isoInstant(),
  by: z.string().meta({ description: "The member's name, or `Staff`." }),
  memberId: z.number().int().nullable(),
  fields: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type ListingChangeOutput = z.output<typeof listingChangeOutput>;
