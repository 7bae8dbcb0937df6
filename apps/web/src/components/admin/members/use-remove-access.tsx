// Removing a member's access to a listing, after a confirmation: they can no longer edit it and
// every session of theirs ends at once (docs/product.md "Claims and members").
import { Button } from "@mantine/core";
import { useState } from "react";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";

interface Removal {
  member: { id: number; name: string };
  business: { id: number; name: string };
}

export function useRemoveAccess() {
  const [asked, setAsked] = useState<Removal | null>(null);
  const remove = trpc.memberAdmin.remove.useMutation();
  const utils = trpc.useUtils();

  const confirm = async () => {
    if (!asked) return;
    const done = await writeWithToasts(() => remove.mutateAsync({ id: asked.business.id, memberId: asked.member.id }), {
      success: `${asked.member.name} can no longer edit ${asked.business.name}`,
      failure: "Failed to remove access",
    });
    if (done) {
      setAsked(null);
      await utils.memberAdmin.invalidate();
    }
  };

  return {
    request: (removal: Removal) => setAsked(removal),
    dialog: (
      <ConfirmDeleteModal
        opened={asked !== null}
        title="Remove access"
        question={`${asked?.member.name ?? "This member"} will no longer be able to edit ${asked?.business.name ?? "this listing"}, and is signed out everywhere at once.`}
        name={asked ? `${asked.member.name} — ${asked.business.name}` : undefined}
        confirmLabel="Remove access"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    ),
  };
}

/** The small red "Remove access" button beside a member's listing. */
export function RemoveAccessButton({ label, onClick }: { label: string; onClick: () => void }) {
  if (!useCan("editor")) return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      style={{ flexShrink: 0 }}
      onClick={onClick}
      aria-label={label}
    >
      Remove access
    </Button>
  );
}
