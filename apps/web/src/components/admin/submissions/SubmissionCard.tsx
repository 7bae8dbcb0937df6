// One pending submission: its fields (for a change to a listing, the listing's current fields beside
// them, changed ones marked), and Approve, Edit and approve, Reject.
import { Badge, Button, Stack, Table, Text, Title } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { ReviewCard } from "#web/components/admin/scaffold/ReviewCard.tsx";
import { Photo } from "#web/components/ui/Photo.tsx";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { type AdminSubmission, payloadEntries, submissionTitle, textOf } from "./submission-fields.ts";

export interface SubmissionCardProps {
  submission: AdminSubmission;
  busy: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onReject: () => void;
}

const shown = (value: unknown, instant?: boolean) => {
  const text = textOf(value);
  if (!text) return "—";
  return instant ? formatSiteDate(text, "full") : text;
};

export function SubmissionCard({ submission, busy, onApprove, onEdit, onReject }: SubmissionCardProps) {
  const change = submission.businessId !== null;
  const current = trpc.business.byId.useQuery(
    { id: submission.businessId ?? 0, scope: "all" },
    { enabled: change, retry: false },
  );
  const title = submissionTitle(submission);
  const before = current.data as Record<string, unknown> | undefined;
  return (
    <ReviewCard
      label={`Submission: ${title}`}
      heading={
        <Title order={4} className={classes.breakAnywhere}>
          {title}
        </Title>
      }
      badges={
        <Badge variant="light">
          {submission.kind === "event" ? "Event" : change ? "Listing change" : "New listing"}
        </Badge>
      }
      sentAt={submission.createdAt}
      actions={
        <>
          <Button variant="default" onClick={onReject} disabled={busy}>
            Reject
          </Button>
          <Button variant="light" onClick={onEdit} disabled={busy}>
            Edit and approve
          </Button>
          <Button onClick={onApprove} loading={busy}>
            Approve
          </Button>
        </>
      }
    >
      {change && current.isError && (
        <Text size="sm" c="red.9">
          The listing this changes is no longer in the directory.
        </Text>
      )}
      {submission.image && (
        <Stack gap={4} maw={320}>
          <Text size="sm" fw={600}>
            {change ? "Proposed photo (replaces the listing's)" : "Photo"}
          </Text>
          <Photo image={submission.image} alt={`Photo sent with ${title}`} sizes="320px" fit="card" />
        </Stack>
      )}
      <Table.ScrollContainer minWidth={change ? 480 : 280}>
        <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
          {change && (
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>Field</Table.Th>
                <Table.Th>Now</Table.Th>
                <Table.Th>Proposed</Table.Th>
              </Table.Tr>
            </Table.Thead>
          )}
          <Table.Tbody>
            {payloadEntries(submission).map((field) => {
              const proposed = field.value;
              const differs = change && !field.submitter && textOf(before?.[field.key]) !== textOf(proposed);
              return (
                <Table.Tr key={field.key} data-changed={differs || undefined}>
                  <Table.Th w={140}>{field.label}</Table.Th>
                  {change && (
                    <Table.Td className={classes.preWrap}>
                      {field.submitter ? "" : current.isPending ? "…" : shown(before?.[field.key], field.instant)}
                    </Table.Td>
                  )}
                  <Table.Td className={classes.preWrap}>
                    {differs ? <strong>{shown(proposed, field.instant)}</strong> : shown(proposed, field.instant)}
                    {differs && (
                      <Text span size="xs" c="orange.9">
                        {" "}
                        (changed)
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ReviewCard>
  );
}
