// /events' URL search (?category=Festival), so a filtered list can be shared.
import { type EventFilter, eventFilters } from "@chamber/core";

export interface EventsSearch {
  category?: EventFilter;
}

/**
 * An unknown category in a hand-edited URL falls back to all events instead of an error. The key
 * is always returned (possibly undefined): the router merges this result over the raw search, so a
 * missing key would let the raw value through.
 */
export function validateEventsSearch(search: Record<string, unknown>): EventsSearch {
  return { category: eventFilters.find((filter) => filter === search.category) };
}
