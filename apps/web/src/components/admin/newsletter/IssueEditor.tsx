// Writing one newsletter issue: subject, list and markdown body (with Insert photo from the
// library), the mail as subscribers will see it in a frame beside it, a test copy to oneself, and
// Schedule (a date and time in the site's zone) or Send now, asked for twice. Every action saves
// first, so what is tested or sent is what is on screen.
import { newsletterListLabels, newsletterLists } from "@chamber/core/schemas";
import { Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDeferredValue, useEffect, useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { MarkdownField } from "#web/components/admin/media/MarkdownField.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate, pickerValueToIso } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import type { AdminIssue } from "./newsletter-issue.ts";

type List = AdminIssue["list"];

export function IssueEditor({ issue, onDone }: { issue: AdminIssue | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [subject, setSubject] = useState(issue?.subject ?? "");
  const [list, setList] = useState<List>(issue?.list ?? "news");
  const [body, setBody] = useState(issue?.body ?? "");
  const [id, setId] = useState(issue?.id ?? null);
  const [at, setAt] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const create = trpc.newsletterIssue.create.useMutation();
  const update = trpc.newsletterIssue.update.useMutation();
  const send = trpc.newsletterIssue.send.useMutation();
  const test = trpc.newsletterIssue.test.useMutation();
  const { mutateAsync: renderPreview } = trpc.newsletterIssue.preview.useMutation();
  const [html, setHtml] = useState("");

  const typedSubject = useDeferredValue(subject);
  const typedBody = useDeferredValue(body);
  useEffect(() => {
    if (!typedSubject.trim() || !typedBody.trim()) return;
    // Rendered by the server as the mail will be, a moment after typing stops.
    const timer = setTimeout(() => {
      renderPreview({ subject: typedSubject, list, body: typedBody }).then(
        (mail) => setHtml(mail.html),
        () => {},
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [typedSubject, typedBody, list, renderPreview]);

  /** Saves what is on screen; resolves the issue's id. */
  const save = async (): Promise<number> => {
    const input = { subject, list, body };
    const saved = id ? await update.mutateAsync({ id, ...input }) : await create.mutateAsync(input);
    setId(saved.id);
    await utils.newsletterIssue.list.invalidate();
    return saved.id;
  };
  const saveDraft = () => writeWithToasts(save, { success: "Draft saved", failure: "Failed to save the issue" });
  const sendTest = () => {
    let to = "your address";
    return writeWithToasts(
      async () => {
        to = (await test.mutateAsync({ id: await save() })).to;
      },
      { success: () => `Test sent to ${to}`, failure: "Failed to send the test" },
    );
  };
  const sendAt = async (when: string | null) => {
    const done = await writeWithToasts(async () => send.mutateAsync({ id: await save(), at: when }), {
      success: when ? `Scheduled for ${formatSiteDate(when, "full")}` : "Sending started",
      failure: when ? "Failed to schedule the issue" : "Failed to send the issue",
    });
    setConfirming(false);
    if (done) {
      await utils.newsletterIssue.list.invalidate();
      onDone();
    }
  };
  const busy = create.isPending || update.isPending || send.isPending || test.isPending;
  const scheduleIso = pickerValueToIso(at);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{id ? "Edit issue" : "New issue"}</Title>
          <Button variant="subtle" onClick={onDone}>
            Back to issues
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Subject"
            required
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
          />
          <Select
            label="List"
            description="It goes to the confirmed subscribers of this list."
            data={newsletterLists.map((value) => ({ value, label: newsletterListLabels[value] }))}
            value={list}
            onChange={(value) => value && setList(value as List)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <MarkdownField label="Body" value={body} onChange={setBody} rows={22} />
          <Box>
            <Text size="sm" fw={500} mb={4} id="newsletter-preview-label">
              Preview as a mail
            </Text>
            {html ? (
              <iframe
                title="Mail preview"
                srcDoc={html}
                sandbox=""
                className={classes.preview}
                style={{ width: "100%", height: 560, border: 0, padding: 0 }}
                aria-labelledby="newsletter-preview-label"
              />
            ) : (
              <Text size="sm" c="dimmed">
                The mail appears here once it has a subject and a body.
              </Text>
            )}
          </Box>
        </SimpleGrid>
        <Group gap="sm" wrap="wrap">
          <Button onClick={() => void saveDraft()} loading={create.isPending || update.isPending} disabled={busy}>
            Save draft
          </Button>
          <Button variant="light" onClick={() => void sendTest()} loading={test.isPending} disabled={busy}>
            Send test to me
          </Button>
          <Button color="teal" onClick={() => setConfirming(true)} disabled={busy}>
            Send now
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SiteDateTimeField
            label="Send on"
            timeLabel="at"
            description="In the chamber's time zone."
            clearable
            value={at}
            onChange={setAt}
          />
          <Button variant="default" onClick={() => void sendAt(scheduleIso)} disabled={busy || !scheduleIso}>
            Schedule
          </Button>
        </Group>
      </Stack>
      <ConfirmDeleteModal
        opened={confirming}
        title="Send this issue now"
        question={`“${subject}” goes to every confirmed subscriber of the ${newsletterListLabels[list]} list. An issue is sent once: it cannot be changed or called back after.`}
        pending={send.isPending}
        confirmLabel="Send now"
        onConfirm={() => void sendAt(null)}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
