// For a staff row (owners only): turns off someone's two-step sign-in after they lost both their
// authenticator app and their recovery codes, so their password alone signs in and they set it
// up again (POST /api/staff/{id}/two-step/reset).
import { Button } from "@mantine/core";
import { useState } from "react";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";

export interface StaffRowPerson {
  id: number;
  /** The name, or the e-mail of someone without one. */
  name: string;
}

export function ResetTwoStepButton({ person, onReset }: { person: StaffRowPerson; onReset?: () => void }) {
  const [asking, setAsking] = useState(false);
  const reset = trpc.staffSecurity.resetTwoStep.useMutation();
  const confirm = async () => {
    const done = await writeWithToasts(() => reset.mutateAsync({ id: person.id }), {
      success: `Two-step sign-in reset for ${person.name}`,
      failure: "Could not reset two-step sign-in",
    });
    setAsking(false);
    if (done) onReset?.();
  };
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setAsking(true)}>
        Reset two-step
      </Button>
      <ConfirmDeleteModal
        opened={asking}
        title="Reset two-step sign-in"
        question="Their password alone will sign them in until they turn two-step sign-in on again. Their recovery codes stop working."
        name={person.name}
        pending={reset.isPending}
        confirmLabel="Reset"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
