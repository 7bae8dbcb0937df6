// /jobs' and /deals' URL search (?category=Dining&type=part-time&remote=yes&posted=7&page=2), so a
// filtered list and each of its pages can be shared, survive a reload and be followed as links.
// One parser for both lists: it is in every page's first script (a route's validateSearch is),
// and the deals' search is the jobs' without its job filters. Unknown values read as "any".
import { parsePageNumber } from "#web/components/ui/page-number.ts";

/** Posts a list page shows: 12 fills whole rows of one, two or three cards. */
export const POSTS_PAGE_SIZE = 12;

/** How recent a job's posting may be, in days, as /jobs offers it. */
const postedWithinDays = [1, 7, 30] as const;
export type PostedWithin = (typeof postedWithinDays)[number];

export interface PostsSearch {
  /** A business category's name; checked against the list when the page reads it. */
  category?: string;
  /** Jobs only: an employment type's value, checked by the page against the known types. */
  type?: string;
  /** Jobs only: remote jobs alone. */
  remote?: "yes";
  /** Jobs only: posted within the last 1, 7 or 30 days. */
  posted?: PostedWithin;
  /** From 2 up; the first page has no `page`. */
  page?: number;
}

const text = (raw: unknown, max: number) =>
  typeof raw === "string" ? raw.trim().slice(0, max) || undefined : undefined;

/** Every key is always returned (possibly undefined): the router merges this over the raw search. */
export function validatePostsSearch(raw: Record<string, unknown>): PostsSearch {
  const posted = Number(raw.posted);
  return {
    category: text(raw.category, 100),
    type: text(raw.type, 40),
    remote: raw.remote === "yes" ? "yes" : undefined,
    posted: (postedWithinDays as readonly number[]).includes(posted) ? (posted as PostedWithin) : undefined,
    page: parsePageNumber(raw.page),
  };
}
