// A listing's history (ListingChange): every published change to its public fields, by a member
// (memberId) or by staff (null), as `{ field: { from, to } }` of the fields that changed. Written in
// the transaction of the change itself: by the staff's update, a member's change published at once,
// and the approval of a submitted change.
import { type ListingDiff, listingDiff } from "@chamber/core";
import type { Prisma } from "@chamber/db";

/** The public fields a listing's history follows: those a member may change. */
const historyFields = [
  ...(["name", "description", "category", "address", "phone", "website", "email"] as const),
  ...(["imageId", "hours", "social"] as const),
];

export const historySelect = Object.fromEntries(historyFields.map((field) => [field, true])) as {
  [field in (typeof historyFields)[number]]: true;
} satisfies Prisma.BusinessSelect;

/** The history's fields of `values` (a row, a payload, a write's data); the others are left out. */
export function historyValues(values: object): Record<string, unknown> {
  const record = values as Record<string, unknown>;
  return Object.fromEntries(
    historyFields
      .filter((field) => field in record)
      // No social links are stored as null or written as {}: the same listing either way.
      .map((field) => [field, field === "social" ? (record[field] ?? {}) : record[field]]),
  );
}

/** Records what `after` changed of `before` (nothing when nothing changed) and answers it. */
export async function recordListingChange(
  tx: Prisma.TransactionClient,
  change: { businessId: number; memberId: number | null; before: object; after: object; now: Date },
): Promise<ListingDiff> {
  const diff = listingDiff(historyValues(change.before), historyValues(change.after));
  if (Object.keys(diff).length > 0) {
    await tx.listingChange.create({
      data: {
        businessId: change.businessId,
        memberId: change.memberId,
        changes: JSON.parse(JSON.stringify(diff)) as Prisma.InputJsonObject,
        createdAt: change.now,
      },
    });
  }
  return diff;
}

/** Records many staff changes at once (an import, or its undo) in one statement; unchanged ones are left out. */
export async function recordListingChanges(
  tx: Prisma.TransactionClient,
  changes: readonly { businessId: number; before: object; after: object }[],
  now: Date,
): Promise<void> {
  const rows = changes.flatMap(({ businessId, before, after }) => {
    const diff = listingDiff(historyValues(before), historyValues(after));
    return Object.keys(diff).length > 0 ? [{ businessId, diff: JSON.stringify(diff) }] : [];
  });
  if (rows.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO "ListingChange" ("businessId", "memberId", "changes", "createdAt")
    SELECT t."businessId", NULL, t."changes"::jsonb, ${now}
    FROM unnest(${rows.map((row) => row.businessId)}::int[], ${rows.map((row) => row.diff)}::text[]) AS t("businessId", "changes")`;
}
