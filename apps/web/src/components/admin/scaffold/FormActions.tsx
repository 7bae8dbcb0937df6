import { Button, Group } from "@mantine/core";
import { useContext } from "react";
import { EntityHistory, type EntityHistoryProps } from "#web/components/admin/activity/EntityHistory.tsx";
import { FormGuardContext } from "./form-guard.tsx";

/**
 * Cancel and submit, at the foot of every admin form. Cancel asks first over unsaved changes. A
 * form that edits a recorded entity gives its `history`, shown below the buttons.
 */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  history,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  history?: EntityHistoryProps;
}) {
  const guard = useContext(FormGuardContext);
  const buttons = (
    <Group justify="flex-end" mt="md" gap="sm">
      <Button variant="default" onClick={() => (guard ? guard.requestClose(onCancel) : onCancel())} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
  if (!history) return buttons;
  return (
    <>
      {buttons}
      <EntityHistory {...history} />
    </>
  );
}
