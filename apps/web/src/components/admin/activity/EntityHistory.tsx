// A form's "History": the last 20 recorded changes of the row being edited (who, when, which fields),
// folded under a disclosure so the form stays short, with the way to the whole history in the
// Activity view. Staff who may not read the log (a moderator: 403) see nothing of it.
import { ACTIVITY_ACTION_LABELS, type ActivityEntity } from "@chamber/core/schemas";
import { Box, List, Text } from "@mantine/core";
import { AnchorLink } from "#web/components/links/AnchorLink.tsx";
import { changedFields } from "#web/lib/admin/change-text.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { actorRoleLabel } from "./actor-label.ts";

const SHOWN = 20;

export interface EntityHistoryProps {
  entity: ActivityEntity;
  /** The row's id; nothing is shown for a row not yet created. */
  id: number | string | null | undefined;
}

export function EntityHistory({ entity, id }: EntityHistoryProps) {
  const entityId = id === null || id === undefined ? null : String(id);
  const history = trpc.activity.list.useQuery(
    { entity, entityId: entityId ?? "0", limit: SHOWN },
    { enabled: entityId !== null, retry: false },
  );
  if (entityId === null || history.error?.data?.code === "FORBIDDEN") return null;
  const items = history.data?.items ?? [];
  return (
    <Box component="details" mt="md" data-testid="entity-history">
      <Text component="summary" size="sm" fw={600} style={{ cursor: "pointer" }}>
        History
      </Text>
      <Box mt="xs">
        {history.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            Loading history…
          </Text>
        ) : history.isError ? (
          <Text size="sm" c="red.9" role="alert">
            Could not load the history: {history.error.message}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No recorded changes yet.
          </Text>
        ) : (
          <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
            {items.map((entry) => {
              const fields = entry.action === "update" ? changedFields(entry.changes) : [];
              return (
                <List.Item key={entry.id}>
                  <Text size="sm" span>
                    <Text span fw={600} size="sm">
                      {ACTIVITY_ACTION_LABELS[entry.action]}
                    </Text>
                    {fields.length > 0 && ` ${fields.join(", ")}`} · {entry.actor.name} ({actorRoleLabel(entry.actor)})
                    ·{" "}
                    <time dateTime={entry.at}>
                      {formatSiteDate(entry.at, "card")} {formatSiteDate(entry.at, "time")}
                    </time>
                  </Text>
                </List.Item>
              );
            })}
          </List>
        )}
        <Text size="sm" mt="xs">
          <AnchorLink to="/admin/activity" search={{ entity, entityId }} size="sm">
            All changes in Activity
          </AnchorLink>
        </Text>
      </Box>
    </Box>
  );
}
