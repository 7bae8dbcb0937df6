// Messages ('Contact Messages'): the count, each message with delete only; below it the newsletter
// subscriptions with delete. Both lists can be downloaded as CSV.

import { formatInZone } from "@chamber/core";
import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { downloadWithToken } from "../../../lib/admin/csv-download.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { toast } from "../../../lib/toast.ts";
import { type RouterOutputs, trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { ListState } from "../shared/ListState.tsx";
import { SectionHeader } from "../shared/SectionHeader.tsx";

type ContactMessage = RouterOutputs["contact"]["list"][number];
type Subscription = RouterOutputs["newsletter"]["list"][number];

/** A CSV export; a mutation so that a 401 ends the session like any other admin call. */
function useCsvDownload(path: string, fileName: string) {
  return useMutation({
    mutationFn: () => downloadWithToken(path, fileName),
    onError: (error) => {
      console.error(`Download of ${path} failed`, error);
      toast({ title: "Error", message: "Failed to download CSV", variant: "destructive" });
    },
  });
}

export function MessagesTab() {
  return (
    <Stack gap={48}>
      <ContactMessages />
      <NewsletterSubscriptions />
    </Stack>
  );
}

function ContactMessages() {
  const messages = trpc.contact.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.contact.delete.useMutation();
  const download = useCsvDownload("/api/contact-messages.csv", "contact-messages.csv");

  const deleteMessage = async (message: ContactMessage) => {
    const done = await writeWithToasts(() => remove.mutateAsync({ id: message.id }), {
      success: "Contact message deleted successfully",
      failure: "Failed to delete contact message",
    });
    if (!done) return;
    await utils.contact.list.invalidate();
  };

  const list = messages.data ?? [];
  return (
    <section aria-labelledby="admin-messages-title">
      <SectionHeader title="Contact Messages" titleId="admin-messages-title">
        {messages.data && (
          <Text size="sm" c="dimmed" data-testid="message-count">
            {list.length} {list.length === 1 ? "message" : "messages"}
          </Text>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download CSV<VisuallyHidden> of contact messages</VisuallyHidden>
        </Button>
      </SectionHeader>
      <ListState query={messages} count={list.length} empty="No contact messages yet." what="contact messages">
        <Stack gap="md">
          {list.map((message) => (
            <Card
              key={message.id}
              withBorder
              padding="lg"
              component="article"
              aria-label={`Message from ${message.firstName} ${message.lastName}`}
            >
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ flex: "1 1 260px", minWidth: 0 }}>
                  <Title order={3} size="h5" className={classes.breakAnywhere}>
                    {message.firstName} {message.lastName}
                  </Title>
                  <Anchor href={`mailto:${message.email}`} size="sm" className={classes.breakAnywhere}>
                    {message.email}
                  </Anchor>
                </Stack>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  loading={remove.isPending && remove.variables?.id === message.id}
                  onClick={() => void deleteMessage(message)}
                >
                  Delete
                  <VisuallyHidden>
                    {" "}
                    message from {message.firstName} {message.lastName}
                  </VisuallyHidden>
                </Button>
              </Group>
              <Text fw={600} mt="sm" className={classes.breakAnywhere}>
                {message.subject}
              </Text>
              <Text size="sm" mt={4} className={classes.preWrap}>
                {message.message}
              </Text>
              <Text size="xs" c="dimmed" mt="sm">
                Received {formatInZone(message.createdAt, "full")}
              </Text>
            </Card>
          ))}
        </Stack>
      </ListState>
    </section>
  );
}

function NewsletterSubscriptions() {
  const subscriptions = trpc.newsletter.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.newsletter.delete.useMutation();
  const download = useCsvDownload("/api/newsletter-subscriptions.csv", "newsletter-subscriptions.csv");

  const deleteSubscription = async (subscription: Subscription) => {
    const done = await writeWithToasts(() => remove.mutateAsync({ id: subscription.id }), {
      success: "Newsletter subscription deleted successfully",
      failure: "Failed to delete newsletter subscription",
    });
    if (!done) return;
    await utils.newsletter.list.invalidate();
  };

  const list = subscriptions.data ?? [];
  return (
    <section aria-labelledby="admin-subscriptions-title">
      <SectionHeader title="Newsletter Subscriptions" titleId="admin-subscriptions-title">
        {subscriptions.data && (
          <Text size="sm" c="dimmed" data-testid="subscription-count">
            {list.length} {list.length === 1 ? "subscription" : "subscriptions"}
          </Text>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download CSV<VisuallyHidden> of newsletter subscriptions</VisuallyHidden>
        </Button>
      </SectionHeader>
      <ListState
        query={subscriptions}
        count={list.length}
        empty="No newsletter subscriptions yet."
        what="newsletter subscriptions"
      >
        <Card withBorder padding={0}>
          {list.map((subscription, index) => (
            <Group
              key={subscription.id}
              justify="space-between"
              gap="sm"
              wrap="wrap"
              px="md"
              py="sm"
              style={index > 0 ? { borderTop: "1px solid var(--mantine-color-gray-3)" } : undefined}
            >
              <Stack gap={0} style={{ flex: "1 1 220px", minWidth: 0 }}>
                <Text fw={500} className={classes.breakAnywhere}>
                  {subscription.email}
                </Text>
                <Text size="xs" c="dimmed">
                  Subscribed {formatInZone(subscription.createdAt, "card")}
                  {subscription.isActive ? "" : " · inactive"}
                </Text>
              </Stack>
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                loading={remove.isPending && remove.variables?.id === subscription.id}
                onClick={() => void deleteSubscription(subscription)}
              >
                Delete<VisuallyHidden> {subscription.email}</VisuallyHidden>
              </Button>
            </Group>
          ))}
        </Card>
      </ListState>
    </section>
  );
}
