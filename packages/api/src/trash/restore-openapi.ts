// How every restore procedure reads in the API reference: the same promise (the row back unchanged
// within the undo window, 404 after it) said once, so the window's length is quoted from trash.ts.
import type { OpenApiMeta } from "trpc-to-openapi";
import { UNDO_WINDOW_MS } from "./trash.ts";

/** The `openapi` meta of POST `path` restoring `thing` ("a business"), with what more it does. */
export const restoreOpenapi = (path: `/${string}`, tags: string[], thing: string, more?: string) =>
  ({
    method: "POST",
    path,
    tags,
    protect: true,
    summary: `Undo deleting ${thing}`,
    description: `Puts back, unchanged, ${thing} deleted less than ${UNDO_WINDOW_MS / 1000} s ago; 404 after that.${more ? ` ${more}` : ""}`,
  }) satisfies OpenApiMeta["openapi"];
