// One endpoint's delivery log, newest first: each delivery's event type, status, the endpoint's
// answer (its HTTP status, or why there was none), attempts and time, with "Send again". While
// a delivery waits the log is read again every few seconds.
import { Alert, Badge, Button, Table, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";

type Delivery = RouterOutputs["webhook"]["deliveries"][number];

/** The badge of a delivery's state, in the admin's palette (the card badges' contrast). */
function statusBadge(delivery: Delivery): { label: string; color: string; variant: "filled" | "outline" } {
  if (delivery.status === "sent") return { label: "Delivered", color: "oak", variant: "filled" };
  if (delivery.status === "failed") return { label: "Failed", color: "red.9", variant: "filled" };
  return delivery.attempts > 0
    ? { label: "Retrying", color: "bluff.9", variant: "filled" }
    : { label: "Waiting", color: "gray.7", variant: "outline" };
}

function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  const { label, color, variant } = statusBadge(delivery);
  return (
    <Badge color={color} variant={variant} style={{ minWidth: "max-content" }}>
      {label}
    </Badge>
  );
}

/** "Nov 26, 2026 11:00 PM": short enough for a table cell. */
const shortTime = (instant: string) => `${formatSiteDate(instant, "card")} ${formatSiteDate(instant, "time")}`;
const nowrap = { whiteSpace: "nowrap" } as const;

function answer(delivery: Delivery): string {
  if (delivery.lastStatus !== null) return String(delivery.lastStatus);
  return delivery.lastError ?? "—";
}

export function WebhookDeliveryLog({ endpointId, url }: { endpointId: number; url: string }) {
  // Read again every few seconds while a delivery waits, so its outcome shows without a reload.
  const deliveries = trpc.webhook.deliveries.useQuery(
    { id: endpointId, limit: 50 },
    {
      refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.status === "pending") ? 3_000 : false),
    },
  );
  const retry = trpc.webhook.retry.useMutation();
  const utils = trpc.useUtils();
  const sendAgain = (delivery: Delivery) =>
    void writeWithToasts(() => retry.mutateAsync({ id: endpointId, deliveryId: delivery.id }), {
      success: `${delivery.type} queued to send again`,
      failure: "Failed to send the delivery again",
    }).then(() => utils.webhook.deliveries.invalidate({ id: endpointId }));
  const rows = deliveries.data ?? [];
  return (
    <ListState query={deliveries} count={rows.length} empty="Nothing sent to this endpoint yet." what="deliveries">
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" className={classes.table}>
          <Table.Caption className={classes.visuallyHidden}>Deliveries to {url}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {["Event", "Status", "Answer", "Attempts", "Time", "Actions"].map((header) => (
                <Table.Th key={header} scope="col">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Th scope="row" fw={500} style={nowrap}>
                  {delivery.type}
                </Table.Th>
                <Table.Td>
                  <DeliveryStatus delivery={delivery} />
                </Table.Td>
                <Table.Td className={classes.breakAnywhere}>
                  <Text size="sm">{answer(delivery)}</Text>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td style={nowrap}>{shortTime(delivery.deliveredAt ?? delivery.createdAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={retry.isPending && retry.variables?.deliveryId === delivery.id}
                    onClick={() => sendAgain(delivery)}
                  >
                    Send again<span className={classes.visuallyHidden}> {delivery.type}</span>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.some((delivery) => delivery.status === "failed") && (
        <Alert color="red" variant="light" mt="sm">
          A failed delivery was retried for three days. Send it again once the receiver works.
        </Alert>
      )}
    </ListState>
  );
}
