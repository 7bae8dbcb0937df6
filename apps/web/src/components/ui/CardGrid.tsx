// A list of cards as the public pages show it (docs/product.md §4, §9): placeholders while it loads,
// the empty message when it has nothing, otherwise the cards, one column on phones, two on
// tablets, three on large screens.
import type { ReactNode } from "react";
import { CardGridSkeleton } from "./CardGridSkeleton.tsx";
import { EmptyState } from "./EmptyState.tsx";
import { SimpleGridMarkup } from "./layout-markup.tsx";

/** What a card drawn in a CardGrid (or a home page row) takes besides its item. */
export interface GridCardProps {
  /** h2 on a list page, h3 under a home page section's h2. */
  headingOrder?: 2 | 3;
  /** In the first row of the page: its photo is fetched at once (see Photo). */
  priority?: boolean;
}

export interface CardGridProps<Item> {
  query: { isPending: boolean; data?: Item[] };
  /** How many placeholders stand in while the list loads. */
  placeholders: number;
  empty: string;
  /** Shown above the cards once there are some (the directory's result count). */
  header?: (items: Item[]) => ReactNode;
  /** One card, with its key; `index` is its place on the page (the first row leads the page). */
  children: (item: Item, index: number) => ReactNode;
}

export function CardGrid<Item>({ query, placeholders, empty, header, children }: CardGridProps<Item>) {
  if (query.isPending) return <CardGridSkeleton count={placeholders} />;
  if (!query.data?.length) return <EmptyState message={empty} />;
  return (
    <>
      {header?.(query.data)}
      <SimpleGridMarkup cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {query.data.map(children)}
      </SimpleGridMarkup>
    </>
  );
}
