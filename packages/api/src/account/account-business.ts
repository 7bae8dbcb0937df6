// A member's businesses as their account reads them (GET /api/account/businesses): each listing
// with its hours and links, the change of a member waiting for staff (old beside new), staff's
// latest decision on one, and the listing's recent history. Only businesses the member has access
// to (BusinessMember) are ever read: another's answers 404, as if it did not exist.
import { type ListingDiff, listingDiff } from "@chamber/core";
import { type accountBusiness as accountBusinessOutput, hours, social } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { z } from "zod";
import { businessSelect } from "../businesses/business-select.ts";
import { historySelect, historyValues } from "../businesses/listing-history.ts";
import type { Context } from "../context.ts";
import { notFound } from "../trpc.ts";

/** The listing as its member reads it: the public columns, its slug, and what the history follows. */
const accountListingSelect = { ...businessSelect, ...historySelect, slug: true } satisfies Prisma.BusinessSelect;
type AccountListingRow = Prisma.BusinessGetPayload<{ select: typeof accountListingSelect }>;

/** A stored JSON value read with its schema; one that no longer reads is shown as none. */
function readJson<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A member's change to a listing, as opposed to a visitor's submitted one. */
const memberChangeOf = (businessId: number) =>
  ({ kind: "business", businessId, memberId: { not: null } }) satisfies Prisma.SubmissionWhereInput;

/** The answer's own shape before the output schema turns dates into text. */
type Answer = z.input<typeof accountBusinessOutput>;

async function describe(ctx: Context, via: string, row: AccountListingRow): Promise<Answer> {
  const [pending, decided, changes] = await Promise.all([
    ctx.prisma.submission.findFirst({
      where: { ...memberChangeOf(row.id), status: "pending" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, payload: true, createdAt: true, member: { select: { name: true } } },
    }),
    ctx.prisma.submission.findFirst({
      where: { ...memberChangeOf(row.id), status: { in: ["approved", "rejected"] } },
      orderBy: [{ decidedAt: "desc" }, { id: "desc" }],
      select: { status: true, decidedAt: true, reason: true },
    }),
    ctx.prisma.listingChange.findMany({
      where: { businessId: row.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 20,
      select: { createdAt: true, changes: true, member: { select: { name: true } } },
    }),
  ]);
  const listing = { ...row, hours: readJson(hours, row.hours), social: readJson(social, row.social) };
  return {
    listing,
    via,
    pendingChange: pending && {
      id: pending.id,
      sentAt: pending.createdAt,
      by: pending.member?.name ?? "",
      changes: listingDiff(historyValues(listing), historyValues(pending.payload as object)),
    },
    lastDecision:
      decided?.decidedAt && decided.status !== "pending"
        ? { status: decided.status, decidedAt: decided.decidedAt, reason: decided.reason }
        : null,
    history: changes.map((change) => ({
      at: change.createdAt,
      by: change.member?.name ?? null,
      changes: change.changes as unknown as ListingDiff,
    })),
  };
}

/** The member's businesses, by name; with `businessId`, that one only (none if it is not theirs). */
export async function accountBusinesses(ctx: Context, memberId: number, businessId?: number): Promise<Answer[]> {
  const memberships = await ctx.prisma.businessMember.findMany({
    where: { memberId, ...(businessId !== undefined && { businessId }) },
    select: { via: true, business: { select: accountListingSelect } },
    orderBy: [{ business: { name: "asc" } }, { businessId: "asc" }],
  });
  return Promise.all(memberships.map(({ via, business }) => describe(ctx, via, business)));
}

/** One of the member's businesses; 404 when it does not exist or is not theirs. */
export async function accountBusiness(ctx: Context, memberId: number, businessId: number): Promise<Answer> {
  const [found] = await accountBusinesses(ctx, memberId, businessId);
  if (!found) throw notFound("Business");
  return found;
}
