// 'Newsletter Subscriptions': the count, the CSV download, one row per subscription with delete.
import { Group, Stack, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { ItemActions } from "#web/components/admin/scaffold/ItemActions.tsx";
import { useDeleteItem } from "#web/components/admin/scaffold/use-delete-item.tsx";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { CsvExport } from "./CsvExport.tsx";

type Subscription = RouterOutputs["newsletter"]["list"][number];

export function NewsletterSubscriptions() {
  const subscriptions = trpc.newsletter.list.useQuery({});
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
    ...listById(subscriptions),
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
        <CsvExport
          count={subscriptions.data?.length ?? null}
          singular="subscription"
          plural="subscriptions"
          countTestId="subscription-count"
          what="newsletter subscriptions"
          path="/api/newsletter-subscriptions.csv"
          fileName="newsletter-subscriptions.csv"
        />
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
              Subscribed {formatSiteDate(subscription.createdAt, "card")}
              {subscription.isActive ? "" : " · inactive"}
            </Text>
          </Stack>
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
