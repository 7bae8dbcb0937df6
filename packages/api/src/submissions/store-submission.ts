// A visitor's submission stored: the spam fields checked, the form token spent, the row written
// pending and staff told, in one transaction (docs/decisions/020-public-submissions.md).
import type { SubmissionKind } from "@chamber/core";
import type { BusinessSubmissionData, EventSubmissionData } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { checkImageId } from "../images/image-reference.ts";
import { type SubmissionFacts, submissionNotice } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { notFound } from "../trpc.ts";
import { checkSpamFields, spendFormToken } from "./form-token.ts";
import { payloadImageId } from "./submission-select.ts";

/** What is stored of a validated payload: JSON (dates as ISO text), without the spam-check fields. */
export const storedPayload = (fields: object) => JSON.parse(JSON.stringify(fields)) as Prisma.InputJsonObject;

interface NewSubmission {
  kind: SubmissionKind;
  /** Null: a signed-in member's, which needs no spam check. */
  spam: { formToken?: string | undefined; url?: string | undefined } | null;
  payload: EventSubmissionData | BusinessSubmissionData;
  submitterEmail: string;
  businessId?: number | null;
  memberId?: number | null;
}

/** What the messages about a submission say of it, read from its payload. */
export function factsOf(
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
export async function storeSubmission(ctx: Context, submission: NewSubmission) {
  const now = ctx.now();
  const nonce = submission.spam && (await checkSpamFields(ctx.prisma, submission.spam, now));
  await checkImageId(ctx, payloadImageId(submission.payload));
  const category = await categoryName(ctx, submission.kind, submission.payload.category);
  if (submission.businessId != null) {
    const exists = await ctx.prisma.business.count({ where: { id: submission.businessId } });
    if (!exists) throw notFound("Business");
  }
  const row = await ctx.prisma.$transaction(async (tx) => {
    if (nonce) await spendFormToken(tx, nonce, now);
    const created = await tx.submission.create({
      data: {
        kind: submission.kind,
        memberId: submission.memberId ?? null,
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
