// Newsletter (docs/product.md §2): the issues, newest first, with their state and, once sending,
// their progress; "Start from This month" makes a draft from the next events and latest news, and
// New issue an empty one, both opened in the editor. A draft is deleted with Undo; a scheduled
// issue is taken back to a draft to change or cancel it. The subscribers stay in Messages.
import { newsletterListLabels } from "@chamber/core/schemas";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useDeleteItem } from "#web/components/admin/scaffold/use-delete-item.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { IssueEditor } from "./IssueEditor.tsx";
import { IssueProgress } from "./IssueProgress.tsx";
import { type AdminIssue, editable, statusColors, statusLabels } from "./newsletter-issue.ts";

/** The editor's issue: null for a new one. */
type Editing = { issue: AdminIssue | null } | null;

export function NewsletterTab() {
  // While an issue is scheduled or going out its state changes on the server: look again now and then.
  const issues = trpc.newsletterIssue.list.useQuery(
    {},
    {
      refetchInterval: (query) =>
        query.state.data?.some((issue) => issue.status === "scheduled" || issue.status === "sending") ? 2000 : false,
    },
  );
  const utils = trpc.useUtils();
  const thisMonth = trpc.newsletterIssue.thisMonth.useMutation();
  const remove = trpc.newsletterIssue.delete.useMutation();
  const restore = trpc.newsletterIssue.restore.useMutation();
  const update = trpc.newsletterIssue.update.useMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteItem<AdminIssue>({
    remove: (issue) => remove.mutateAsync({ id: issue.id }),
    restore: (issue) => restore.mutateAsync({ id: issue.id }),
    what: "Newsletter issue",
    onDeleted: () => utils.newsletterIssue.list.invalidate(),
    onRestored: () => utils.newsletterIssue.list.invalidate(),
  });

  const startThisMonth = async () => {
    let made: AdminIssue | undefined;
    const done = await writeWithToasts(
      async () => {
        made = await thisMonth.mutateAsync();
      },
      { success: "Draft started from this month's events and news", failure: "Failed to start the draft" },
    );
    await utils.newsletterIssue.list.invalidate();
    if (done && made) setEditing({ issue: made });
  };
  const unschedule = (issue: AdminIssue) =>
    writeWithToasts(
      async () => {
        await update.mutateAsync({
          id: issue.id,
          subject: issue.subject,
          list: issue.list,
          body: issue.body,
          status: "draft",
        });
        await utils.newsletterIssue.list.invalidate();
      },
      { success: "Schedule cancelled: the issue is a draft again", failure: "Failed to cancel the schedule" },
    );

  if (editing)
    return (
      <IssueEditor
        key={editing.issue?.id ?? "new"}
        issue={editing.issue}
        onDone={() => {
          setEditing(null);
          void utils.newsletterIssue.list.invalidate();
        }}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Newsletter</Title>
        <Group gap="sm">
          <Button onClick={() => void startThisMonth()} loading={thisMonth.isPending}>
            Start from This month
          </Button>
          <Button variant="default" onClick={() => setEditing({ issue: null })}>
            New issue
          </Button>
        </Group>
      </Group>
      {issues.isLoading && <Text c="dimmed">Loading issues…</Text>}
      {issues.data?.length === 0 && <Text c="dimmed">No issues yet. Start from This month, or write a new one.</Text>}
      {issues.data?.map((issue) => (
        <Paper key={issue.id} withBorder p="md" radius="md" data-testid={`issue-${issue.id}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Title order={3} size="h4">
                  {issue.subject}
                </Title>
                <Badge color={statusColors[issue.status]} variant="light">
                  {statusLabels[issue.status]}
                </Badge>
              </Group>
              <Group gap="xs">
                {editable(issue) && (
                  <Button size="xs" variant="light" onClick={() => setEditing({ issue })}>
                    Edit
                  </Button>
                )}
                {issue.status === "scheduled" && (
                  <Button size="xs" variant="default" onClick={() => void unschedule(issue)}>
                    Cancel schedule
                  </Button>
                )}
                {issue.status === "draft" && (
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    loading={deletion.isDeleting(issue)}
                    onClick={() => deletion.request(issue)}
                  >
                    Delete
                  </Button>
                )}
                {issue.status === "sent" && (
                  <Button
                    size="xs"
                    variant="subtle"
                    component="a"
                    href={`/news/newsletters/${issue.id}`}
                    target="_blank"
                  >
                    View in archive
                  </Button>
                )}
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {newsletterListLabels[issue.list]}
              {issue.status === "scheduled" &&
                issue.scheduledAt &&
                ` · sends ${formatSiteDate(issue.scheduledAt, "full")}`}
              {issue.sentAt && ` · sent ${formatSiteDate(issue.sentAt, "full")}`}
              {issue.createdBy && ` · by ${issue.createdBy}`}
            </Text>
            {(issue.status === "sending" || issue.status === "sent") && <IssueProgress id={issue.id} />}
          </Stack>
        </Paper>
      ))}
      {deletion.confirmModal}
    </Stack>
  );
}
