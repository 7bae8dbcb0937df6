// A row of links for a list's category filter, looking like toggle buttons. Links, so a filter
// works without JavaScript and a crawler finds every filtered list (docs/product.md §2); the
// chosen one is marked aria-current. Each link goes to the filter's first page.
import { Fragment, type ReactNode } from "react";
import { GroupMarkup } from "./mantine-markup.tsx";

export interface FilterOption<T extends string> {
  label: string;
  value: T;
}

export interface FilterLinksProps<T extends string> {
  label: string;
  options: readonly FilterOption<T>[];
  value: T;
  /** The router link for one option (typed against the route by the caller), marked current or not. */
  renderLink: (option: FilterOption<T>, current: boolean) => ReactNode;
}

export function FilterLinks<T extends string>({ label, options, value, renderLink }: FilterLinksProps<T>) {
  return (
    <GroupMarkup gap="xs" role="group" aria-label={label}>
      {options.map((option) => (
        <Fragment key={option.value}>{renderLink(option, option.value === value)}</Fragment>
      ))}
    </GroupMarkup>
  );
}

/** The look of one filter link: filled when current, outlined otherwise. */
export function filterLinkProps(current: boolean) {
  return {
    variant: current ? "filled" : "default",
    radius: "xl",
    "aria-current": current ? ("page" as const) : undefined,
    // The router marks a link current itself when its search is part of the page's: "All" would
    // be current on every filtered page. Only an exact match counts; `current` decides the rest.
    activeOptions: { exact: true },
    // Filters replace the entry and keep the scroll, as the buttons they were did.
    replace: true,
    resetScroll: false,
  } as const;
}

/** The "All" option first (its own label and value), then one option per name, labelled as named. */
export function optionsWithAll<All extends string, Name extends string>(
  all: FilterOption<All>,
  names: readonly Name[],
): readonly FilterOption<All | Name>[] {
  return [all, ...names.map((name) => ({ label: name, value: name }))];
}
