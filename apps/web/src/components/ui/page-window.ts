// The arithmetic of the page links under a list (PageLinks.tsx): how many pages a list fills and
// which numbers to link. Apart from page-number.ts, which the first script carries.

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
