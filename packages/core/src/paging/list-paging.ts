// Paging of the REST lists (docs/decisions/033-rest-list-paging.md): `limit` rows at a time,
// `cursor` from the previous page's `Link` header, and `updatedSince` for what changed after an
// instant. Merged into every list's query; without any of them a list answers as it always did.
import { z } from "zod";
import { dateTime } from "../fields/fields.ts";

/** The most rows one page of a REST list answers. */
export const MAX_LIST_LIMIT = 200;

/** What a cursor looks like: base64url, as the server writes it. Its content is checked on use. */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

export const listPaging = {
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MAX_LIST_LIMIT, `Limit must be at most ${MAX_LIST_LIMIT}`)
    .optional()
    .meta({ description: `Rows per page, 1–${MAX_LIST_LIMIT}; without it the answer runs to the end of the list.` }),
  cursor: z
    .string()
    .max(500, "Cursor is not one this list gave")
    .regex(CURSOR_PATTERN, "Cursor is not one this list gave")
    .optional()
    .meta({ description: 'Where the page starts: copied from the previous answer\'s `Link: <…>; rel="next"` header.' }),
  updatedSince: dateTime("updatedSince").optional().meta({
    description:
      "Only the rows changed after this instant (ISO 8601 with its offset), oldest change first; the list's own order and filters apply otherwise.",
  }),
};

/** The three keys of a REST list's paging, as a procedure reads them. */
export interface ListPagingInput {
  limit?: number | undefined;
  cursor?: string | undefined;
  updatedSince?: Date | undefined;
}

/** A list's query with nothing but its paging. */
export const listPagingQuery = z.object(listPaging);
