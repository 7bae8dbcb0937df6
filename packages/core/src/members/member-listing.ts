// A member's own listings at /account (GET and PUT /api/account/businesses): what a member may
// change of a listing — every public field, never the flags or the schedule, which stay the
// staff's — what they read back (the listing, its pending change, the last decision, its history),
// and the event they send with their business as organizer.
import { z } from "zod";
import { businessInput, businessOutput } from "../businesses/business.ts";
import { hours, social } from "../businesses/hours.ts";
import { email, id, isoInstant, oneLineText } from "../fields/fields.ts";
import { eventSubmissionFields } from "../submissions/submission.ts";

/** The listing's public fields; `featured`, `published`, `publishedAt` and `unlistAt` are dropped if sent. */
export const memberListingFields = businessInput
  .omit({ featured: true, published: true, publishedAt: true, unlistAt: true })
  .extend({
    hours: hours
      .nullish()
      .transform((value) => value ?? null)
      .meta({ description: "Opening hours; null or absent: none given." }),
    social: social
      .nullish()
      .transform((value) => value ?? null)
      .meta({ description: "Social profile links (https); null or absent: none." }),
  });
export type MemberListingInput = z.input<typeof memberListingFields>;
export type MemberListingData = z.output<typeof memberListingFields>;

/** PUT /api/account/businesses/{id}: the whole listing as it should read. */
export const memberListingUpdate = memberListingFields.extend({ id: id() });

/** The listing as its member reads it: the public business with its page's slug, hours and links. */
export const memberListing = businessOutput.extend({
  slug: z.string(),
  hours: hours.nullable(),
  social: social.nullable(),
});

const fieldChanges = z
  .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
  .meta({ description: "Each changed field's published value (`from`) and the new one (`to`)." });

export const listingHistoryEntry = z.object({
  at: isoInstant(),
  by: z.string().nullable().meta({ description: "The member's name; null: the chamber's staff." }),
  changes: fieldChanges,
});

export const accountBusiness = z.object({
  listing: memberListing,
  via: z.string().meta({ description: 'How the member got access: "claim" or "invite".' }),
  pendingChange: z
    .object({
      id: z.number().int(),
      sentAt: isoInstant(),
      by: z.string().meta({ description: "The member who sent it." }),
      changes: fieldChanges,
    })
    .nullable()
    .meta({ description: "A member's change waiting for staff; a new change replaces it." }),
  lastDecision: z
    .object({
      status: z.enum(["approved", "rejected"]),
      decidedAt: isoInstant(),
      reason: z.string().nullable().meta({ description: "Why staff refused it." }),
    })
    .nullable()
    .meta({ description: "Staff's latest decision on a member's change to this listing." }),
  history: z.array(listingHistoryEntry).meta({ description: "The latest 20 changes published, newest first." }),
});
export type AccountBusiness = z.output<typeof accountBusiness>;

export const accountListingSaved = accountBusiness.extend({
  status: z
    .enum(["published", "pending"])
    .meta({ description: "`published` (HTTP 200): the listing shows it now; `pending` (202): it waits for staff." }),
});
export type AccountListingSaved = z.output<typeof accountListingSaved>;

/** POST /api/account/businesses/{id}/events: the public event form's fields; the organizer defaults to the member. */
export const memberEventInput = eventSubmissionFields
  .omit({ organizerName: true, organizerEmail: true, organizerId: true })
  .extend({
    id: id().meta({ description: "The member's business, the event's organizer." }),
    organizerName: oneLineText("organizer name", 200).optional(),
    organizerEmail: email().optional(),
  });
export type MemberEventInput = z.input<typeof memberEventInput>;
