// The list page a URL asks for (?page=2) and the page links around it. Page 1 is the URL without
// `page`, so every list has one address per page and the first page keeps its plain address.

/** Far beyond any real list; a bigger number in a hand-edited URL reads as page 1. */
const MAX_PAGE = 100_000;

/** `?page=` as a page number from 2 up; anything else (1, 0, -3, "two", 2.5) is page 1: undefined. */
export function parsePageNumber(raw: unknown): number | undefined {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d+$/.test(text)) return undefined;
  const page = Number(text);
  return page >= 2 && page <= MAX_PAGE ? page : undefined;
}

/** How many pages `total` rows fill, `size` a page; an empty list still has its one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page numbers to link, with "gap" where numbers are left out: always the first and last,
 * and the current page with its neighbours (1 … 4 5 6 … 20), so the row stays short on a phone.
 */
export function pageWindow(current: number, count: number): Array<number | "gap"> {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  // A gap of exactly one page shows that page instead of "…".
  if (shown.has(3) && !shown.has(2)) shown.add(2);
  if (shown.has(count - 2) && !shown.has(count - 1)) shown.add(count - 1);
  const pages = [...shown].sort((a, b) => a - b);
  const window: Array<number | "gap"> = [];
  for (const [index, page] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) window.push("gap");
    window.push(page);
  }
  return window;
}
