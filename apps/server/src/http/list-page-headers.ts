// The headers of a paged REST list (docs/decisions/033-rest-list-paging.md): `X-Total-Count`, the
// rows its filters match, and `Link: <…>; rel="next"` — this request's own address (root-relative)
// with the next page's cursor in place of its own — while there is a next page.
import type { ListPageNote } from "@chamber/api";

/** The headers for the list page `note` describes, asked for at `url` (the request's original URL); none when unpaged. */
export function listPageHeaders(note: ListPageNote | undefined, url: string): Record<string, string> {
  if (!note || note.total === null) return {};
  const headers: Record<string, string> = { "x-total-count": String(note.total) };
  if (note.nextCursor !== null) {
    const next = new URL(url, "http://origin.invalid");
    next.searchParams.set("cursor", note.nextCursor);
    headers.link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return headers;
}

/** The paging headers a kept answer carries with it, so a response-cache hit answers them too. */
export const LIST_PAGE_HEADERS = ["x-total-count", "link"] as const;
