// 'Contact Messages': the count, the CSV download, a filter by waiting or handled, each message
// with its handled state, its thread of replies, reply, mark handled and delete.
import { Anchor, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { ItemActions } from "#web/components/admin/scaffold/ItemActions.tsx";
import { useDeleteItem } from "#web/components/admin/scaffold/use-delete-item.tsx";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { messageStatuses } from "#web/lib/admin/list-search.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { ContactThread, HandledState } from "./ContactThread.tsx";
import { CsvExport } from "./CsvExport.tsx";

type ContactMessage = RouterOutputs["contact"]["list"][number];

export function ContactMessages() {
  const messages = trpc.contact.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.contact.delete.useMutation();
  const restore = trpc.contact.restore.useMutation();
  const deletion = useDeleteItem<ContactMessage>({
    remove: (message) => remove.mutateAsync({ id: message.id }),
    restore: (message) => restore.mutateAsync({ id: message.id }),
    what: "Contact message",
    onDeleted: () => Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate()]),
    onRestored: async (restored) => {
      await Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate()]);
      view.reveal(restored);
    },
  });

  const view = useListView<ContactMessage>({
    ...listById(messages),
    noun: { one: "message", many: "messages" },
    text: (m) => [`${m.firstName} ${m.lastName}`, m.email, m.subject, m.message],
    status: { of: (m) => (m.handledAt ? "handled" : "waiting"), choices: messageStatuses },
    pageSize: 20,
  });

  return (
    <AdminList
      id="messages"
      title="Contact Messages"
      actions={
        <CsvExport
          count={messages.data?.length ?? null}
          singular="message"
          plural="messages"
          countTestId="message-count"
          what="contact messages"
          path="/api/contact-messages.csv"
          fileName="contact-messages.csv"
        />
      }
      query={messages}
      view={view}
      what="contact messages"
      layout="stack"
    >
      {(message) => {
        const from = `${message.firstName} ${message.lastName}`;
        return (
          <AdminCard
            variant="row"
            label={`Message from ${from}`}
            heading={from}
            headingSize="h5"
            badges={<HandledState message={message} />}
            actions={
              <ItemActions
                name={`message from ${from}`}
                requires="moderator"
                onDelete={() => deletion.request(message)}
                deleting={deletion.isDeleting(message)}
              />
            }
            below={
              <>
                <Text fw={600} mt="sm" className={classes.breakAnywhere}>
                  {message.subject}
                </Text>
                <Text size="sm" mt={4} className={classes.preWrap}>
                  {message.message}
                </Text>
                <Text size="xs" c="dimmed" mt="sm">
                  Received {formatSiteDate(message.createdAt, "full")}
                </Text>
                <ContactThread message={message} />
              </>
            }
          >
            <Anchor href={`mailto:${message.email}`} size="sm" className={classes.breakAnywhere}>
              {message.email}
            </Anchor>
          </AdminCard>
        );
      }}
    </AdminList>
  );
}
