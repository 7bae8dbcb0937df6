// The "Members" panel under a business's edit form (docs/product.md "Claims and members"): who may
// edit the listing (invite a person, remove access) and the history of what was changed in it, by
// whom (a member, or Staff), when, each field's old and new value.
import { Button, Divider, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { RemoveAccessButton, useRemoveAccess } from "./use-remove-access.tsx";

export function BusinessMembersPanel({ business }: { business: { id: number; name: string } }) {
  const members = trpc.memberAdmin.ofBusiness.useQuery({ id: business.id });
  const removal = useRemoveAccess();
  const [inviting, setInviting] = useState(false);
  return (
    <section aria-labelledby="business-members-title">
      <Divider my="lg" />
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id="business-members-title">
            Members who can edit this listing
          </Title>
          <Button size="compact-sm" variant="light" onClick={() => setInviting(true)}>
            Invite a person
          </Button>
        </Group>
        {members.isSuccess && members.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No one yet: only staff edit this listing.
          </Text>
        )}
        {members.data?.map((member) => (
          <Group key={member.id} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm" fw={600} className={classes.breakAnywhere}>
                {member.name}{" "}
                <Text span size="xs" c="dimmed" fw={400}>
                  {member.email}
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {member.via === "claim" ? "By claim" : "Invited"} {formatSiteDate(member.since, "card")} ·{" "}
                {member.lastSignInAt
                  ? `last signed in ${formatSiteDate(member.lastSignInAt, "card")}`
                  : "never signed in"}
              </Text>
            </Stack>
            <RemoveAccessButton
              label={`Remove ${member.name}'s access`}
              onClick={() => removal.request({ member, business })}
            />
          </Group>
        ))}
        <ListingHistory businessId={business.id} />
      </Stack>
      {removal.dialog}
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} business={business} />
    </section>
  );
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

function ListingHistory({ businessId }: { businessId: number }) {
  const changes = trpc.memberAdmin.changes.useQuery({ id: businessId });
  if (!changes.data?.length) return null;
  return (
    <Stack gap="xs" mt="md">
      <Title order={4} size="h6">
        Edits to the listing
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder fz="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>When, who</Table.Th>
              <Table.Th w={110}>Field</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.data.flatMap((change) =>
              change.fields.map((field, index) => (
                <Table.Tr key={`${change.id}-${field.field}`}>
                  <Table.Td>{index === 0 ? `${formatSiteDate(change.createdAt, "card")}, ${change.by}` : ""}</Table.Td>
                  <Table.Td>{field.field}</Table.Td>
                  <Table.Td className={classes.preWrap}>{shown(field.from)}</Table.Td>
                  <Table.Td className={classes.preWrap}>{shown(field.to)}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
