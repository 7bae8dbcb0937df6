// The "Pending submissions" section the Businesses and Events tabs open with (decision 020): each
// pending submission of that kind, approved as sent, edited then approved, or rejected with a
// reason the submitter is told. Nothing shows while there are none.
import { Checkbox, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { ReasonForm } from "#web/components/admin/scaffold/ReasonForm.tsx";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { instantToPickerValue, pickerValueToIso } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { SubmissionCard } from "./SubmissionCard.tsx";
import { type AdminSubmission, payloadEntries, submissionTitle } from "./submission-fields.ts";

export function PendingSubmissions({ kind }: { kind: AdminSubmission["kind"] }) {
  const pending = trpc.submission.list.useQuery({ status: "pending", kind });
  const utils = trpc.useUtils();
  const approve = trpc.submission.approve.useMutation();
  const reject = trpc.submission.reject.useMutation();
  const [editing, setEditing] = useState<AdminSubmission | null>(null);
  const [rejecting, setRejecting] = useState<AdminSubmission | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const refresh = async () => {
    await utils.submission.invalidate();
    await (kind === "event" ? utils.event.invalidate() : utils.business.invalidate());
  };

  const decide = async (
    submission: AdminSubmission,
    write: () => Promise<unknown>,
    success: string,
    failure: string,
    onFailure?: (error: unknown) => void,
  ) => {
    setBusyId(submission.id);
    const done = await writeWithToasts(write, { success, failure, onFailure });
    setBusyId(null);
    if (done) await refresh();
    return done;
  };

  const submissions = pending.data ?? [];
  if (submissions.length === 0) return null;
  const titleId = `pending-${kind}-title`;

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm" mb="xl">
        <Title order={3} id={titleId} size="h4">
          Pending submissions ({submissions.length})
        </Title>
        {submissions.map((submission) => (
          <SubmissionCard
            key={submission.id}
            submission={submission}
            busy={busyId === submission.id}
            onApprove={() =>
              void decide(
                submission,
                () => approve.mutateAsync({ id: submission.id, kind: submission.kind }),
                "Submission approved and published",
                "Failed to approve submission",
              )
            }
            onEdit={() => setEditing(submission)}
            onReject={() => setRejecting(submission)}
          />
        ))}
      </Stack>
      <AdminModal opened={editing !== null} onClose={() => setEditing(null)} title="Edit and approve">
        {editing && (
          <EditForm
            submission={editing}
            busy={busyId === editing.id}
            onCancel={() => setEditing(null)}
            onSave={async (payload, onFailure) => {
              const done = await decide(
                editing,
                () => approve.mutateAsync({ id: editing.id, kind: editing.kind, payload }),
                "Submission approved and published",
                "Failed to approve submission",
                onFailure,
              );
              if (done) setEditing(null);
            }}
          />
        )}
      </AdminModal>
      <AdminModal opened={rejecting !== null} onClose={() => setRejecting(null)} title="Reject submission" size="md">
        {rejecting && (
          <ReasonForm
            label={`Reject ${submissionTitle(rejecting)}`}
            description="Sent to the submitter with the decision."
            submitLabel="Reject"
            busy={busyId === rejecting.id}
            onCancel={() => setRejecting(null)}
            onSubmit={async (reason) => {
              const done = await decide(
                rejecting,
                () => reject.mutateAsync({ id: rejecting.id, reason }),
                "Submission rejected",
                "Failed to reject submission",
              );
              if (done) setRejecting(null);
            }}
          />
        )}
      </AdminModal>
    </section>
  );
}

function EditForm({
  submission,
  busy,
  onCancel,
  onSave,
}: {
  submission: AdminSubmission;
  busy: boolean;
  onCancel: () => void;
  /** `onFailure` gets the refusal, whose field errors the form shows under their fields. */
  onSave: (payload: Record<string, unknown>, onFailure: (error: unknown) => void) => Promise<void>;
}) {
  // Hours and links are approved as sent: they have no field here.
  const fields = payloadEntries(submission).filter((field) => !field.readOnly);
  const categories = trpc.category.list.useQuery({ kind: submission.kind });
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Refused fields: focus goes to the first, once it is marked (WCAG 3.3.1).
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const [values, setValues] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(
      fields.map((field) => [field.key, field.instant ? instantToPickerValue(field.value || null) : field.value]),
    ),
  );
  const set = (key: string) => (value: string | null) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  const [withPhoto, setWithPhoto] = useState(true);
  return (
    <form
      ref={formRef}
      aria-label={`Edit ${submissionTitle(submission)}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const payload: Record<string, unknown> = { ...submission.payload };
        for (const field of fields) {
          const value = values[field.key] ?? null;
          payload[field.key] = field.instant ? (pickerValueToIso(value) ?? "") : value;
        }
        if (!withPhoto) payload.imageId = null;
        void onSave(payload, (error) => setErrors(serverFieldErrors(error) ?? {}));
      }}
    >
      <Stack gap="sm">
        {fields.map((field) =>
          field.instant ? (
            <SiteDateTimeField
              key={field.key}
              label={field.label}
              timeLabel="Time"
              value={values[field.key] ?? null}
              onChange={set(field.key)}
              error={errors[field.key]}
            />
          ) : field.category ? (
            <Select
              key={field.key}
              label={field.label}
              data={(categories.data ?? []).map((category) => category.name)}
              value={values[field.key] || null}
              onChange={set(field.key)}
              error={errors[field.key]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ) : field.long ? (
            <Textarea
              key={field.key}
              label={field.label}
              value={values[field.key] ?? ""}
              onChange={(event) => set(field.key)(event.currentTarget.value)}
              error={errors[field.key]}
              autosize
              minRows={3}
            />
          ) : (
            <TextInput
              key={field.key}
              label={field.label}
              value={values[field.key] ?? ""}
              onChange={(event) => set(field.key)(event.currentTarget.value)}
              error={errors[field.key]}
            />
          ),
        )}
        {submission.image && (
          <Checkbox
            label={
              submission.businessId === null
                ? "Publish the photo sent with it"
                : "Publish the photo sent with it, in place of the listing's"
            }
            checked={withPhoto}
            onChange={(event) => setWithPhoto(event.currentTarget.checked)}
          />
        )}
        <FormActions onCancel={onCancel} submitLabel="Approve" pending={busy} />
      </Stack>
    </form>
  );
}
