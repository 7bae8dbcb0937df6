// Approving a submission (docs/decisions/020-public-submissions.md): the event or business it
// describes is created, or its change applied to the listing, as the visitor sent it or as staff
// edited it; its photo becomes public, the submitter is told where to find it, and the written
// entity's cached reads are dropped — all in one transaction with the decision.
import type { SubmissionKind } from "@chamber/core";
import {
  type BusinessSubmissionData,
  type EventSubmissionData,
  type SubmissionApproval,
  submissionFields,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { businessJsonData } from "../businesses/business-json.ts";
import { historySelect, recordListingChange } from "../businesses/listing-history.ts";
import type { CachedEntity } from "../cache/cache-keys.ts";
import type { Changes } from "../cache/changes.ts";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { unknownImage } from "../images/image-reference.ts";
import { approvalNotice } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { lockPending } from "./pending-submission.ts";
import { factsOf, storedPayload } from "./store-submission.ts";
import { submissionSelect, toOutput } from "./submission-select.ts";

/** The stored payload validated again as the visitor's was, to approve it as sent. */
function storedFields<K extends SubmissionKind>(kind: K, payload: unknown) {
  const parsed = submissionFields[kind].safeParse(payload);
  if (!parsed.success)
    throw new TRPCError({ code: "BAD_REQUEST", message: "Input validation failed", cause: parsed.error });
  return parsed.data as K extends "event" ? EventSubmissionData : BusinessSubmissionData;
}

/** What approving publishes: the kind's fields, staff's edits or the stored ones. */
type Approved = { kind: "event"; fields: EventSubmissionData } | { kind: "business"; fields: BusinessSubmissionData };

/** Who sent the submission decides, and what listing it changes. */
type Origin = { businessId: number | null; memberId: number | null };

/**
 * Creates the event or business, or applies the change to the listing, in the category the
 * fields name (by name or slug; a 400 listing the allowed ones when the list has no such category).
 * Answers its id and the fields as approved (to keep with the submission).
 */
async function publish(
  ctx: Context,
  tx: Prisma.TransactionClient,
  approved: Approved,
  origin: Origin,
): Promise<{ resultId: number; approved: object }> {
  if (approved.kind === "event") {
    const category = await categoryName(ctx, "event", approved.fields.category);
    const { title, description, location, date, website, cost, imageId, organizerId } = approved.fields;
    await publishImage(tx, imageId);
    // A member's business organizes it, unless the business has gone meanwhile.
    const organizer = organizerId !== null && (await tx.business.count({ where: { id: organizerId } })) > 0;
    const created = await tx.event.create({
      data: {
        title,
        description,
        category,
        location,
        date,
        website,
        cost,
        imageId,
        organizerId: organizer ? organizerId : null,
      },
      select: { id: true },
    });
    return { resultId: created.id, approved: { ...approved.fields, category } };
  }
  const category = await categoryName(ctx, "business", approved.fields.category);
  const { name, description, address, phone, website, email, imageId, hours, social } = approved.fields;
  await publishImage(tx, imageId);
  // A visitor's change without a photo keeps the listing's own; a member's says the whole listing.
  const keepsPhoto = imageId === null && origin.memberId === null;
  const fields = { name, description, category, address, phone, website, email, ...(!keepsPhoto && { imageId }) };
  if (origin.businessId === null) {
    const created = await tx.business.create({
      data: { ...fields, ...businessJsonData({ hours, social }) },
      select: { id: true },
    });
    return { resultId: created.id, approved: { ...approved.fields, category } };
  }
  const before = await tx.business.findUnique({ where: { id: origin.businessId }, select: historySelect });
  if (!before)
    throw new TRPCError({ code: "CONFLICT", message: "The listing this submission changes no longer exists" });
  const data = { ...fields, ...businessJsonData({ hours, social }) };
  await tx.business.update({ where: { id: origin.businessId }, data });
  const after = { ...fields, ...(hours !== undefined && { hours }), ...(social !== undefined && { social }) };
  const now = ctx.now();
  await recordListingChange(tx, { businessId: origin.businessId, memberId: origin.memberId, before, after, now });
  return { resultId: origin.businessId, approved: { ...approved.fields, category } };
}

/**
 * The photo an approved submission names becomes public (a visitor's upload is served to staff
 * only until then). 400 naming `imageId` when staff's edit names an image that does not exist.
 */
export async function publishImage(tx: Prisma.TransactionClient, imageId: number | null) {
  if (imageId === null) return;
  const { count } = await tx.image.updateMany({ where: { id: imageId }, data: { pendingReview: false } });
  if (count === 0) throw unknownImage(imageId);
}

/** Where the published entity is shown: the event's page, the member's listing, or the directory. */
function publicLink(ctx: Context, kind: SubmissionKind, id: number, memberId: number | null) {
  const site = ctx.mail?.publicUrl ?? "";
  if (kind === "event") return `${site}/events/${id}`;
  return memberId === null ? `${site}/directory` : `${site}/account/businesses/${id}`;
}

/** What approving each kind writes. */
const cachedEntity = { event: "events", business: "businesses" } as const satisfies Record<
  SubmissionKind,
  CachedEntity
>;

/** Publishes the pending submission `input.id` and answers it decided, with `resultId`. */
export async function approveSubmission(ctx: Context & { changes: Changes }, input: SubmissionApproval) {
  const now = ctx.now();
  const row = await ctx.prisma.$transaction(async (tx) => {
    const pending = await lockPending(tx, input.id);
    if (input.kind !== undefined && input.kind !== pending.kind)
      throw fieldRefusal("kind", `This is ${pending.kind === "event" ? "an event" : "a business"} submission`);
    const toPublish: Approved =
      input.payload === undefined
        ? pending.kind === "event"
          ? { kind: "event", fields: storedFields("event", pending.payload) }
          : { kind: "business", fields: storedFields("business", pending.payload) }
        : input.kind === "event"
          ? { kind: "event", fields: input.payload }
          : { kind: "business", fields: input.payload };
    const { resultId, approved } = await publish(ctx, tx, toPublish, pending);
    const facts = factsOf(pending.kind, approved, pending.submitterEmail, pending.businessId);
    const link = publicLink(ctx, pending.kind, resultId, pending.memberId);
    await enqueueMail(tx, ctx, approvalNotice(facts, link));
    const decided = await tx.submission.update({
      where: { id: input.id },
      data: { status: "approved", decidedAt: now, resultId, payload: storedPayload(approved) },
      select: submissionSelect,
    });
    return toOutput(tx, decided);
  });
  ctx.mail?.wake?.();
  ctx.changes.add(cachedEntity[row.kind]);
  return row;
}
