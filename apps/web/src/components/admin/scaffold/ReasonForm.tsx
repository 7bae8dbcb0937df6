// A decision's reason, required, told to the person it concerns (a refused submission or claim):
// one textarea and the form's actions.
import { Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormActions } from "./FormActions.tsx";

export interface ReasonFormProps {
  /** The form's accessible name ("Reject Porch Concert"). */
  label: string;
  /** Under the field: who is told. */
  description: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void>;
}

export function ReasonForm({ label, description, submitLabel, busy, onCancel, onSubmit }: ReasonFormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError("Reason is required");
          event.currentTarget.querySelector("textarea")?.focus();
          return;
        }
        void onSubmit(reason.trim());
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Reason"
          description={description}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          data-autofocus
          required
        />
        <FormActions onCancel={onCancel} submitLabel={submitLabel} pending={busy} />
      </Stack>
    </form>
  );
}
