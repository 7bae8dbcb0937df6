// What an admin list shows, kept in the URL (`/admin/businesses?q=oak&status=draft&page=3`) so a
// reload, the Back button or a shared link keeps it. The list reads and writes its search through
// `parseAdminListSearch` (components/admin/scaffold/use-list-view.ts), not the routes'
// validateSearch, which would put it in every public page's first script: anything unknown or
// malformed is dropped, never an error, and the defaults (no filter, page 1) are left out so a
// plain tab keeps a plain URL.

export const listStatuses = ["published", "draft", "scheduled", "unlisted"] as const;
/** A contact message's: waiting for staff, or handled. */
export const messageStatuses = ["waiting", "handled"] as const;
/** A member's deal or job: waiting for staff, refused, or (approved) scheduled, live or ended. */
const postStatuses = ["pending", "refused", "scheduled", "live", "ended"] as const;
export type ListStatus =
  | (typeof listStatuses)[number]
  | (typeof messageStatuses)[number]
  | (typeof postStatuses)[number];

const eventTimes = ["upcoming", "past"] as const;
export type EventTime = (typeof eventTimes)[number];

export interface AdminListSearch {
  /** Words to find in the item's text. */
  q?: string;
  status?: ListStatus;
  category?: string;
  /** Events only: upcoming or past. */
  when?: EventTime;
  /** 1-based; absent for the first page. */
  page?: number;
  /** The compact table instead of cards, on a wide screen (businesses and events). */
  display?: "table";
  /** The Messages tab's second list, the newsletter subscriptions: its own search and page. */
  subQ?: string;
  subPage?: number;
}

/** The longest search kept: longer text is cut, not refused. */
const MAX_TEXT = 200;

function text(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const kept = String(value).slice(0, MAX_TEXT);
  return kept.trim() ? kept : undefined;
}

function pageNumber(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number > 1 && number <= 1_000_000 ? number : undefined;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Keeps what is valid of a URL's search, drops the rest and the defaults. */
export function parseAdminListSearch(search: Record<string, unknown>): AdminListSearch {
  const parsed: AdminListSearch = {
    q: text(search.q),
    status: oneOf([...listStatuses, ...messageStatuses, ...postStatuses], search.status),
    category: text(search.category),
    when: oneOf(eventTimes, search.when),
    page: pageNumber(search.page),
    display: search.display === "table" ? "table" : undefined,
    subQ: text(search.subQ),
    subPage: pageNumber(search.subPage),
  };
  for (const key of Object.keys(parsed) as (keyof AdminListSearch)[]) {
    if (parsed[key] === undefined) delete parsed[key];
  }
  return parsed;
}
