// Public submissions and their moderation (docs/decisions/020-public-submissions.md). A visitor's
// event or listing is stored as a pending Submission and shown nowhere public; staff approve it
// (which creates the event or business, or applies the change to the listing) or reject it.
import {
  type BusinessSubmissionData,
  businessSubmissionInput,
  type EventSubmissionData,
  eventSubmissionInput,
  formTokenOutput,
  idParam,
  type SubmissionKind,
  submissionApproval,
  submissionFields,
  submissionListQuery,
  submissionOutput,
  submissionPayload,
  submissionReceipt,
  submissionRejection,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { CachedEntity } from "../cache-keys.ts";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../field-refusal.ts";
import { checkImageId, imageSelect, unknownImage } from "../images/image-reference.ts";
import { approvalNotice, rejectionNotice, type SubmissionFacts, submissionNotice } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { limitPerClient } from "../rate-limit/middleware.ts";
import { checkSpamFields, issueFormToken, spendFormToken } from "../submissions/form-token.ts";
import { adminProcedure, notFound, publicProcedure, router, writeProcedure } from "../trpc.ts";

const submissionSelect = {
  id: true,
  kind: true,
  status: true,
  payload: true,
  businessId: true,
  createdAt: true,
  decidedAt: true,
  reason: true,
  resultId: true,
} satisfies Prisma.SubmissionSelect;

type Row = Prisma.SubmissionGetPayload<{ select: typeof submissionSelect }>;
/** A submission as answered, before the output schema turns its dates into text. */
type Answer = z.input<typeof submissionOutput>;

/** The image a payload names, if any (staff's edits are validated only on approval). */
const payloadImageId = (payload: unknown): number | null => {
  const value = (payload as { imageId?: unknown } | null)?.imageId;
  return typeof value === "number" && Number.isInteger(value) ? value : null;
};

/**
 * The submissions as the admin reads them: the payload read with its kind's fields (it was
 * validated by them when it was stored), and the photo it names, still under review or not, so
 * staff see what they approve.
 */
async function toOutputs(db: Prisma.TransactionClient, rows: Row[]): Promise<Answer[]> {
  const ids = [...new Set(rows.flatMap((row) => payloadImageId(row.payload) ?? []))];
  const images =
    ids.length === 0 ? [] : await db.image.findMany({ where: { id: { in: ids } }, select: imageSelect.select });
  const byId = new Map(images.map((image) => [image.id, image]));
  return rows.map((row) => {
    const image = byId.get(payloadImageId(row.payload) ?? 0) ?? null;
    return row.kind === "event"
      ? { ...row, image, kind: "event", payload: submissionPayload.event.parse(row.payload) }
      : { ...row, image, kind: "business", payload: submissionPayload.business.parse(row.payload) };
  });
}

async function toOutput(db: Prisma.TransactionClient, row: Row) {
  const [output] = await toOutputs(db, [row]);
  return output as NonNullable<typeof output>;
}

const tags = ["submissions"];

/** Event and listing submissions share one count: 5 an hour per client. */
const limited = publicProcedure.use(limitPerClient("submissions", "submissions"));

/** What is stored of a validated payload: JSON (dates as ISO text), without the spam-check fields. */
const storedPayload = (fields: object) => JSON.parse(JSON.stringify(fields)) as Prisma.InputJsonObject;

interface NewSubmission {
  kind: SubmissionKind;
  spam: { formToken?: string | undefined; url?: string | undefined };
  payload: EventSubmissionData | BusinessSubmissionData;
  submitterEmail: string;
  businessId?: number | null;
}

/** What the messages about a submission say of it, read from its payload. */
function factsOf(
  kind: SubmissionKind,
  payload: unknown,
  submitterEmail: string,
  businessId: number | null,
): SubmissionFacts {
  const fields = (payload ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : "");
  return kind === "event"
    ? { kind, title: text("title"), submitterName: text("organizerName"), submitterEmail, change: false }
    : { kind, title: text("name"), submitterName: text("contactName"), submitterEmail, change: businessId !== null };
}

/** Checks the spam fields, then spends the token and stores the submission in one transaction. */
async function storeSubmission(ctx: Context, submission: NewSubmission) {
  const now = ctx.now();
  const nonce = await checkSpamFields(ctx.prisma, submission.spam, now);
  await checkImageId(ctx, payloadImageId(submission.payload));
  const category = await categoryName(ctx, submission.kind, submission.payload.category);
  if (submission.businessId != null) {
    const exists = await ctx.prisma.business.count({ where: { id: submission.businessId } });
    if (!exists) throw notFound("Business");
  }
  const row = await ctx.prisma.$transaction(async (tx) => {
    await spendFormToken(tx, nonce, now);
    const created = await tx.submission.create({
      data: {
        kind: submission.kind,
        payload: storedPayload({ ...submission.payload, category }),
        businessId: submission.businessId ?? null,
        submitterEmail: submission.submitterEmail,
        createdAt: now,
      },
      select: { id: true },
    });
    const facts = factsOf(
      submission.kind,
      submission.payload,
      submission.submitterEmail,
      submission.businessId ?? null,
    );
    await enqueueMail(tx, ctx, submissionNotice(facts, ctx.mail?.publicUrl ?? ""));
    return created;
  });
  ctx.mail?.wake?.();
  return { id: row.id, status: "pending" as const };
}

/** The pending submission `id`, locked for this transaction; 404 if none, 409 if already decided. */
async function lockPending(tx: Prisma.TransactionClient, id: number) {
  await tx.$executeRaw`SELECT 1 FROM "Submission" WHERE "id" = ${id} FOR UPDATE`;
  const row = await tx.submission.findUnique({ where: { id } });
  if (!row) throw notFound("Submission");
  if (row.status !== "pending")
    throw new TRPCError({ code: "CONFLICT", message: `This submission was already ${row.status}` });
  return row;
}

/** The stored payload validated again as the visitor's was, to approve it as sent. */
function storedFields<K extends SubmissionKind>(kind: K, payload: unknown) {
  const parsed = submissionFields[kind].safeParse(payload);
  if (!parsed.success)
    throw new TRPCError({ code: "BAD_REQUEST", message: "Input validation failed", cause: parsed.error });
  return parsed.data as K extends "event" ? EventSubmissionData : BusinessSubmissionData;
}

/** What approving publishes: the kind's fields, staff's edits or the stored ones. */
type Approved = { kind: "event"; fields: EventSubmissionData } | { kind: "business"; fields: BusinessSubmissionData };

/**
 * Creates the event or business, or applies the change to the listing, in the category the
 * fields name (by name or slug; a 400 listing the allowed ones when the list has no such category).
 * Answers its id and the fields as approved (to keep with the submission).
 */
async function publish(
  ctx: Context,
  tx: Prisma.TransactionClient,
  approved: Approved,
  businessId: number | null,
): Promise<{ resultId: number; approved: object }> {
  if (approved.kind === "event") {
    const category = await categoryName(ctx, "event", approved.fields.category);
    const { title, description, location, date, website, imageId } = approved.fields;
    await publishImage(tx, imageId);
    const created = await tx.event.create({
      data: { title, description, category, location, date, website, imageId },
      select: { id: true },
    });
    return { resultId: created.id, approved: { ...approved.fields, category } };
  }
  const category = await categoryName(ctx, "business", approved.fields.category);
  const { name, description, address, phone, website, email, imageId } = approved.fields;
  await publishImage(tx, imageId);
  // A change without a photo keeps the listing's own; a new listing may have none.
  const fields = { name, description, category, address, phone, website, email, ...(imageId !== null && { imageId }) };
  if (businessId === null) {
    const created = await tx.business.create({ data: fields, select: { id: true } });
    return { resultId: created.id, approved: { ...approved.fields, category } };
  }
  const changed = await tx.business.updateMany({ where: { id: businessId }, data: fields });
  if (changed.count === 0)
    throw new TRPCError({ code: "CONFLICT", message: "The listing this submission changes no longer exists" });
  return { resultId: businessId, approved: { ...approved.fields, category } };
}

/**
 * The photo an approved submission names becomes public (a visitor's upload is served to staff
 * only until then). 400 naming `imageId` when staff's edit names an image that does not exist.
 */
async function publishImage(tx: Prisma.TransactionClient, imageId: number | null) {
  if (imageId === null) return;
  const { count } = await tx.image.updateMany({ where: { id: imageId }, data: { pendingReview: false } });
  if (count === 0) throw unknownImage(imageId);
}

/** Where the published entity is shown: the event's page, or the directory (listings have no page). */
const publicLink = (ctx: Context, kind: SubmissionKind, id: number) =>
  kind === "event" ? `${ctx.mail?.publicUrl ?? ""}/events/${id}` : `${ctx.mail?.publicUrl ?? ""}/directory`;

/** What approving each kind writes. */
const cachedEntity = { event: "events", business: "businesses" } as const satisfies Record<
  SubmissionKind,
  CachedEntity
>;

export const submissionRouter = router({
  token: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/submissions/token",
        tags,
        protect: false,
        summary: "A token for one public submission",
        description:
          "Send it back as `formToken` with one submission, from 3 seconds to 2 hours after it was issued. It is accepted once.",
      },
    })
    .input(z.object({}))
    .output(formTokenOutput)
    .query(async ({ ctx }) => ({ token: await issueFormToken(ctx.prisma, ctx.now()) })),

  submitEvent: limited
    .meta({
      openapi: {
        method: "POST",
        path: "/submissions/events",
        tags,
        protect: false,
        summary: "Submit an event for the calendar",
        description:
          "Answers 202: the event is shown only once staff approve it. 400 with code `SPAM_CHECK` (nothing stored) for a missing, early, expired or reused `formToken`, or a filled `url`. Rate-limited: 5 submissions an hour per client.",
        successDescription: "Received; waiting for staff",
      },
    })
    .input(eventSubmissionInput)
    .output(submissionReceipt)
    .mutation(({ ctx, input: { formToken, url, ...payload } }) =>
      storeSubmission(ctx, {
        kind: "event",
        spam: { formToken, url },
        payload,
        submitterEmail: payload.organizerEmail,
      }),
    ),

  submitBusiness: limited
    .meta({
      openapi: {
        method: "POST",
        path: "/submissions/businesses",
        tags,
        protect: false,
        summary: "Submit a new listing, or a change to one",
        description:
          "With `businessId`, a change to that listing (404 if there is none); without, a new listing. Answers 202: nothing is shown until staff approve it. 400 with code `SPAM_CHECK` (nothing stored) for a missing, early, expired or reused `formToken`, or a filled `url`. Rate-limited: 5 submissions an hour per client.",
        successDescription: "Received; waiting for staff",
      },
    })
    .input(businessSubmissionInput)
    .output(submissionReceipt)
    .mutation(({ ctx, input: { formToken, url, businessId, ...payload } }) =>
      storeSubmission(ctx, {
        kind: "business",
        spam: { formToken, url },
        payload,
        businessId,
        submitterEmail: payload.contactEmail,
      }),
    ),

  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/submissions",
        tags,
        protect: true,
        summary: "Submissions, oldest first",
        description: "`status` (pending, approved, rejected) and `kind` (event, business) narrow the list.",
      },
    })
    .input(submissionListQuery)
    .output(z.array(submissionOutput))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.submission.findMany({
        where: { status: input.status, kind: input.kind },
        select: submissionSelect,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return toOutputs(ctx.prisma, rows);
    }),

  byId: adminProcedure
    .meta({
      openapi: { method: "GET", path: "/submissions/{id}", tags, protect: true, summary: "One submission" },
    })
    .input(idParam)
    .output(submissionOutput)
    .query(async ({ ctx, input }) => {
      const row = await ctx.prisma.submission.findUnique({ where: { id: input.id }, select: submissionSelect });
      if (!row) throw notFound("Submission");
      return toOutput(ctx.prisma, row);
    }),

  approve: writeProcedure()
    .meta({
      openapi: {
        method: "POST",
        path: "/submissions/{id}/approve",
        tags,
        protect: true,
        summary: "Approve a submission",
        description:
          "Publishes it: creates the event or business, or applies the change to the listing, and answers the submission with `resultId`. `kind` names the submission's kind (required with `payload`; another kind is a 400 naming `kind`). `payload`, if given, replaces what the visitor sent (the fields of `kind`, validated the same way; its `category` a name or slug of that kind's list). 409 when it was already decided, or when the listing it changes was deleted.",
      },
    })
    .input(submissionApproval)
    .output(submissionOutput)
    .mutation(async ({ ctx, input }) => {
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
        const { resultId, approved } = await publish(ctx, tx, toPublish, pending.businessId);
        const facts = factsOf(pending.kind, approved, pending.submitterEmail, pending.businessId);
        await enqueueMail(tx, ctx, approvalNotice(facts, publicLink(ctx, pending.kind, resultId)));
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
    }),

  reject: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/submissions/{id}/reject",
        tags,
        protect: true,
        summary: "Reject a submission",
        description: "`reason` is kept with it (and told to the submitter). 409 when it was already decided.",
      },
    })
    .input(submissionRejection)
    .output(submissionOutput)
    .mutation(({ ctx, input }) =>
      ctx.prisma
        .$transaction(async (tx) => {
          const pending = await lockPending(tx, input.id);
          const facts = factsOf(pending.kind, pending.payload, pending.submitterEmail, pending.businessId);
          await enqueueMail(tx, ctx, rejectionNotice(facts, input.reason));
          const decided = await tx.submission.update({
            where: { id: input.id },
            data: { status: "rejected", decidedAt: ctx.now(), reason: input.reason },
            select: submissionSelect,
          });
          return toOutput(tx, decided);
        })
        .then((row) => {
          ctx.mail?.wake?.();
          return row;
        }),
    ),
});

/** The procedures whose REST answer is 202 Accepted (the work waits for a person). */
export const acceptedProcedures: ReadonlySet<string> = new Set(["submission.submitEvent", "submission.submitBusiness"]);
