// What visitors send in from /events/submit and /directory/join, and the moderation queue staff read
// (docs/decisions/020-public-submissions.md). The entity fields are the admin's own schemas, picked
// down to what a visitor may set: a submission never chooses featured, published or a schedule.
import { z } from "zod";
import { businessDetailKeys, businessInput } from "../businesses/business.ts";
import { hours, social } from "../businesses/hours.ts";
import { eventFields } from "../events/event.ts";
import { email, id, isoInstant, oneLineText, requiredText } from "../fields/fields.ts";
import { imageField } from "../images/image.ts";
import { listPaging } from "../paging/list-paging.ts";
import { submissionKinds, submissionStatuses } from "./submission-kinds.ts";

/**
 * The spam-check fields every submission carries. They are loose on purpose: a missing or odd
 * token, or a filled honeypot, is answered with SPAM_CHECK by the procedure, never with a field
 * error that would tell a bot which field to fix.
 */
export const spamCheckFields = {
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
  ...eventFields.pick({
    title: true,
    description: true,
    category: true,
    location: true,
    date: true,
    website: true,
    cost: true,
  }).shape,
  organizerName: oneLineText("organizer name", 200),
  organizerEmail: email(),
  imageId: imageId(),
  organizerId: id()
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: "The directory business that organizes it: set by a member's submission, or by staff." }),
});
export type EventSubmissionInput = z.input<typeof eventSubmissionFields>;
export type EventSubmissionData = z.output<typeof eventSubmissionFields>;

export const businessSubmissionFields = z.object({
  ...businessInput.pick(businessDetailKeys).shape,
  contactName: oneLineText("contact name", 200),
  contactEmail: email(),
  imageId: imageId(),
  // A member's change carries the listing's hours and links (null: none); absent keeps the listing's.
  hours: hours.nullish(),
  social: social.nullish(),
});
export type BusinessSubmissionInput = z.input<typeof businessSubmissionFields>;
export type BusinessSubmissionData = z.output<typeof businessSubmissionFields>;

/** A visitor names no organizer: only a member's submission (or staff) ties an event to a business. */
export const eventSubmissionInput = eventSubmissionFields.omit({ organizerId: true }).extend(spamCheckFields);
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

/**
 * A payload as stored (JSON: the start as ISO text) and answered to staff. It was validated when it
 * was sent, by the kind's fields above (an event's website was accepted before events kept it).
 */
export const eventSubmissionPayload = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string().meta({ description: "An event category's name (GET /categories?kind=event)." }),
  location: z.string(),
  date: z.string().meta({ description: "The start, an ISO 8601 instant." }),
  website: z.string().nullable(),
  cost: z
    .string()
    .nullish()
    .meta({ description: "What it costs, as the organizer wrote it (absent before events kept it)." }),
  organizerName: z.string(),
  organizerEmail: z.string(),
  imageId: z.number().int().nullable(),
  organizerId: z.number().int().nullish().meta({ description: "The organizing business, for a member's event." }),
});
export type EventSubmissionPayload = z.output<typeof eventSubmissionPayload>;

export const businessSubmissionPayload = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string().meta({ description: "A business category's name (GET /categories?kind=business)." }),
  address: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  imageId: z.number().int().nullable(),
  hours: hours.nullish(),
  social: social.nullish(),
});
export type BusinessSubmissionPayload = z.output<typeof businessSubmissionPayload>;

const submissionOutputFields = {
  id: z.number().int(),
  status: z.enum(submissionStatuses),
  businessId: z.number().int().nullable(),
  createdAt: isoInstant(),
  decidedAt: isoInstant().nullable(),
  reason: z.string().nullable(),
  resultId: z.number().int().nullable(),
  image: imageField.meta({
    description: "The photo the payload's `imageId` names; a visitor's is shown to staff only until approved.",
  }),
};

/** A submission as staff read it: its payload's fields are the ones its `kind` says. */
export const submissionOutput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("event"), payload: eventSubmissionPayload, ...submissionOutputFields }),
  z.object({ kind: z.literal("business"), payload: businessSubmissionPayload, ...submissionOutputFields }),
]);
export type Submission = z.output<typeof submissionOutput>;

export const submissionListQuery = z.object({
  status: z.enum(submissionStatuses, { error: 'Status must be "pending", "approved" or "rejected"' }).optional(),
  kind: z.enum(submissionKinds, { error: 'Kind must be "event" or "business"' }).optional(),
  ...listPaging,
});

const payloadFields = { event: eventSubmissionFields, business: businessSubmissionFields } as const;

/**
 * Approving, optionally with staff's edits: `kind` says which fields `payload` holds (and must be the
 * submission's own; without a payload it may be left out), and the edits are validated like a visitor's, each refusal naming its field as
 * a visitor's would. The answer is a union on `kind`, so the approval reads typed fields.
 */
export const submissionApproval = z
  .object({
    id: id(),
    kind: z
      .enum(submissionKinds, { error: 'Kind must be "event" or "business"' })
      .optional()
      .meta({ description: "The submission's kind: which fields `payload` holds. Required with `payload`." }),
    payload: z.record(z.string(), z.unknown()).optional().meta({
      description:
        "Staff's edited fields, those of POST /submissions/events or /submissions/businesses as `kind` says, validated the same way; absent: approve as sent.",
    }),
  })
  .transform((value, context) => {
    if (value.payload === undefined) return { id: value.id, kind: value.kind, payload: undefined };
    if (value.kind === undefined) {
      context.addIssue({
        code: "custom",
        path: ["kind"],
        message: "Kind is required with a payload",
        input: undefined,
      });
      return z.NEVER;
    }
    const parsed = payloadFields[value.kind].safeParse(value.payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, input: undefined } as z.core.$ZodRawIssue);
      return z.NEVER;
    }
    return value.kind === "event"
      ? { id: value.id, kind: "event" as const, payload: parsed.data as EventSubmissionData }
      : { id: value.id, kind: "business" as const, payload: parsed.data as BusinessSubmissionData };
  });
export type SubmissionApproval = z.output<typeof submissionApproval>;

/** A stored payload read with its kind's schema. */
export const submissionPayload = { event: eventSubmissionPayload, business: businessSubmissionPayload } as const;
/** A stored payload validated again (approving as sent) with its kind's fields. */
export const submissionFields = payloadFields;

export const submissionRejection = z.object({
  id: id(),
  reason: requiredText("reason", 1000),
});
