// Route loaders wait for the data their page shows, so the server renders the page whole (and a
// client-side navigation shows it whole). An item the API says is not there becomes the route's
// not-found: its own "Not Found" view, with status 404 in the server's answer.
import { notFound } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";

/** The API's "no such item", and its refusal of an id or slug that cannot name one. */
export function isMissing(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === "NOT_FOUND" || code === "BAD_REQUEST";
}

/** Awaits a loader's read; a missing item throws the route's notFound(). */
export async function ensureOrNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) throw notFound();
    throw error;
  }
}
