// What changed in a listing, field by field: the history staff and members read
// (ListingChange.changes is `{ field: { from, to } }`) and the pending change a member sees beside
// the published listing. A helper without zod, so the pages can use it too.

export interface FieldChange {
  from: unknown;
  to: unknown;
}

export type ListingDiff = Record<string, FieldChange>;

/** JSON with its keys sorted, so two equal objects compare equal whatever order they were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * The fields of `after` whose value differs from `before`'s (undefined in `after`: not given, so
 * not changed; null and absent count as the same).
 */
export function listingDiff(before: Record<string, unknown>, after: Record<string, unknown>): ListingDiff {
  const diff: ListingDiff = {};
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field] ?? null;
    if (canonical(from) !== canonical(to)) diff[field] = { from, to };
  }
  return diff;
}
