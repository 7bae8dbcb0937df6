// What visitors send in from /events/submit and /directory/join, and the moderation queue staff read
// (docs/decisions/020-public-submissions.md). The entity fields are the admin's own schemas, picked
// down to what a visitor may set: a submission never chooses featured, published or a schedule.
import { z } from "zod";
import { businessInput } from "./business.ts";
import { eventFields } from "./event.ts";
import { email, id, isoInstant, oneLineText, requiredText } from "./fields.ts";
import { imageField } from "./image.ts";

/** A token's life: not accepted before MIN (a person takes longer to fill a form), nor after MAX. */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/**
 * The spam-check fields every submission carries. They are loose on purpose: a missing or odd
 * token, or a filled honeypot, is answered with SPAM_CHECK by the procedure, never with a field
 * error that would tell a bot which field to fix.
 */
const spamCheckFields = {
  formToken: z.string().max(512).optional().meta({ description: "From GET /submissions/token." }),
  url: z
    .string()
    .max(2048)
    .optional()
    .meta({ description: "Honeypot: a person never sees this field, so it must be empty or absent." }),
};

const imageId = () =>
  id()
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: "An uploaded image's id (optional)." });

export const eventSubmissionFields = z.object({
  ...eventFields.pick({ title: true, description: true, category: true, location: true, date: true }).shape,
  organizerName: oneLineText("organizer name", 200),
  organizerEmail: email(),
  website: businessInput.shape.website,
  imageId: imageId(),
});
export type EventSubmissionInput = z.input<typeof eventSubmissionFields>;
export type EventSubmissionData = z.output<typeof eventSubmissionFields>;

export const businessSubmissionFields = z.object({
  ...businessInput.pick({
    name: true,
    description: true,
    category: true,
    address: true,
    phone: true,
    website: true,
    email: true,
  }).shape,
  contactName: oneLineText("contact name", 200),
  contactEmail: email(),
  imageId: imageId(),
});
export type BusinessSubmissionInput = z.input<typeof businessSubmissionFields>;
export type BusinessSubmissionData = z.output<typeof businessSubmissionFields>;

export const eventSubmissionInput = eventSubmissionFields.extend(spamCheckFields);
export const businessSubmissionInput = businessSubmissionFields.extend({
  ...spamCheckFields,
  businessId: id()
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: "The listing this changes; absent for a new listing." }),
});

export const formTokenOutput = z.object({
  token: z.string().meta({ description: "Send it back as `formToken`, from 3 s to 2 h from now, once." }),
});

export const submissionReceipt = z.object({ id: z.number().int(), status: z.literal("pending") });

export const submissionKinds = ["event", "business"] as const;
export const submissionStatuses = ["pending", "approved", "rejected"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const submissionOutput = z.object({
  id: z.number().int(),
  kind: z.enum(submissionKinds),
  status: z.enum(submissionStatuses),
  payload: z
    .record(z.string(), z.unknown())
    .meta({ description: "The fields as sent (event or business fields and the submitter's name and e-mail)." }),
  businessId: z.number().int().nullable(),
  createdAt: isoInstant(),
  decidedAt: isoInstant().nullable(),
  reason: z.string().nullable(),
  resultId: z.number().int().nullable(),
  image: imageField.meta({
    description: "The photo the payload's `imageId` names; a visitor's is shown to staff only until approved.",
  }),
});
export type Submission = z.output<typeof submissionOutput>;

export const submissionListQuery = z.object({
  status: z.enum(submissionStatuses, { error: 'Status must be "pending", "approved" or "rejected"' }).optional(),
  kind: z.enum(submissionKinds, { error: 'Kind must be "event" or "business"' }).optional(),
});

export const submissionApproval = z.object({
  id: id(),
  payload: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: "Staff's edited fields, validated like a visitor's; absent: approve as sent." }),
});

export const submissionRejection = z.object({
  id: id(),
  reason: requiredText("reason", 1000),
});

/** The schema of a kind's payload, for staff edits. */
export const submissionPayloadSchema = {
  event: eventSubmissionFields,
  business: businessSubmissionFields,
} as const;
