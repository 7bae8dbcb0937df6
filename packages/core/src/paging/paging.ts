// One page of a long list (docs/product.md §7): `limit` rows from `offset`. The REST lists take both
// as optional query parameters and answer the plain full list without them; the web app asks for a
// page and its total (`listPage`) so /directory and /events stay small with thousands of rows.
import { z } from "zod";
import { MAX_PAGE_LIMIT } from "./page-limit.ts";

export const pageLimit = () =>
  z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MAX_PAGE_LIMIT, `Limit must be at most ${MAX_PAGE_LIMIT}`);

export const pageOffset = () =>
  z.coerce
    .number({ error: "Offset must be a number" })
    .int("Offset must be a whole number")
    .min(0, "Offset must be at least 0")
    .max(2_147_483_647, "Offset is too large");

/** Optional paging of a REST list: without either key the whole list is answered. */
export const optionalPaging = {
  limit: pageLimit().optional(),
  offset: pageOffset().optional(),
};

/** Paging of a page read: a limit is always applied. */
export const requiredPaging = {
  limit: pageLimit().default(20),
  offset: pageOffset().default(0),
};

/** A page of a list with the number of rows the whole list holds. */
export const listPageOutput = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });

export interface ListPage<Item> {
  items: Item[];
  total: number;
  limit: number;
  offset: number;
}
