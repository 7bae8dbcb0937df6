// The log's entries: a table on a wide screen (when, who with their role, what happened to what,
// the fields old → new), a card per entry on a phone, where five columns would not fit. Who and
// what are links that narrow the view to that person or that row's history.

import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS, type ActivityEntity, actorKey } from "@chamber/core/schemas";
import { Anchor, Badge, Card, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import classes from "#web/components/admin/admin.module.css";
import { AnchorLink } from "#web/components/links/AnchorLink.tsx";
import { IconExternalLink } from "#web/components/ui/icons.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { actorRoleLabel } from "./actor-label.ts";
import { ChangeList } from "./ChangeList.tsx";
import { entryTarget, historySearch } from "./entity-links.ts";

export type ActivityItem = RouterOutputs["activity"]["list"]["items"][number];

const actionColors = { create: "oak.9", update: "blue.9", delete: "red.9", purge: "gray.8" } as const;

function When({ entry }: { entry: ActivityItem }) {
  return (
    <Text size="sm" component="time" dateTime={entry.at}>
      {formatSiteDate(entry.at, "card")} {formatSiteDate(entry.at, "time")}
    </Text>
  );
}

function Who({ entry }: { entry: ActivityItem }) {
  return (
    <Stack gap={0}>
      <AnchorLink to="/admin/activity" search={{ actor: actorKey(entry.actor) }} size="sm" fw={600}>
        {entry.actor.name}
      </AnchorLink>
      <Text size="xs" c="dimmed">
        {actorRoleLabel(entry.actor)}
      </Text>
    </Stack>
  );
}

function What({ entry }: { entry: ActivityItem }) {
  const target = entryTarget(entry);
  const label = ACTIVITY_ENTITY_LABELS[entry.entity as ActivityEntity] ?? entry.entity;
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Badge size="sm" variant="outline" color={actionColors[entry.action]}>
        {ACTIVITY_ACTION_LABELS[entry.action]}
      </Badge>
      <AnchorLink to="/admin/activity" search={historySearch(entry)} size="sm">
        {label} #{entry.entityId}
      </AnchorLink>
      {target && (
        <Anchor
          href={target.href}
          size="sm"
          target={target.public ? "_blank" : undefined}
          aria-label={`Open ${label} ${entry.entityId}${target.public ? " (public page, new tab)" : ""}`}
        >
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      )}
    </Group>
  );
}

export function ActivityEntries({ items }: { items: ActivityItem[] }) {
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <Stack gap="sm" data-testid="activity-entries">
        {items.map((entry) => (
          <Card key={entry.id} withBorder padding="sm" data-testid="activity-entry">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Who entry={entry} />
                <When entry={entry} />
              </Group>
              <What entry={entry} />
              <ChangeList action={entry.action} changes={entry.changes} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing="xs" className={classes.table} data-testid="activity-entries">
      <Table.Caption className={classes.visuallyHidden}>Activity</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">When</Table.Th>
          <Table.Th scope="col">Who</Table.Th>
          <Table.Th scope="col">What</Table.Th>
          <Table.Th scope="col">Changes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((entry) => (
          <Table.Tr key={entry.id} data-testid="activity-entry">
            <Table.Td w={150}>
              <When entry={entry} />
            </Table.Td>
            <Table.Td w={170}>
              <Who entry={entry} />
            </Table.Td>
            <Table.Td w={260}>
              <What entry={entry} />
            </Table.Td>
            <Table.Td>
              <ChangeList action={entry.action} changes={entry.changes} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
