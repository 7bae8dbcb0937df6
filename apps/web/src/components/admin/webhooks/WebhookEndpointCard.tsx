// One webhook endpoint: its URL, description and events, whether it is on and since when it has
// been failing, with Send test ping, Edit, Delete and its delivery log (opened on demand).
import { Badge, Button, Text } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { WebhookDeliveryLog } from "./WebhookDeliveryLog.tsx";
import { eventsSummary } from "./WebhookEventChoice.tsx";

type Endpoint = RouterOutputs["webhook"]["list"][number];

export function WebhookEndpointCard({
  endpoint,
  onEdit,
  onDelete,
}: {
  endpoint: Endpoint;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const ping = trpc.webhook.ping.useMutation();
  const utils = trpc.useUtils();
  const logId = `webhook-log-${endpoint.id}`;
  const sendPing = () =>
    void writeWithToasts(() => ping.mutateAsync({ id: endpoint.id }), {
      success: "Test ping queued: its outcome shows in the delivery log",
      failure: endpoint.enabled ? "Failed to send a test ping" : "Turn the endpoint on before pinging it",
    }).then((sent) => {
      if (!sent) return;
      setLogOpen(true);
      return utils.webhook.deliveries.invalidate({ id: endpoint.id });
    });
  const hidden = <span className={classes.visuallyHidden}> {endpoint.url}</span>;
  return (
    <AdminCard
      variant="row"
      padding="md"
      label={`Webhook endpoint ${endpoint.url}`}
      heading={endpoint.url}
      headingSize="h5"
      badges={
        <>
          <Badge variant={endpoint.enabled ? "filled" : "outline"} color={endpoint.enabled ? "oak" : "gray.7"}>
            {endpoint.enabled ? "On" : "Off"}
          </Badge>
          {endpoint.failingSince && (
            <Badge variant="outline" color="red.9">
              Failing since {formatSiteDate(endpoint.failingSince, "full")}
            </Badge>
          )}
        </>
      }
      actions={
        <>
          <Button size="xs" variant="light" onClick={sendPing} loading={ping.isPending} disabled={!endpoint.enabled}>
            Send test ping{hidden}
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            Edit{hidden}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onDelete}>
            Delete{hidden}
          </Button>
        </>
      }
      below={
        <>
          <Button
            size="xs"
            variant="subtle"
            mt="xs"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
          >
            {logOpen ? "Hide delivery log" : "Show delivery log"}
            {hidden}
          </Button>
          <div id={logId}>{logOpen && <WebhookDeliveryLog endpointId={endpoint.id} url={endpoint.url} />}</div>
        </>
      }
    >
      {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
      <Text size="xs" c="dimmed" className={classes.breakAnywhere}>
        {eventsSummary(endpoint.events)}
        {endpoint.disabledAt &&
          ` · turned off ${formatSiteDate(endpoint.disabledAt, "full")} after three days of failures`}
      </Text>
    </AdminCard>
  );
}
