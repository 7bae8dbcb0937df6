// The Activity view's filters: a person (staff and API tokens by name, visitors, the system),
// what changed, how, and between which days (the site's days). Each change goes to the URL; the
// view reads its filters back from there.
import { ROLE_LABELS } from "@chamber/core";
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, ACTIVITY_ENTITY_LABELS } from "@chamber/core/schemas";
import { Button, Group, Select, SimpleGrid, Stack } from "@mantine/core";
import { DayField } from "#web/components/admin/fields/DayField.tsx";
import type { ActivitySearch } from "#web/lib/admin/activity-search.ts";
import { parseActivitySearch } from "#web/lib/admin/activity-search.ts";
import { trpc } from "#web/lib/trpc.ts";

export interface ActivityFiltersProps {
  search: ActivitySearch;
  onChange: (next: ActivitySearch) => void;
}

const entityOptions = Object.entries(ACTIVITY_ENTITY_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
const actionOptions = ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTIVITY_ACTION_LABELS[value] }));

export function ActivityFilters({ search, onChange }: ActivityFiltersProps) {
  const people = trpc.activity.people.useQuery({});
  const personOptions = [
    ...(people.data ?? []).map((person) => ({
      value: person.actor,
      label: `${person.name} (${person.kind === "token" ? "API token" : ROLE_LABELS[person.role]})`,
    })),
    { value: "visitor", label: "Visitors" },
    { value: "system", label: "System" },
  ];
  // A member, or a person not in the list (a link from an entry): still shown as chosen.
  if (search.actor && !personOptions.some((option) => option.value === search.actor))
    personOptions.push({ value: search.actor, label: search.actor });
  // Through the parser, so what goes to the URL is what the route keeps.
  const set = (patch: Partial<ActivitySearch>) => onChange(parseActivitySearch({ ...search, ...patch }));
  const filtered = Object.keys(search).length > 0;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <FilterSelect
          label="Person"
          any="Anyone"
          data={personOptions}
          value={search.actor}
          onChange={(actor) => set({ actor })}
          searchable
        />
        {/* Another kind of thing: the row's id no longer means anything. */}
        <FilterSelect
          label="What"
          any="Anything"
          data={entityOptions}
          value={search.entity}
          onChange={(entity) => set({ entity: entity as ActivitySearch["entity"], entityId: undefined })}
        />
        <FilterSelect
          label="Action"
          any="Any"
          data={actionOptions}
          value={search.action}
          onChange={(action) => set({ action: action as ActivitySearch["action"] })}
        />
        <DayField
          label="From"
          value={search.from ?? null}
          onChange={(from) => set({ from: from ?? undefined })}
          clearable
        />
        <DayField label="To" value={search.to ?? null} onChange={(to) => set({ to: to ?? undefined })} clearable />
      </SimpleGrid>
      {filtered && (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={() => onChange({})}>
            Clear filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface FilterSelectProps {
  label: string;
  /** The placeholder when nothing is chosen: what the filter then lets through. */
  any: string;
  data: { value: string; label: string }[];
  value: string | undefined;
  /** The chosen value, or undefined when cleared. */
  onChange: (value: string | undefined) => void;
  searchable?: boolean;
}

/** One filter: a clearable select whose empty choice lets everything through. */
function FilterSelect({ label, any, data, value, onChange, searchable }: FilterSelectProps) {
  return (
    <Select
      label={label}
      placeholder={any}
      data={data}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen ?? undefined)}
      searchable={searchable}
      clearable
    />
  );
}
