// How route loaders read their page's data. On the server the read is awaited, so the first
// response carries the page whole, and an item the API says is not there becomes the route's
// not-found (its own "Not Found" view, status 404). In the browser it is started and not awaited:
// a client-side navigation shows the next page at once, with its placeholders while the data
// comes (docs/product.md §4), and the page's own query shows the not-found state.
import { notFound } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";

const onServer = typeof document === "undefined";

/** The API's "no such item", and its refusal of an id or slug that cannot name one. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === "NOT_FOUND" || code === "BAD_REQUEST";
}

export async function loadPageData(...reads: Promise<unknown>[]): Promise<void> {
  if (!onServer) {
    for (const read of reads) read.catch(() => {});
    return;
  }
  try {
    await Promise.all(reads);
  } catch (error) {
    if (isMissing(error)) throw notFound();
    throw error;
  }
}

/** A route's id segment as a row id; one that cannot name a row ("abc", "0", "1.5") is null, not found without asking the API. */
export function routeId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
