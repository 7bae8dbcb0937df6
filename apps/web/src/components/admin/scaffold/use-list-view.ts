// An admin list's search, filters and pages, read from and written to the URL
// (lib/admin/list-search.ts), over the whole admin list already loaded (lib/admin/list-view.ts says
// why on the client). Also shows a saved item to its author: `reveal(saved)` waits for the list to
// hold it, clears the filters that hide it, turns to its page, and highlights it for a moment.
import { useDebouncedCallback } from "@mantine/hooks";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  type AdminListSearch,
  type EventTime,
  type ListStatus,
  parseAdminListSearch,
} from "#web/lib/admin/list-search.ts";
import {
  categoriesOf,
  clampPage,
  countLabel,
  matchesQuery,
  pageCount,
  pageOfIndex,
  pageSlice,
  sameCategory,
} from "#web/lib/admin/list-view.ts";

export interface ListViewConfig<Item> {
  /** The whole admin list, once loaded. */
  items: Item[] | undefined;
  /** When the list last arrived: a reveal acts only on a list loaded after the save. */
  dataUpdatedAt: number;
  itemKey: (item: Item) => string | number;
  noun: { one: string; many: string };
  /** The text the search box looks in. */
  text: (item: Item) => readonly (string | null | undefined)[];
  /**
   * The server's answer to the search in the URL, best first (businesses: the directory's ranking).
   * When given, it comes first, in its order, followed by what the search over `text` finds besides;
   * while it loads, the search over `text` answers alone.
   */
  searched?: Item[] | undefined;
  /** Offered when the list has states to filter by; `statuses` says which. */
  status?: { of: (item: Item, now: Date) => ListStatus; choices: readonly ListStatus[] };
  category?: (item: Item) => string;
  /** The category filter's label and its "all" choice, when it filters by something else (a kind). */
  categoryWords?: { label: string; all: string };
  when?: (item: Item, now: Date) => EventTime;
  pageSize: number;
  /** Offers the compact table on wide screens (businesses and events). */
  table?: boolean;
  /** The URL keys of a second list on one route (the newsletter subscriptions under the messages). */
  keys?: { q: "q" | "subQ"; page: "page" | "subPage" };
}

/**
 * A loaded admin list as useListView takes it, each item known by its id: spread it into the
 * config (`useListView({ ...listById(query), noun, text, pageSize })`).
 */
export function listById<Item extends { id: string | number }>(query: {
  data: Item[] | undefined;
  dataUpdatedAt: number;
}): Pick<ListViewConfig<Item>, "items" | "dataUpdatedAt" | "itemKey"> {
  return { items: query.data, dataUpdatedAt: query.dataUpdatedAt, itemKey: (item) => item.id };
}

interface ListFilters {
  q: string;
  status?: ListStatus;
  category?: string;
  when?: EventTime;
}

/** How long typing pauses before the URL follows the search box. */
const SEARCH_DEBOUNCE_MS = 200;
const HIGHLIGHT_MS = 2500;

