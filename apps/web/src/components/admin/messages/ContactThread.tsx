// Under a contact message: who handled it and when, staff's replies (the thread), and the buttons
// to mark it handled or not and to answer it. A reply goes to the sender by mail through the
// outbox, quoting their message, and marks the message handled (docs/product.md §2 Messages).
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";

type ContactMessage = RouterOutputs["contact"]["list"][number];

const deliveryLabels = { pending: "Sending", sent: "Sent", failed: "Not delivered" } as const;
const MAX_REPLY = 10_000;

/** The quote the reply ends with, as the mail shows it ("> " before each line). */
const quoted = (message: ContactMessage) =>
  [
    `On ${formatSiteDate(message.createdAt, "full")}, ${message.firstName} ${message.lastName} wrote:`,
    ...message.message.split("\n").map((line) => (line === "" ? ">" : `> ${line}`)),
  ].join("\n");

/** The list and the tab's badge, after a message changed. */
function useRefresh() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate()]);
}

export function HandledState({ message }: { message: ContactMessage }) {
  return message.handledAt ? (
    <Badge color="gray.7" variant="outline">
      Handled
    </Badge>
  ) : (
    <Badge color="orange.9" variant="filled">
      Waiting
    </Badge>
  );
}

export function ContactThread({ message }: { message: ContactMessage }) {
  const from = `${message.firstName} ${message.lastName}`;
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefresh();
  const handled = trpc.contact.handled.useMutation();
  const reply = trpc.contact.reply.useMutation();

  const toggle = () =>
    writeWithToasts(
      async () => {
        await handled.mutateAsync({ id: message.id, handled: !message.handledAt });
        await refresh();
      },
      {
        success: message.handledAt ? "Message marked not handled" : "Message marked handled",
        failure: "Failed to update message",
      },
    );

  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed) return setError("Write a reply first");
    if (trimmed.length > MAX_REPLY) return setError(`A reply must be at most ${MAX_REPLY} characters`);
    setError(null);
    const sent = await writeWithToasts(
      async () => {
        await reply.mutateAsync({ id: message.id, text: trimmed });
        await refresh();
      },
      { success: `Reply sent to ${message.email}`, failure: "Failed to send reply" },
    );
    if (sent) {
      setText("");
      setReplying(false);
    }
  };

  return (
    <Stack gap="sm" mt="sm">
      <Text size="xs" c="dimmed" data-testid="handled-state">
        {message.handledAt
          ? `Handled ${formatSiteDate(message.handledAt, "full")}${message.handledBy ? ` by ${message.handledBy}` : ""}`
          : "Not handled yet"}
      </Text>
      {message.replies.length > 0 && (
        <Stack gap="xs" component="ol" aria-label={`Replies to ${from}`} className={classes.plainList}>
          {message.replies.map((sent) => (
            <Paper component="li" key={sent.id} withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
              <Group justify="space-between" gap="xs">
                <Text size="xs" fw={600}>
                  {sent.sentBy} replied {formatSiteDate(sent.createdAt, "full")}
                </Text>
                {sent.delivery && (
                  <Badge size="xs" variant="light" color={sent.delivery === "failed" ? "red.9" : "gray"}>
                    {deliveryLabels[sent.delivery]}
                  </Badge>
                )}
              </Group>
              <Text size="sm" mt={4} className={classes.preWrap}>
                {sent.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {replying ? (
        <Stack gap="xs">
          <Textarea
            label={`Reply to ${message.email}`}
            description="Sent by e-mail with their message quoted below it; marks the message handled."
            autosize
            minRows={4}
            maxLength={MAX_REPLY}
            value={text}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
          />
          <Text size="xs" c="dimmed" component="pre" className={classes.preWrap} aria-label="Quoted original">
            {quoted(message)}
          </Text>
          <Group gap="xs">
            <Button onClick={send} loading={reply.isPending}>
              Send reply
            </Button>
            <Button variant="default" onClick={() => setReplying(false)} disabled={reply.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button size="xs" onClick={() => setReplying(true)}>
            Reply
          </Button>
          <Button size="xs" variant="default" onClick={toggle} loading={handled.isPending}>
            {message.handledAt ? "Mark not handled" : "Mark handled"}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
