// The last step: apply every row at once (one transaction on the server: all or nothing), with
// members invited if asked; not offered while a row is refused or the choices are unchecked, and
// the reason said beside the button.
import { IMPORT_UNDO_HOURS } from "@chamber/core";
import { Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { OutcomeCounts } from "./import-plan.ts";

export function ApplyImport({
  counts,
  blocker,
  applying,
  inviteMembers,
  onInviteMembers,
  onApply,
}: {
  counts: OutcomeCounts;
  blocker: string | null;
  applying: boolean;
  inviteMembers: boolean;
  onInviteMembers: (invite: boolean) => void;
  onApply: () => void;
}) {
  return (
    <Stack gap="sm">
      <Checkbox
        label="Invite members"
        description="Each new business's e-mail gets a link to sign in and edit its listing."
        checked={inviteMembers}
        onChange={(event) => onInviteMembers(event.currentTarget.checked)}
      />
      <Group gap="sm" align="center">
        <Button onClick={onApply} loading={applying} disabled={blocker !== null} aria-describedby="import-apply-note">
          Apply import
        </Button>
        <Text size="sm" id="import-apply-note" c={blocker ? "red.8" : undefined} role={blocker ? "status" : undefined}>
          {blocker ??
            `${counts.create} new ${counts.create === 1 ? "business" : "businesses"} and ${counts.update} updated, all at once or not at all; it can be undone for ${IMPORT_UNDO_HOURS} hours.`}
        </Text>
      </Group>
    </Stack>
  );
}
