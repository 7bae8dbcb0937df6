// For a staff row (owners only): a link with which the person chooses a new password (POST
// /api/staff/{id}/password-reset). With mail set up it goes to them; without, the owner copies it
// here and hands it over — it works once, for 30 minutes.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import type { StaffRowPerson } from "./ResetTwoStepButton.tsx";

export function ResetLinkButton({ person }: { person: StaffRowPerson }) {
  const [link, setLink] = useState<string | null>(null);
  const issue = trpc.staffSecurity.passwordResetLink.useMutation();
  const ask = async () => {
    try {
      const answer = await issue.mutateAsync({ id: person.id });
      if (answer.resetUrl) setLink(answer.resetUrl);
      else notifySuccess(`A link to reset the password was e-mailed to ${person.name}`);
    } catch (error) {
      notifyFailure("Could not make a password reset link", error);
    }
  };
  return (
    <>
      <Button variant="default" size="xs" loading={issue.isPending} onClick={() => void ask()}>
        Password reset link
      </Button>
      <Modal
        opened={link !== null}
        onClose={() => setLink(null)}
        title="Password reset link"
        centered
        className={classes.scope}
        closeButtonProps={{ "aria-label": "Close dialog" }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Give this link to {person.name}. It works once, within 30 minutes, and choosing a new password signs them
            out everywhere.
          </Text>
          <TextInput label="Link" value={link ?? ""} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Group justify="flex-end">
            <CopyButton value={link ?? ""}>
              {({ copied, copy }) => <Button onClick={copy}>{copied ? "Copied" : "Copy link"}</Button>}
            </CopyButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
