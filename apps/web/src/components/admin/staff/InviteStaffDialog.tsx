// "Invite a person" to the staff: name, e-mail and role. The person is mailed a link where they
// choose a password; without mail the dialog shows the link for the owner to hand over.
import type { StaffRole } from "@chamber/core";
import { staffInvite } from "@chamber/core/schemas";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { InviteeFields } from "#web/components/admin/fields/InviteeFields.tsx";
import { InviteLink } from "#web/components/admin/members/InviteLink.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import { RoleSelect } from "./RoleSelect.tsx";

type Errors = Partial<Record<"name" | "email" | "role", string>>;

export function InviteStaffDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [link, setLink] = useState<{ url: string; who: string } | null>(null);
  const close = () => {
    setLink(null);
    onClose();
  };
  return (
    <AdminModal opened={opened} onClose={close} title="Invite a person to the staff" size="md">
      {link ? (
        <InviteLink url={link.url} who={link.who} />
      ) : (
        <InviteForm onCancel={close} onInvited={(url, who) => (url ? setLink({ url, who }) : close())} />
      )}
    </AdminModal>
  );
}

function InviteForm({
  onCancel,
  onInvited,
}: {
  onCancel: () => void;
  onInvited: (inviteUrl: string | undefined, who: string) => void;
}) {
  const invite = trpc.staff.invite.useMutation();
  const utils = trpc.useUtils();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("editor");
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const checked = staffInvite.safeParse({ name, email, role });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    let answer: { inviteUrl?: string | undefined } = {};
    const who = checked.data.name;
    const done = await writeWithToasts(
      async () => {
        answer = await invite.mutateAsync(checked.data);
      },
      {
        success: () => (answer.inviteUrl ? `${who} is invited` : `${who} is invited: the link is on its way`),
        failure: "Failed to invite",
        onFailure: (error) => {
          const fields = serverFieldErrors(error) as Errors | null;
          const message = error instanceof Error ? error.message : "";
          setErrors(fields ?? (message.includes("already has a staff account") ? { email: message } : {}));
        },
      },
    );
    if (!done) return;
    await utils.staff.list.invalidate();
    onInvited(answer.inviteUrl, who);
  };

  return (
    <form
      aria-label="Invite a person to the staff"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <InviteeFields
          name={[name, setName]}
          email={[email, setEmail]}
          errors={errors}
          linkDoes="lets them choose their password (valid 72 hours)"
        />
        <RoleSelect label="Role" value={role} onChange={setRole} describe error={errors.role} />
        <FormActions onCancel={onCancel} submitLabel="Send invitation" pending={invite.isPending} />
      </Stack>
    </form>
  );
}
