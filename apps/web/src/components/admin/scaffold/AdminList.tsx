// Every admin tab's list: its titled section with the actions on the right, then placeholders,
// the error, the empty message or the items, laid out as a grid of cards, a stack, or rows. Through
// its `view` (use-list-view.ts) it has the search, filters and count above, draws only the
// current page, highlights a just-saved item and turns pages below.
import { Button, Card, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminTable, type AdminTableProps } from "./AdminTable.tsx";
import { ListPager } from "./ListPager.tsx";
import { ListState, type QueryLike } from "./ListState.tsx";
import { ListToolbar } from "./ListToolbar.tsx";
import { SectionHeader } from "./SectionHeader.tsx";
import { SavedItemContext } from "./saved-item.ts";
import type { ListView } from "./use-list-view.ts";

export interface AdminListProps<Item> {
  /** Names the section's heading id: "businesses" → admin-businesses-title. */
  id: string;
  title: string;
  actions?: ReactNode;
  query: QueryLike & { data?: Item[] };
  /** What the list holds, for the error line and the empty one ("businesses"). */
  what: string;
  /** Said when the list is empty: "No <what> yet." unless given. */
  empty?: string;
  layout: "grid" | "stack" | "compact" | "rows";
  /** What keys an item; the view's unless given. */
  itemKey?: (item: Item) => string | number;
  children: (item: Item) => ReactNode;
  /** Search, filters and pages. */
  view: ListView<Item>;
  /** The compact table shown instead of the cards on a wide screen when the URL asks for it. */
  table?: Pick<AdminTableProps<Item>, "caption" | "columns" | "actions">;
  /** Shown between the heading and the list (the Pages tab's inline form). */
  before?: ReactNode;
  /** Shown after the list (dialogs). */
  after?: ReactNode;
}

export function AdminList<Item>(props: AdminListProps<Item>) {
  const {
    id,
    title,
    actions,
    query,
    what,
    empty = `No ${what} yet.`,
    layout,
    children,
    view,
    table,
    before,
    after,
  } = props;
  const itemKey = props.itemKey ?? view.itemKey;
  // Cards stay on phones whatever the URL says.
  const wide = useMediaQuery("(min-width: 48em)");
  const asTable = Boolean(table && view.table && wide);
  const list = view.pageItems;
  const items = list.map((item) => {
    const key = String(itemKey(item));
    return (
      <div
        key={key}
        data-item-key={key}
        className={view.highlighted === key ? `${classes.item} ${classes.highlighted}` : classes.item}
      >
        {children(item)}
      </div>
    );
  });
  const titleId = `admin-${id}-title`;
  const nothingMatches = view.total > 0 && view.shown === 0;
  return (
    <SavedItemContext.Provider value={view.reveal}>
      <section aria-labelledby={titleId}>
        <SectionHeader title={title} titleId={titleId}>
          {actions}
        </SectionHeader>
        {before}
        {query.data && query.data.length > 0 && <ListToolbar view={view} />}
        <ListState query={query} count={query.data?.length ?? 0} empty={empty} what={what}>
          {nothingMatches ? (
            <Stack align="center" gap="xs" py="lg">
              <Text c="dimmed">No {view.noun.many} match the search and filters.</Text>
              <Button variant="light" size="xs" onClick={view.clearFilters}>
                Clear search and filters
              </Button>
            </Stack>
          ) : (
            <>
              {asTable && table && (
                <AdminTable {...table} items={view.pageItems} itemKey={itemKey} highlighted={view.highlighted} />
              )}
              {!asTable && layout === "grid" && <div className={classes.cardGrid}>{items}</div>}
              {layout === "stack" && <Stack gap="md">{items}</Stack>}
              {layout === "compact" && <Stack gap="sm">{items}</Stack>}
              {layout === "rows" && (
                <Card withBorder padding={0} className={classes.rows}>
                  {items}
                </Card>
              )}
            </>
          )}
        </ListState>
        <ListPager view={view} topId={titleId} />
        {after}
      </section>
    </SavedItemContext.Provider>
  );
}
