// /events' URL search (?category=Festival&page=2), so a filtered list and each of its pages can be
// shared and followed as links.
import type { EventDayRange, EventWhen } from "@chamber/core";
import { parsePageNumber } from "#web/components/ui/page-number.ts";
import { isDay, isMonth } from "./month.ts";

/** Events an events page shows: 12 fills whole rows of one, two or three cards, and stays short on a phone. */
export const EVENTS_PAGE_SIZE = 12;

export interface EventsSearch {
  /** An event category's name; checked against the list when the page reads it. */
  category?: string;
  /**
   * Only upcoming or only past events, or the events of today, this weekend or the next 7 days
   * (site days); absent: upcoming first, then past.
   */
  when?: EventWhen | EventDayRange;
  /** A range of site days ("YYYY-MM-DD"), from the date range form; a named `when` wins over it. */
  from?: string;
  to?: string;
  /** The month view instead of the list, of `month` ("YYYY-MM"; absent: this month). */
  view?: "month";
  month?: string;
  /** "each": every date of a repeating event; absent: a series once, by its next date. */
  series?: "each";
  /** From 2 up; the first page has no `page`. */
  page?: number;
}

// Written out rather than imported: this module is in every page's first script.
const whens = ["upcoming", "past", "today", "weekend", "week"];

/**
 * An unknown category in a hand-edited URL falls back to all events instead of an error (the page
 * checks it against the list: categoryFilter in lib/categories.ts). Every key
 * is always returned (possibly undefined): the router merges this result over the raw search, so a
 * missing key would let the raw value through.
 */
export function validateEventsSearch(search: Record<string, unknown>): EventsSearch {
  return {
    category: typeof search.category === "string" ? search.category.trim().slice(0, 100) || undefined : undefined,
    when:
      typeof search.when === "string" && whens.includes(search.when)
        ? (search.when as EventsSearch["when"])
        : undefined,
    ...dayRange(search.from, search.to),
    view: search.view === "month" ? "month" : undefined,
    series: search.series === "each" ? "each" : undefined,
    month: isMonth(search.month) ? search.month : undefined,
    page: parsePageNumber(search.page),
  };
}

/** A hand-typed range in the wrong order is read the right way round rather than as an error. */
function dayRange(from: unknown, to: unknown): { from: string | undefined; to: string | undefined } {
  const first = isDay(from) ? from : undefined;
  const last = isDay(to) ? to : undefined;
  return first && last && last < first ? { from: last, to: first } : { from: first, to: last };
}
