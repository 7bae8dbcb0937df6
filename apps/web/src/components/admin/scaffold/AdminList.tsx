// Every admin tab's list: its titled section with the actions on the right, then placeholders,
// the error, the empty message or the items, laid out as a grid of cards, a stack, or rows.
import { Card, Stack } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import classes from "../admin.module.css";
import { ListState, type QueryLike } from "./ListState.tsx";
import { SectionHeader } from "./SectionHeader.tsx";

export interface AdminListProps<Item> {
  /** Names the section's heading id: "businesses" → admin-businesses-title. */
  id: string;
  title: string;
  actions?: ReactNode;
  query: QueryLike & { data?: Item[] };
  empty: string;
  /** What failed to load, for the error line ("businesses"). */
  what: string;
  layout: "grid" | "stack" | "compact" | "rows";
  itemKey: (item: Item) => string | number;
  children: (item: Item) => ReactNode;
  /** Shown between the heading and the list (the Pages tab's inline form). */
  before?: ReactNode;
  /** Shown after the list (dialogs). */
  after?: ReactNode;
}

export function AdminList<Item>(props: AdminListProps<Item>) {
  const { id, title, actions, query, empty, what, layout, itemKey, children, before, after } = props;
  const list = query.data ?? [];
  const items = list.map((item) => <Fragment key={itemKey(item)}>{children(item)}</Fragment>);
  return (
    <section aria-labelledby={`admin-${id}-title`}>
      <SectionHeader title={title} titleId={`admin-${id}-title`}>
        {actions}
      </SectionHeader>
      {before}
      <ListState query={query} count={list.length} empty={empty} what={what}>
        {layout === "grid" && <div className={classes.cardGrid}>{items}</div>}
        {layout === "stack" && <Stack gap="md">{items}</Stack>}
        {layout === "compact" && <Stack gap="sm">{items}</Stack>}
        {layout === "rows" && (
          <Card withBorder padding={0} className={classes.rows}>
            {items}
          </Card>
        )}
      </ListState>
      {after}
    </section>
  );
}
