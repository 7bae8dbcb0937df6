// A member's change to their own listing (PUT /api/account/businesses/{id}). The site setting
// `members.changesNeedApproval` decides its way: on (the default), it is stored as a listing-change
// Submission that staff approve or refuse in the existing queue, old beside new — a newer change
// replaces the one still waiting; off, it is published at once. Either way what was published is
// kept in the listing's history (ListingChange) with the member's id.
import { businessSubmissionFields, type memberListingUpdate } from "@chamber/core/schemas";
import type { z } from "zod";
import type { SignedInMember } from "../auth/authenticate.ts";
import { businessJsonData } from "../businesses/business-json.ts";
import { historySelect, recordListingChange } from "../businesses/listing-history.ts";
import type { Changes } from "../cache/changes.ts";
import type { Context } from "../context.ts";
import { listingFields } from "../listings/listing-fields.ts";
import { submissionNotice } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { memberSettings } from "../settings/member-settings.ts";
import { factsOf, storedPayload } from "../submissions/store-submission.ts";
import { publishImage } from "../submissions/submission-approval.ts";
import { notFound } from "../trpc.ts";

type MemberContext = Context & { member: SignedInMember; changes: Changes };

/** 404 unless the member has access to the business (another member's looks like none at all). */
export async function checkOwnBusiness(ctx: Context & { member: SignedInMember }, businessId: number) {
  const access = await ctx.prisma.businessMember.count({ where: { businessId, memberId: ctx.member.id } });
  if (!access) throw notFound("Business");
}

/** Publishes or submits the member's listing; answers which it did. */
export async function saveMemberListing(
  ctx: MemberContext,
  { id, ...fields }: z.output<typeof memberListingUpdate>,
): Promise<"published" | "pending"> {
  await checkOwnBusiness(ctx, id);
  const data = await listingFields(ctx, "business", fields);
  const now = ctx.now();
  const current = await ctx.prisma.business.findUnique({ where: { id }, select: historySelect });
  if (!current) throw notFound("Business");
  // Omitted keeps the photo; the stored change says the whole listing, so approving it keeps it too.
  const listing = { ...data, imageId: data.imageId === undefined ? current.imageId : data.imageId };

  if ((await memberSettings(ctx)).changesNeedApproval) {
    // Checked as staff's approval will check it, so what waits can be approved as sent.
    const payload = storedPayload(
      businessSubmissionFields.parse({ ...listing, contactName: ctx.member.name, contactEmail: ctx.member.email }),
    );
    await ctx.prisma.$transaction(async (tx) => {
      const waiting = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "Submission"
        WHERE "kind" = 'business' AND "status" = 'pending' AND "businessId" = ${id} AND "memberId" IS NOT NULL
        ORDER BY "createdAt" DESC, "id" DESC
        FOR UPDATE`;
      const row = { payload, memberId: ctx.member.id, submitterEmail: ctx.member.email, createdAt: now };
      const [latest, ...older] = waiting;
      if (latest) await tx.submission.update({ where: { id: latest.id }, data: row });
      else await tx.submission.create({ data: { kind: "business", businessId: id, ...row } });
      if (older.length > 0) await tx.submission.deleteMany({ where: { id: { in: older.map((one) => one.id) } } });
      const facts = factsOf("business", payload, ctx.member.email, id);
      await enqueueMail(tx, ctx, submissionNotice(facts, ctx.mail?.publicUrl ?? ""));
    });
    ctx.mail?.wake?.();
    return "pending";
  }

  await ctx.prisma.$transaction(async (tx) => {
    await publishImage(tx, listing.imageId);
    const before = await tx.business.findUniqueOrThrow({ where: { id }, select: historySelect });
    const { hours, social, ...columns } = listing;
    await tx.business.update({ where: { id }, data: { ...columns, ...businessJsonData({ hours, social }) } });
    await recordListingChange(tx, { businessId: id, memberId: ctx.member.id, before, after: listing, now });
  });
  ctx.changes.add("businesses");
  return "published";
}
