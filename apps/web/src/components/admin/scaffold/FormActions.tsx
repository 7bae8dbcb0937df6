import { Button, Group } from "@mantine/core";
import { useContext } from "react";
import { FormGuardContext } from "./form-guard.tsx";

/** Cancel and submit, at the foot of every admin form. Cancel asks first over unsaved changes. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const guard = useContext(FormGuardContext);
  return (
    <Group justify="flex-end" mt="md" gap="sm">
      <Button variant="default" onClick={() => (guard ? guard.requestClose(onCancel) : onCancel())} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
