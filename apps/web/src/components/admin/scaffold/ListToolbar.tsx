// Above an admin list: the search box, the filters that fit the list (status, category, upcoming
// or past) and the count ("12 of 253 businesses"), all kept in the URL by use-list-view.ts.
import { Button, Group, SegmentedControl, Select, Text, TextInput } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { IconSearch } from "#web/components/ui/icons.ts";
import type { EventTime, ListStatus } from "#web/lib/admin/list-search.ts";
import type { ListView } from "./use-list-view.ts";

const statusLabels: Record<ListStatus, string> = {
  published: "Published",
  draft: "Draft",
  scheduled: "Scheduled",
  unlisted: "Unlisted",
  waiting: "Waiting",
  handled: "Handled",
  pending: "Awaiting approval",
  refused: "Refused",
  live: "Live",
  ended: "Ended",
};

const ALL = "all";

export function ListToolbar<Item>({ view }: { view: ListView<Item> }) {
  const { filters, noun } = view;
  return (
    <div className={classes.toolbar}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          className={classes.search}
          type="search"
          label={`Search ${noun.many}`}
          placeholder="Type to search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={view.typed}
          onChange={(event) => view.setTyped(event.currentTarget.value)}
        />
        {view.statusChoices && (
          <Select
            className={classes.filter}
            label="Status"
            allowDeselect={false}
            value={filters.status ?? ALL}
            data={[
              { value: ALL, label: "All statuses" },
              ...view.statusChoices.map((status) => ({ value: status, label: statusLabels[status] })),
            ]}
            onChange={(value) => view.setFilter({ status: value === ALL ? undefined : (value as ListStatus) })}
          />
        )}
        {view.categories && (
          <Select
            className={classes.filter}
            label={view.categoryWords?.label ?? "Category"}
            allowDeselect={false}
            searchable
            value={
              filters.category
                ? (view.categories.find((c) => c.toLowerCase() === filters.category?.toLowerCase()) ?? filters.category)
                : ALL
            }
            data={[
              { value: ALL, label: view.categoryWords?.all ?? "All categories" },
              // Stored categories are often lower case ("retail"); the cards show them capitalised.
              ...view.categories.map((c) => ({ value: c, label: `${c.charAt(0).toUpperCase()}${c.slice(1)}` })),
            ]}
            onChange={(value) => view.setFilter({ category: value === ALL ? undefined : (value ?? undefined) })}
          />
        )}
        {view.hasTable && (
          // Cards stay on phones: the choice is only offered where a table fits.
          <SegmentedControl
            visibleFrom="sm"
            aria-label="Show as"
            value={view.table ? "table" : "cards"}
            data={[
              { value: "cards", label: "Cards" },
              { value: "table", label: "Table" },
            ]}
            onChange={(value) => view.setTable(value === "table")}
          />
        )}
        {view.hasWhen && (
          <SegmentedControl
            aria-label="Upcoming or past"
            value={filters.when ?? ALL}
            data={[
              { value: ALL, label: "All" },
              { value: "upcoming", label: "Upcoming" },
              { value: "past", label: "Past" },
            ]}
            onChange={(value) => view.setFilter({ when: value === ALL ? undefined : (value as EventTime) })}
          />
        )}
      </Group>
      <Group gap="sm" mt="xs" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" role="status" data-testid={`${noun.many.replace(/\s+/g, "-")}-shown`}>
          {view.countText}
        </Text>
        {/* When nothing matches, the empty list offers the same button. */}
        {view.filtering && view.shown > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={view.clearFilters}>
            Clear search and filters
          </Button>
        )}
      </Group>
    </div>
  );
}