export function useListView<Item>(config: ListViewConfig<Item>) {
  const { items, dataUpdatedAt, itemKey, text, status, category, when, pageSize, noun, searched } = config;
  const keys = config.keys ?? { q: "q", page: "page" };
  // Parsed here rather than by the routes' validateSearch, which every public page's first script
  // would carry (docs/decisions/005): the URL is read, and written back, through the same rule.
  const raw = useSearch({ strict: false });
  // One parse per change of the URL: a new object each render would re-run every effect on it.
  const search = useMemo(() => parseAdminListSearch(raw), [raw]);
  const navigate = useNavigate();
  const filters: ListFilters = {
    q: search[keys.q] ?? "",
    status: status ? search.status : undefined,
    category: category ? search.category : undefined,
    when: when ? search.when : undefined,
  };

  const update = (patch: Partial<AdminListSearch>, replace = true) =>
    void navigate({
      to: ".",
      search: (previous: Record<string, unknown>) => ({ ...parseAdminListSearch(previous), ...patch }),
      replace,
      resetScroll: false,
    } as never);

  // The box follows typing at once; the URL (and the filtering) after a pause.
  const [typed, setTyped] = useState(filters.q);
  useEffect(() => {
    setTyped((current) => (current.trim() === filters.q.trim() ? current : filters.q));
  }, [filters.q]);
  const commitQuery = useDebouncedCallback((value: string) => {
    update({ [keys.q]: value.trim() ? value : undefined, [keys.page]: undefined });
  }, SEARCH_DEBOUNCE_MS);

  // "Now" for the statuses, renewed with each load of the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list is the moment to look at the clock again.
  const now = useMemo(() => new Date(), [dataUpdatedAt]);
  const all = items ?? [];
  // The tab's accessors are new functions each render but never change meaning: read them through
  // a ref so the filtering reruns only when the list, the filters or the clock do.
  const accessors = useRef({ text, status, category, when, itemKey });
  accessors.current = { text, status, category, when, itemKey };
  const ranked = filters.q.trim() ? searched : undefined;
  const filtered = useMemo(() => {
    const { text, status, category, when, itemKey } = accessors.current;
    const found = all.filter((item) => matchesQuery(text(item), filters.q));
    // The server's answer first, in its order; then what only the text here holds (a phone number,
    // an address), which the server's search does not look in.
    const answered = ranked ? new Set(ranked.map((item) => itemKey(item))) : undefined;
    const candidates =
      ranked && answered ? [...ranked, ...found.filter((item) => !answered.has(itemKey(item)))] : found;
    return candidates.filter(
      (item) =>
        (!filters.status || status?.of(item, now) === filters.status) &&
        (!filters.category || !category || sameCategory(category(item), filters.category)) &&
        (!filters.when || when?.(item, now) === filters.when),
    );
  }, [all, ranked, filters.q, filters.status, filters.category, filters.when, now]);
  const pages = pageCount(filtered.length, pageSize);
  const page = clampPage(search[keys.page], filtered.length, pageSize);
  const pageItems = useMemo(() => pageSlice(filtered, page, pageSize), [filtered, page, pageSize]);
  const categories = useMemo(() => {
    const { category } = accessors.current;
    return category ? categoriesOf(all.map(category)) : [];
  }, [all]);

  // Showing a saved item: set by `reveal`, done once a list loaded after the save holds it.
  const [pending, setPending] = useState<{ key: string; after: number } | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const filtering = Boolean(filters.q || filters.status || filters.category || filters.when);
  useEffect(() => {
    if (!pending || dataUpdatedAt <= pending.after) return;
    const index = filtered.findIndex((item) => String(itemKey(item)) === pending.key);
    if (index === -1) {
      const inList = all.some((item) => String(itemKey(item)) === pending.key);
      if (inList && filtering) {
        setTyped("");
        update({
          [keys.q]: undefined,
          status: undefined,
          category: undefined,
          when: undefined,
          [keys.page]: undefined,
        });
      } else setPending(null);
      return;
    }
    const target = pageOfIndex(index, pageSize);
    if (target !== page) {
      update({ [keys.page]: target > 1 ? target : undefined });
      return;
    }
    setPending(null);
    setHighlighted(pending.key);
  });
  useEffect(() => {
    if (!highlighted) return;
    const element = document.querySelector(`[data-item-key="${CSS.escape(highlighted)}"]`);
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  return {
    filters,
    typed,
    setTyped: (value: string) => {
      setTyped(value);
      commitQuery(value);
    },
    setFilter: (patch: Partial<Pick<AdminListSearch, "status" | "category" | "when">>) =>
      update({ ...patch, [keys.page]: undefined }),
    clearFilters: () => {
      commitQuery.cancel();
      setTyped("");
      update({ [keys.q]: undefined, status: undefined, category: undefined, when: undefined, [keys.page]: undefined });
    },
    filtering,
    /** Whether the list offers a table, and whether the URL asks for it. */
    hasTable: Boolean(config.table),
    table: Boolean(config.table) && search.display === "table",
    setTable: (on: boolean) => update({ display: on ? "table" : undefined }),
    statusChoices: status?.choices,
    categories: category ? categories : undefined,
    categoryWords: config.categoryWords,
    hasWhen: Boolean(when),
    countText: countLabel(filtered.length, all.length, noun),
    total: all.length,
    shown: filtered.length,
    noun,
    page,
    pages,
    /** Turning the page is a step of its own in the history: Back returns to the page before. */
    setPage: (next: number) => update({ [keys.page]: next > 1 ? next : undefined }, false),
    pageItems,
    itemKey,
    highlighted,
    /** Shows a just-saved item (the create or update answer) once the list holds it. */
    reveal: (saved: unknown) => {
      if (!saved || typeof saved !== "object") return;
      setPending({ key: String(itemKey(saved as Item)), after: dataUpdatedAt });
    },
  };
}

export type ListView<Item> = ReturnType<typeof useListView<Item>>;
