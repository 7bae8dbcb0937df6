// The business list as the list procedures read it (GET /api/businesses, with or without a page,
// searched or not, and the directory's listPage): one page statement (business-page.ts) for every
// shape of the list, its rows shaped once (business-list-item.ts) with where a search matched, and
// kept in the read cache unless the caller sees hidden rows.
import { businessMatcher, searchWords } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { cacheKey } from "../cache/cache-keys.ts";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { seesHidden } from "../trpc.ts";
import { withBusinessJson } from "./business-json.ts";
import { businessListItem as listItem } from "./business-list-item.ts";
import { readBusinessPage } from "./business-page.ts";
import { businessSelect } from "./business-select.ts";
import { openBusinessIds, openSetKey } from "./open-now.ts";

type ListInput = { category?: string; search?: string; openNow?: boolean; scope?: "public" | "all" };

/** `limit` rows of the list from `offset` (to the end when `limit` is undefined) and the list's size. */
export async function loadPage(ctx: Context, input: ListInput, limit: number | undefined, offset: number) {
  const all = seesHidden(ctx, input.scope);
  const category = input.category ? await categoryName(ctx, "business", input.category) : undefined;
  // Open now: the ids open at this instant (open-now.ts), which also key the cached page.
  const openIds = input.openNow ? await openBusinessIds(ctx, category, all) : undefined;
  const load = async () => {
    const words = input.search ? searchWords(input.search) : [];
    const search = input.search && words.length > 0 ? { text: input.search, words } : undefined;
    // The page statement joins the photos itself (business-page.ts); the other columns are the select's.
    const { image: _image, photos: _photos, ...columns } = businessSelect;
    type Row = Prisma.BusinessGetPayload<{ select: typeof columns }>;
    const { rows, total } = await readBusinessPage<Row>(
      ctx.db,
      {
        search,
        category,
        ids: openIds,
        visibleAt: all ? undefined : ctx.now(),
        limit,
        offset,
      },
      columns,
    );
    const match = search && businessMatcher(words);
    const items = rows.map((row) => listItem(withBusinessJson(row), match ? match(row) : undefined));
    return { items, total, limit: limit ?? items.length, offset };
  };
  const open = openIds && openSetKey(openIds);
  return all ? load() : ctx.cache.get(cacheKey.businesses.page(category, input.search, limit, offset, open), load);
}
