// 'Newsletter Subscriptions': the count, the CSV download and import, a filter by status, one row
// per subscription with its status and lists, and delete. Only confirmed subscriptions receive issues.
import { Badge, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { ItemActions } from "#web/components/admin/scaffold/ItemActions.tsx";
import { useDeleteItem } from "#web/components/admin/scaffold/use-delete-item.tsx";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { listWords } from "#web/components/newsletter/subscriber-words.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { CsvExport } from "./CsvExport.tsx";
import { SubscriberImport } from "./SubscriberImport.tsx";

type Subscription = RouterOutputs["newsletter"]["list"][number];
type Status = Subscription["status"];

const statusColors: Record<Status, string> = {
  pending: "yellow",
  confirmed: "green",
  unsubscribed: "gray",
  bounced: "red",
};
const statusFilters = [
  { value: "all", label: "All" },
  { value: "confirmed", label: "Confirmed" },
  { value: "pending", label: "Pending" },
  { value: "unsubscribed", label: "Unsubscribed" },
  { value: "bounced", label: "Bounced" },
];

export function NewsletterSubscriptions() {
  const subscriptions = trpc.newsletter.list.useQuery({});
  // Kept in the page, not the URL: the contact messages above own the route's `status`.
  const [status, setStatus] = useState("all");
  const utils = trpc.useUtils();
  const remove = trpc.newsletter.delete.useMutation();
  const restore = trpc.newsletter.restore.useMutation();
  const deletion = useDeleteItem<Subscription>({
    remove: (subscription) => remove.mutateAsync({ id: subscription.id }),
    restore: (subscription) => restore.mutateAsync({ id: subscription.id }),
    what: "Newsletter subscription",
    onDeleted: () => utils.newsletter.list.invalidate(),
    onRestored: async (restored) => {
      await utils.newsletter.list.invalidate();
      view.reveal(restored);
    },
  });

  const view = useListView<Subscription>({
    ...listById({
      dataUpdatedAt: subscriptions.dataUpdatedAt,
      data: status === "all" ? subscriptions.data : subscriptions.data?.filter((row) => row.status === status),
    }),
    noun: { one: "subscription", many: "subscriptions" },
    text: (subscription) => [subscription.email],
    pageSize: 25,
    // Below the contact messages on the same page: its own search and page in the URL.
    keys: { q: "subQ", page: "subPage" },
  });

  return (
    <AdminList
      id="subscriptions"
      title="Newsletter Subscriptions"
      actions={
        <Group gap="xs">
          <SegmentedControl size="xs" value={status} onChange={setStatus} data={statusFilters} aria-label="Show" />
          <SubscriberImport onImported={() => void utils.newsletter.list.invalidate()} />
          <CsvExport
            count={subscriptions.data?.length ?? null}
            singular="subscription"
            plural="subscriptions"
            countTestId="subscription-count"
            what="newsletter subscriptions"
            path="/api/newsletter-subscriptions.csv"
            fileName="newsletter-subscriptions.csv"
          />
        </Group>
      }
      query={subscriptions}
      view={view}
      what="newsletter subscriptions"
      layout="rows"
    >
      {(subscription) => (
        <Group justify="space-between" gap="sm" wrap="wrap" px="md" py="sm">
          <Stack gap={0} className={classes.rowBody}>
            <Text fw={500} className={classes.breakAnywhere}>
              {subscription.email}
            </Text>
            <Text size="xs" c="dimmed">
              Signed up {formatSiteDate(subscription.createdAt, "card")} · {listWords(subscription.lists)}
            </Text>
          </Stack>
          <Badge color={statusColors[subscription.status]} variant="light" data-testid="subscription-status">
            {subscription.status}
          </Badge>
          <ItemActions
            name={subscription.email}
            onDelete={() => deletion.request(subscription)}
            deleting={deletion.isDeleting(subscription)}
          />
        </Group>
      )}
    </AdminList>
  );
}
