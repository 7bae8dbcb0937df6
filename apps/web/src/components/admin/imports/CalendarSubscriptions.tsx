// The feeds kept as subscriptions: when each was last read, what that read did or why it failed,
// and "Refresh now" and "Remove" (the events it brought stay).
import { Badge, Button, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { resultLine } from "./ImportResult.tsx";

type Subscription = RouterOutputs["calendarImport"]["subscriptions"][number];

export function CalendarSubscriptions() {
  const list = trpc.calendarImport.subscriptions.useQuery({});
  const utils = trpc.useUtils();
  const refresh = trpc.calendarImport.refreshSubscription.useMutation();
  const remove = trpc.calendarImport.deleteSubscription.useMutation();
  const [removing, setRemoving] = useState<Subscription | null>(null);
  const reload = () => Promise.all([utils.calendarImport.subscriptions.invalidate(), utils.event.invalidate()]);

  const refreshNow = (subscription: Subscription) =>
    void writeWithToasts(() => refresh.mutateAsync({ id: subscription.id }), {
      success: "Subscription read again",
      failure: "Could not read the subscription",
    }).then(reload);

  const confirmRemove = async () => {
    if (!removing) return;
    const done = await writeWithToasts(() => remove.mutateAsync({ id: removing.id }), {
      success: "Subscription removed; its events stay",
      failure: "Could not remove the subscription",
    });
    if (done) {
      setRemoving(null);
      await reload();
    }
  };

  return (
    <section aria-labelledby="calendar-subscriptions-title">
      <Title order={3} size="h4" id="calendar-subscriptions-title" mb="xs">
        Subscriptions
      </Title>
      <ListState
        query={list}
        count={list.data?.length ?? 0}
        empty="No subscriptions yet: import from an address with “Keep it as a subscription”."
        what="calendar subscriptions"
      >
        <Stack gap="sm">
          {(list.data ?? []).map((subscription) => (
            <AdminCard
              key={subscription.id}
              variant="row"
              padding="md"
              label={`Subscription ${subscription.url}`}
              heading={<span className={classes.breakAnywhere}>{subscription.url}</span>}
              headingSize="h5"
              badges={
                subscription.lastError ? (
                  <Badge color="red" variant="light">
                    Failing
                  </Badge>
                ) : null
              }
              actions={
                <>
                  <Button
                    size="xs"
                    variant="light"
                    loading={refresh.isPending && refresh.variables?.id === subscription.id}
                    onClick={() => refreshNow(subscription)}
                  >
                    Refresh now<span className={classes.visuallyHidden}> {subscription.url}</span>
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setRemoving(subscription)}>
                    Remove<span className={classes.visuallyHidden}> {subscription.url}</span>
                  </Button>
                </>
              }
            >
              <Text size="xs" c="dimmed">
                Added by {subscription.createdBy} ·{" "}
                {subscription.lastFetchedAt
                  ? `last read ${formatSiteDate(subscription.lastFetchedAt, "full")}`
                  : "not read yet"}{" "}
                · next {formatSiteDate(subscription.nextFetchAt, "full")}
              </Text>
              {subscription.lastError ? (
                <Text size="sm" c="red.9" mt={4}>
                  {subscription.lastError}
                </Text>
              ) : (
                subscription.lastResult && (
                  <Text size="sm" mt={4}>
                    {resultLine(subscription.lastResult)}
                    {subscription.lastResult.refused.length > 0 &&
                      `, ${subscription.lastResult.refused.length} refused`}
                  </Text>
                )
              )}
            </AdminCard>
          ))}
        </Stack>
      </ListState>
      <ConfirmDeleteModal
        opened={removing !== null}
        title="Remove subscription"
        question="The feed is no longer read. The events it brought stay."
        name={removing?.url}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
