// "People": every member, with the listings they may edit (each with Remove access), their last
// sign-in, an invitation still waiting and a sign-in link to hand over; searchable, in pages, like the
// other admin lists.
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { SignInLinkButton } from "./SignInLinkButton.tsx";
import { RemoveAccessButton, useRemoveAccess } from "./use-remove-access.tsx";

type Person = RouterOutputs["memberAdmin"]["list"][number];

export function People() {
  const people = trpc.memberAdmin.list.useQuery({});
  const removal = useRemoveAccess();
  const [inviting, setInviting] = useState(false);
  const canInvite = useCan("editor");
  const view = useListView<Person>({
    items: people.data,
    dataUpdatedAt: people.dataUpdatedAt,
    itemKey: (person) => person.id,
    noun: { one: "person", many: "people" },
    text: (person) => [person.name, person.email, ...person.businesses.map((business) => business.name)],
    pageSize: 20,
  });

  return (
    <AdminList
      id="members"
      title="People"
      actions={canInvite ? <Button onClick={() => setInviting(true)}>Invite a person</Button> : undefined}
      query={people}
      view={view}
      empty="No members yet. Invite a person, or approve a claim."
      what="members"
      layout="stack"
      itemKey={(person) => person.id}
      after={
        <>
          {removal.dialog}
          <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
        </>
      }
    >
      {(person) => (
        <AdminCard
          variant="row"
          label={`Member ${person.name}`}
          heading={person.name}
          headingSize="h5"
          badges={person.invitedUntil ? <Badge variant="light">Invited</Badge> : undefined}
          actions={<SignInLinkButton member={person} />}
          below={
            <Stack gap={6} mt="sm">
              {person.businesses.length === 0 && (
                <Text size="sm" c="dimmed">
                  No listing yet.
                </Text>
              )}
              {person.businesses.map((business) => (
                <Group key={business.id} gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" className={classes.breakAnywhere}>
                    {business.name}{" "}
                    <Text span size="xs" c="dimmed">
                      ({business.via === "claim" ? "by claim" : "invited"})
                    </Text>
                  </Text>
                  <RemoveAccessButton
                    label={`Remove ${person.name}'s access to ${business.name}`}
                    onClick={() => removal.request({ member: person, business })}
                  />
                </Group>
              ))}
              <Text size="xs" c="dimmed">
                {person.lastSignInAt
                  ? `Last signed in ${formatSiteDate(person.lastSignInAt, "full")}`
                  : "Never signed in"}
                {person.invitedUntil ? ` · invitation open until ${formatSiteDate(person.invitedUntil, "full")}` : ""}
              </Text>
            </Stack>
          }
        >
          <Text size="sm" className={classes.breakAnywhere}>
            {person.email}
          </Text>
        </AdminCard>
      )}
    </AdminList>
  );
}
