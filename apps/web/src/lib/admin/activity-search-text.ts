// The Activity view's filters as the route keeps them: their text only. The router runs a route's
// `validateSearch` from the first script every page loads, so this module imports nothing; the
// view checks the text (activity-search.ts's parseActivitySearch) in its own chunk.
import type { ActivitySearch } from "./activity-search.ts";

/** The URL's filters as text, before `parseActivitySearch` checks them. */
type RawActivitySearch = Partial<Record<keyof ActivitySearch, string>>;

const SEARCH_KEYS = ["actor", "entity", "entityId", "action", "from", "to"] as const;

/**
 * The route's `validateSearch`: only the filters' text, nothing checked. The router runs it from
 * the first script, so the check and the lists it needs load with the view (ActivityTab), which
 * parses what this keeps.
 */
export function activitySearchText(search: Record<string, unknown>): RawActivitySearch {
  const kept: RawActivitySearch = {};
  for (const key of SEARCH_KEYS) {
    const value = search[key];
    if (typeof value === "string" || typeof value === "number") kept[key] = String(value);
  }
  return kept;
}
