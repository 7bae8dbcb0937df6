// "Invite a person": a name, an e-mail and the listing (fixed when opened from a business). The
// person may edit the listing at once and is mailed a link; without mail the dialog shows the
// link to copy instead.
import { Select, Stack } from "@mantine/core";
import { useState } from "react";
import { InviteeFields } from "#web/components/admin/fields/InviteeFields.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import { InviteLink } from "./InviteLink.tsx";

export interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The listing, when the dialog is opened from it; else staff choose one. */
  business?: { id: number; name: string };
}

export function InviteDialog({ opened, onClose, business }: InviteDialogProps) {
  const [link, setLink] = useState<{ url: string; who: string } | null>(null);
  const close = () => {
    setLink(null);
    onClose();
  };
  return (
    <AdminModal
      opened={opened}
      onClose={close}
      title={business ? `Invite a person to ${business.name}` : "Invite a person"}
      size="md"
    >
      {link ? (
        <InviteLink url={link.url} who={link.who} />
      ) : (
        <InviteForm
          business={business}
          onCancel={close}
          onInvited={(url, who) => (url ? setLink({ url, who }) : close())}
        />
      )}
    </AdminModal>
  );
}

function InviteForm({
  business,
  onCancel,
  onInvited,
}: {
  business?: { id: number; name: string } | undefined;
  onCancel: () => void;
  onInvited: (inviteUrl: string | undefined, who: string) => void;
}) {
  const businesses = trpc.business.list.useQuery({ scope: "all" }, { enabled: !business });
  const invite = trpc.memberAdmin.invite.useMutation();
  const utils = trpc.useUtils();
  const [businessId, setBusinessId] = useState<string | null>(business ? String(business.id) : null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = async () => {
    const missing = {
      id: businessId ? undefined : "Choose the listing",
      name: name.trim() ? undefined : "Name is required",
      email: email.trim() ? undefined : "Email is required",
    };
    if (missing.id || missing.name || missing.email) return setErrors(missing);
    let answer: { inviteUrl?: string | undefined } = {};
    const done = await writeWithToasts(
      async () => {
        answer = await invite.mutateAsync({ id: Number(businessId), name, email });
      },
      {
        success: `${name.trim()} can now edit the listing`,
        failure: "Failed to invite",
        onFailure: (error) => setErrors((serverFieldErrors(error) ?? {}) as Record<string, string>),
      },
    );
    if (!done) return;
    await utils.memberAdmin.invalidate();
    onInvited(answer.inviteUrl, name.trim());
  };

  return (
    <form
      aria-label="Invite a person"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {!business && (
          <Select
            label="Listing"
            placeholder="Choose a business"
            data={(businesses.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={businessId}
            onChange={setBusinessId}
            error={errors.id}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <InviteeFields
          name={[name, setName]}
          email={[email, setEmail]}
          errors={errors}
          linkDoes="signs them in (valid 72 hours)"
        />
        <FormActions onCancel={onCancel} submitLabel="Invite" pending={invite.isPending} />
      </Stack>
    </form>
  );
}
