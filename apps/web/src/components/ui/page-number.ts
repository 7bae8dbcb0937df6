// The list page a URL asks for (?page=2): page 1 is the URL without `page`, so every list has one
// address per page and the first page keeps its plain address. The lists' search rules read it in
// the first script; the page links' arithmetic is in page-window.ts, with the pager.

/** Far beyond any real list; a bigger number in a hand-edited URL reads as page 1. */
const MAX_PAGE = 100_000;

/** `?page=` as a page number from 2 up; anything else (1, 0, -3, "two", 2.5) is page 1: undefined. */
export function parsePageNumber(raw: unknown): number | undefined {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d+$/.test(text)) return undefined;
  const page = Number(text);
  return page >= 2 && page <= MAX_PAGE ? page : undefined;
}
