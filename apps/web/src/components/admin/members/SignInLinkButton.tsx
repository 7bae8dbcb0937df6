// "Sign-in link" on a member's row: a fresh one-time link to hand over by hand when the server sends
// no mail (or the member's mail went astray), from POST /members/{id}/sign-in-link. Each press makes
// a new link; only its hash is kept, so a link is shown once, here.
import { Button } from "@mantine/core";
import { useState } from "react";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { toast } from "#web/lib/toast.ts";
import { trpc } from "#web/lib/trpc.ts";
import { InviteLink } from "./InviteLink.tsx";

export function SignInLinkButton({ member }: { member: { id: number; name: string } }) {
  const make = trpc.memberLink.signInLink.useMutation();
  const [url, setUrl] = useState<string | null>(null);
  // Handing out access to a listing is an editor's (a moderator decides claims only).
  const canEdit = useCan("editor");
  const open = async () => {
    try {
      setUrl((await make.mutateAsync({ id: member.id })).url);
    } catch {
      toast({ title: "Error", message: "Failed to make a sign-in link", variant: "destructive" });
    }
  };
  if (!canEdit) return null;
  return (
    <>
      <Button size="xs" variant="light" loading={make.isPending} onClick={() => void open()}>
        Sign-in link
      </Button>
      <AdminModal opened={url !== null} onClose={() => setUrl(null)} title={`Sign-in link for ${member.name}`}>
        {url && <InviteLink url={url} who={member.name} kind="sign-in" />}
      </AdminModal>
    </>
  );
}
