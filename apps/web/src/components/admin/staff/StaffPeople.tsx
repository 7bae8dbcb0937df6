// The staff list: each person with their role (a select, for the owner to change), whether
// two-step sign-in is on, a password reset link and a reset of their second step (for someone
// else), and Remove after a confirmation; then the invitations still waiting, each with Resend (a
// new link; shown to copy when the site sends no mail) and Revoke.
import type { StaffRole } from "@chamber/core";
import { ROLE_LABELS } from "@chamber/core";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { useStaff } from "#web/components/admin/layout/staff-context.tsx";
import { InviteLink } from "#web/components/admin/members/InviteLink.tsx";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { SectionHeader } from "#web/components/admin/scaffold/SectionHeader.tsx";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { InviteStaffDialog } from "./InviteStaffDialog.tsx";
import { ResetLinkButton } from "./ResetLinkButton.tsx";
import { ResetTwoStepButton } from "./ResetTwoStepButton.tsx";
import { RoleSelect } from "./RoleSelect.tsx";

type Person = RouterOutputs["staff"]["list"]["staff"][number];
type Invitation = RouterOutputs["staff"]["list"]["invitations"][number];

/** Runs a staff write; a refusal's own words (the last owner, an address taken) go in the toast. */
export async function attempt(write: () => Promise<unknown>, success: string | (() => string)): Promise<boolean> {
  try {
    await write();
  } catch (error) {
    notifyFailure(error instanceof Error && error.message ? error.message : "The change failed", error);
    return false;
  }
  notifySuccess(typeof success === "string" ? success : success());
  return true;
}

export function StaffPeople() {
  const list = trpc.staff.list.useQuery({});
  const me = useStaff();
  const utils = trpc.useUtils();
  const setRole = trpc.staff.setRole.useMutation();
  const remove = trpc.staff.remove.useMutation();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Person | null>(null);
  const refresh = () => utils.staff.list.invalidate();

  const changeRole = async (person: Person, role: StaffRole) => {
    const label = person.name || person.email;
    if (
      await attempt(
        () => setRole.mutateAsync({ id: person.id, role }),
        `${label} is now ${ROLE_LABELS[role].toLowerCase()}`,
      )
    ) {
      await refresh();
      // An owner who gave up their own role loses this screen: the dashboard reads the role again.
      if (person.id === me?.id) await utils.auth.me.invalidate();
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const label = removing.name || removing.email;
    if (await attempt(() => remove.mutateAsync({ id: removing.id }), `${label} was removed from the staff`)) {
      setRemoving(null);
      await refresh();
    }
  };

  return (
    <section aria-labelledby="staff-title">
      <SectionHeader title="Staff" titleId="staff-title">
        <Button onClick={() => setInviting(true)}>Invite a person</Button>
      </SectionHeader>
      <ListState query={list} count={list.data?.staff.length ?? 0} empty="No staff yet." what="staff">
        {list.data && (
          <Stack gap="sm">
            {list.data.staff.map((person) => (
              <AdminCard
                key={person.id}
                variant="row"
                padding="md"
                label={`Staff ${person.name || person.email}`}
                heading={person.name || person.email}
                headingSize="h5"
                badges={
                  <>
                    {person.id === me?.id && <Badge variant="light">You</Badge>}
                    <Badge variant="outline" color={person.twoStep ? "teal" : "gray"}>
                      Two-step {person.twoStep ? "on" : "off"}
                    </Badge>
                  </>
                }
                actions={
                  <Group gap="xs">
                    <RoleSelect
                      label={`Role of ${person.name || person.email}`}
                      hideLabel
                      size="xs"
                      value={person.role}
                      disabled={setRole.isPending}
                      onChange={(role) => void changeRole(person, role)}
                    />
                    {/* Someone else's way back in: a new password, or a second step set up again. */}
                    {person.id !== me?.id && (
                      <ResetLinkButton person={{ id: person.id, name: person.name || person.email }} />
                    )}
                    {person.id !== me?.id && person.twoStep && (
                      <ResetTwoStepButton
                        person={{ id: person.id, name: person.name || person.email }}
                        onReset={() => void refresh()}
                      />
                    )}
                    <Button size="xs" variant="light" color="red" onClick={() => setRemoving(person)}>
                      Remove
                    </Button>
                  </Group>
                }
              >
                {/* The heading is the e-mail until the person has a name (the first admin). */}
                {person.name && (
                  <Text size="sm" className={classes.breakAnywhere}>
                    {person.email}
                  </Text>
                )}
              </AdminCard>
            ))}
            <PendingInvitations invitations={list.data.invitations} />
          </Stack>
        )}
      </ListState>
      <InviteStaffDialog opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDeleteModal
        opened={removing !== null}
        title="Remove from the staff"
        question="Their account goes, and they are signed out everywhere at once. The API tokens they made keep working until revoked."
        name={removing ? `${removing.name || removing.email} (${ROLE_LABELS[removing.role]})` : undefined}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const utils = trpc.useUtils();
  const invite = trpc.staff.invite.useMutation();
  const revoke = trpc.staff.revokeInvitation.useMutation();
  const [link, setLink] = useState<{ url: string; who: string } | null>(null);
  if (invitations.length === 0) return null;

  const resend = async ({ name, email, role }: Invitation) => {
    let url: string | undefined;
    const sent = await attempt(
      async () => {
        url = (await invite.mutateAsync({ name, email, role })).inviteUrl;
      },
      () => (url ? `A new link for ${name} is ready` : `A new invitation is on its way to ${email}`),
    );
    await utils.staff.list.invalidate();
    if (sent && url) setLink({ url, who: name });
  };
  const revokeOne = async (invitation: Invitation) => {
    if (
      await attempt(() => revoke.mutateAsync({ id: invitation.id }), `The invitation of ${invitation.name} is revoked`)
    )
      await utils.staff.list.invalidate();
  };

  return (
    <Stack gap="sm" mt="md" aria-labelledby="staff-invitations-title" component="section">
      <Title order={3} size="h5" id="staff-invitations-title">
        Waiting invitations
      </Title>
      {invitations.map((invitation) => (
        <AdminCard
          key={invitation.id}
          variant="row"
          padding="md"
          label={`Invitation ${invitation.name}`}
          heading={invitation.name}
          headingSize="h5"
          badges={<Badge variant="light">{ROLE_LABELS[invitation.role]}</Badge>}
          actions={
            <Group gap="xs">
              <Button size="xs" variant="light" loading={invite.isPending} onClick={() => void resend(invitation)}>
                Resend
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => void revokeOne(invitation)}>
                Revoke
              </Button>
            </Group>
          }
        >
          <Text size="sm" className={classes.breakAnywhere}>
            {invitation.email}
          </Text>
          <Text size="xs" c="dimmed">
            Invited{invitation.invitedBy ? ` by ${invitation.invitedBy}` : ""} · the link works until{" "}
            {formatSiteDate(invitation.expiresAt, "full")}
          </Text>
        </AdminCard>
      ))}
      <AdminModal
        opened={link !== null}
        onClose={() => setLink(null)}
        title={`Invitation link for ${link?.who ?? ""}`}
        size="md"
      >
        {link && <InviteLink url={link.url} who={link.who} />}
      </AdminModal>
    </Stack>
  );
}
