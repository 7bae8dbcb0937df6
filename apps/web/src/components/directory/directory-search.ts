// /directory's URL search (?search=coffee&category=Dining&open=now&page=2): the text, the category,
// the "Open now" filter and the page a result was found on, so it can be shared, survives a reload
// and is a link a crawler follows.
// The category is checked against the list when the page reads it (a name no longer in it shows all).
import { parsePageNumber } from "#web/components/ui/page-number.ts";

/** Businesses a directory page shows: 24 fills whole rows of one, two or three cards. */
export const DIRECTORY_PAGE_SIZE = 24;

export interface DirectorySearch {
  search?: string;
  category?: string;
  /** "now": only the businesses open at this moment (their hours, in the site's zone). */
  open?: "now";
  /** From 2 up; the first page has no `page`. */
  page?: number;
}

/** Every key is always returned (possibly undefined): the router merges this over the raw search. */
export function validateDirectorySearch(raw: Record<string, unknown>): DirectorySearch {
  const search = typeof raw.search === "string" ? raw.search.trim().slice(0, 200) : "";
  const category = typeof raw.category === "string" ? raw.category.trim().slice(0, 100) : "";
  return {
    search: search || undefined,
    category: category || undefined,
    open: raw.open === "now" ? "now" : undefined,
    page: parsePageNumber(raw.page),
  };
}
