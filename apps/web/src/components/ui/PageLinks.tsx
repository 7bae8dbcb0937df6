// The page links under a long list: Previous, the page numbers (first, last, the current one and
// its neighbours) and Next, as real links inside a labelled navigation landmark, so a visitor
// without JavaScript and a crawler reach every page. The current page is aria-current. On a phone
// a long list's row wraps, keeping the order the links are read and focused in.
import { Fragment, type ReactNode } from "react";
import { GroupMarkup, TextMarkup } from "./mantine-markup.tsx";
import { pageCount, pageWindow } from "./page-window.ts";

export interface PageLinksProps {
  /** The landmark's name, e.g. "Business directory pages". */
  label: string;
  page: number;
  count: number;
  /**
   * The router link to one page, typed against the route by the caller: its search with `page`
   * (undefined for the first page, which has none in its address), `props` spread on a ButtonLink.
   */
  renderLink: (link: { page: number | undefined; props: ReturnType<typeof pageLinkProps> }) => ReactNode;
}

export function PageLinks({ label, page, count, renderLink }: PageLinksProps) {
  if (count <= 1 && page <= 1) return null;
  const last = Math.min(page - 1, count);
  const link = (to: number, current: boolean, children: string, label: string) =>
    renderLink({ page: to === 1 ? undefined : to, props: pageLinkProps(current, children, label) });
  return (
    <nav aria-label={label}>
      <GroupMarkup gap={6} justify="center" wrap="wrap">
        {page > 1 ? link(last, false, "Previous", "Previous page") : null}
        {pageWindow(Math.min(page, count), count).map((entry, index) =>
          entry === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <TextMarkup key={`gap-${index}`} size={null} color="gray.7" px={4} aria-hidden="true">
              …
            </TextMarkup>
          ) : (
            <Fragment key={entry}>{link(entry, entry === page, String(entry), `Page ${entry}`)}</Fragment>
          ),
        )}
        {page < count ? <Fragment key="next">{link(page + 1, false, "Next", "Next page")}</Fragment> : null}
      </GroupMarkup>
    </nav>
  );
}

/**
 * How many pages a list of `total` fills, and, for a page asked for past its end (an old link to a
 * list that has since shrunk), what the page says instead of rows: `noun` as in "No events on page 3".
 */
export function pagedList(total: number, page: number, size: number, noun: string) {
  const pages = pageCount(total, size);
  const pastTheEnd =
    total > 0 && page > pages
      ? `No ${noun} on page ${page}: this list has ${pages === 1 ? "1 page" : `${pages} pages`}.`
      : null;
  return { pages, pastTheEnd };
}

/** One page link's text, name and look: filled when current. */
function pageLinkProps(current: boolean, children: string, label: string) {
  return {
    children,
    "aria-label": label,
    variant: current ? "filled" : "default",
    size: "sm",
    radius: "md",
    miw: 44,
    px: "sm",
    "aria-current": current ? ("page" as const) : undefined,
    // The router marks a link current itself when its search is part of the page's (page 1's link
    // has no `page`, so it would be current on every page): only an exact match counts.
    activeOptions: { exact: true },
  } as const;
}
