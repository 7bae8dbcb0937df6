// The opaque cursor of a paged REST list (docs/decisions/033-rest-list-paging.md): base64url of a
// small JSON tuple. In the list's own order it names the last row answered and where the next page
// began (the row may be gone by then); in the order of change (`updatedSince`) it is the keyset
// (change instant, id) of the last row answered.
import { TRPCError } from "@trpc/server";
import { z } from "zod";

export type RowId = number | string;

export type ListCursor =
  | { order: "list"; id: RowId; next: number }
  | { order: "changed"; id: RowId; changedAt: number };

const rowId = z.union([z.number().int(), z.string().max(200)]);
const cursorTuple = z.union([
  z.tuple([z.literal("l"), rowId, z.number().int().min(0)]),
  z.tuple([z.literal("c"), rowId, z.number().int()]),
]);

export const badCursor = () =>
  new TRPCError({ code: "BAD_REQUEST", message: "Cursor is not one this list gave: start again without it" });

export function encodeCursor(cursor: ListCursor): string {
  const tuple = cursor.order === "list" ? ["l", cursor.id, cursor.next] : ["c", cursor.id, cursor.changedAt];
  return Buffer.from(JSON.stringify(tuple)).toString("base64url");
}

/** The cursor `text` names; 400 for anything this server did not write. */
export function decodeCursor(text: string): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const tuple = cursorTuple.safeParse(parsed);
  if (!tuple.success) throw badCursor();
  const [kind, id, value] = tuple.data;
  return kind === "l" ? { order: "list", id, next: value } : { order: "changed", id, changedAt: value };
}
