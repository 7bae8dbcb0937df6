// The one visibility rule every public read obeys (docs/architecture.md §4).

export interface Schedulable {
  published: boolean | null;
  publishedAt: Date | null;
  unlistAt: Date | null;
}

/**
 * A business or event is visible when it is published, its publishedAt is absent or not after
 * `now`, and its unlistAt is absent or after `now`. At the exact instant publishedAt it shows;
 * at the exact instant unlistAt it is gone.
 */
export function isVisible(item: Schedulable, now: Date): boolean {
  if (item.published !== true) return false;
  if (item.publishedAt && item.publishedAt.getTime() > now.getTime()) return false;
  if (item.unlistAt && item.unlistAt.getTime() <= now.getTime()) return false;
  return true;
}

/** The same rule as a Prisma `where` clause, so the database filters exactly as isVisible does. */
export function visibleWhere(now: Date) {
  return {
    published: true,
    AND: [
      { OR: [{ publishedAt: null }, { publishedAt: { lte: now } }] },
      { OR: [{ unlistAt: null }, { unlistAt: { gt: now } }] },
    ],
  };
}

/** An event is Upcoming while its date is later than now (docs/product.md §4), otherwise Past. */
export const isUpcoming = (date: Date, now: Date) => date.getTime() > now.getTime();
