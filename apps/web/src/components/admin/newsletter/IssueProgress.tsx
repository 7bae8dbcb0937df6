// An issue's sending as staff follow it: sent / failed / left of the total, refreshed every second
// while anything is left (GET /api/newsletter-issues/{id}/progress).
import { Group, Progress, Text } from "@mantine/core";
import { trpc } from "#web/lib/trpc.ts";

export function IssueProgress({ id }: { id: number }) {
  const progress = trpc.newsletterIssue.progress.useQuery(
    { id },
    {
      refetchInterval: (query) =>
        query.state.data && query.state.data.left === 0 && query.state.data.status === "sent" ? false : 1000,
    },
  );
  const data = progress.data;
  if (!data) return null;
  const share = (count: number) => (data.total === 0 ? 0 : (count / data.total) * 100);
  const done = data.left === 0 && data.status === "sent";
  return (
    <Group gap="sm" wrap="nowrap" data-testid={`issue-progress-${id}`}>
      <Progress.Root size="lg" w={160} aria-hidden>
        <Progress.Section value={share(data.sent)} color="teal" />
        <Progress.Section value={share(data.failed)} color="red" />
      </Progress.Root>
      <Text size="sm" role="status">
        {data.sent} sent · {data.failed} failed · {data.left} left{done ? " · done" : ""}
      </Text>
    </Group>
  );
}
