// E-mail that keeps failing (docs/decisions/021-mail-outbox.md), above the contact messages: what
// did not reach its recipient, the mail server's last answer, and a way to send it again once the
// mail set-up is fixed. Nothing shows while all mail goes out (or when mail is off).
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { IconMailExclamation } from "#web/components/ui/icons.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";

export function FailingMail() {
  const failing = trpc.mail.failing.useQuery({});
  const utils = trpc.useUtils();
  const retry = trpc.mail.retry.useMutation();
  const messages = failing.data ?? [];
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconMailExclamation aria-hidden="true" />}
      title={`${messages.length === 1 ? "An e-mail is" : `${messages.length} e-mails are`} not getting through`}
    >
      <Stack gap="sm">
        <Text size="sm">Check the mail settings (SMTP_URL) or the recipient, then send again.</Text>
        {messages.map((message) => (
          <Group key={message.id} justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <Stack gap={0} className={classes.breakAnywhere}>
              <Text size="sm" fw={600}>
                {message.subject}
              </Text>
              <Text size="xs">
                To {message.to} · {message.attempts} attempts since {formatSiteDate(message.createdAt, "full")}
                {message.status === "failed" ? " · given up" : ""}
              </Text>
              {message.lastError && (
                <Text size="xs" c="red.9">
                  {message.lastError}
                </Text>
              )}
            </Stack>
            <Button
              size="xs"
              variant="light"
              loading={retry.isPending && retry.variables?.id === message.id}
              onClick={() =>
                void writeWithToasts(() => retry.mutateAsync({ id: message.id }), {
                  success: "E-mail queued to send again",
                  failure: "Failed to send the e-mail again",
                }).then(() => utils.mail.failing.invalidate())
              }
            >
              Send again
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
