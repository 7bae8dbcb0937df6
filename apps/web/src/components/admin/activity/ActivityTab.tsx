// /admin/activity: who changed what, newest first (docs/product.md "Activity"), for editors and
// owners. The filters live in the URL; the entries come 50 at a time with "Load more" (the API's
// keyset pages), and the CSV download takes the same filters.
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { CsvExport } from "#web/components/admin/messages/CsvExport.tsx";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { SectionHeader } from "#web/components/admin/scaffold/SectionHeader.tsx";
import { activityCsvPath, parseActivitySearch } from "#web/lib/admin/activity-search.ts";
import { trpc } from "#web/lib/trpc.ts";
import { ActivityEntries } from "./ActivityEntries.tsx";
import { ActivityFilters } from "./ActivityFilters.tsx";

const route = getRouteApi("/admin/activity");
const PAGE_SIZE = 50;

export function ActivityTab() {
  const search = parseActivitySearch(route.useSearch());
  const navigate = route.useNavigate();
  const list = trpc.activity.list.useInfiniteQuery(
    { ...search, limit: PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.keys(search).length > 0;
  return (
    <Stack gap="sm">
      <SectionHeader title="Activity" titleId="activity-title">
        <CsvExport
          count={null}
          singular="change"
          plural="changes"
          countTestId="activity-count"
          what="the activity shown"
          path={activityCsvPath(search)}
          fileName="activity.csv"
        />
      </SectionHeader>
      <Text size="sm" c="dimmed" mt={-8}>
        Every change to the site's content, by staff, members, API tokens, visitors and the system, newest first.
      </Text>
      <ActivityFilters search={search} onChange={(next) => void navigate({ search: next })} />
      {search.entity && search.entityId && (
        <Alert variant="light" color="blue" py="xs">
          The history of one item only.
        </Alert>
      )}
      <ListState
        query={list}
        count={items.length}
        what="the activity"
        empty={filtered ? "No changes match these filters." : "No changes recorded yet."}
      >
        <ActivityEntries items={items} />
        {list.hasNextPage && (
          <Group justify="center">
            <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Load more
            </Button>
          </Group>
        )}
      </ListState>
    </Stack>
  );
}
