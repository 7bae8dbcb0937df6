// Fan-out (docs/decisions/031-webhooks.md): the events the triggers queued become one delivery per
// enabled endpoint that wants their type, each with its payload `{ type, timestamp, data }` fixed
// now. One instance dispatches at a time (a transaction-scoped advisory lock), so the deliveries of
// one entity are made in the order its changes were committed; the others skip and deliver.
import type { Database, Prisma } from "@chamber/db";
import { payloadReader } from "./webhook-payloads.ts";
import { newMessageId } from "./webhook-rows.ts";

/** pg_advisory_xact_lock's key for dispatching ("webh" in ASCII). */
const DISPATCH_LOCK = 0x77656268;
const BATCH = 100;

interface QueuedEvent {
  id: number;
  type: string;
  entity: string;
  entityId: string;
  createdAt: Date;
}

/** Dispatches one batch of queued events; answers how many (0 when none, or another instance is at it). */
export async function dispatchWebhookEvents(db: Database, now: () => Date): Promise<number> {
  // Most wakes find nothing queued: one indexed look, no transaction.
  const [queued] = await db.prisma.$queryRaw<{ some: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "WebhookEvent" WHERE "dispatchedAt" IS NULL) AS "some"`;
  if (!queued?.some) return 0;
  const read = payloadReader(db, now);
  return db.prisma.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(${DISPATCH_LOCK}) AS "locked"`;
      if (!lock?.locked) return 0;
      const events = await tx.$queryRaw<QueuedEvent[]>`
        SELECT "id", "type", "entity", "entityId", "createdAt" FROM "WebhookEvent"
        WHERE "dispatchedAt" IS NULL ORDER BY "id" LIMIT ${BATCH}`;
      if (events.length === 0) return 0;
      const endpoints = await tx.webhookEndpoint.findMany({
        where: { enabled: true },
        select: { id: true, events: true },
      });
      const deliveries: Prisma.WebhookDeliveryCreateManyInput[] = [];
      for (const event of events) {
        const wanting = endpoints.filter((endpoint) => endpoint.events.includes(event.type));
        if (wanting.length === 0) continue;
        // Read outside this transaction: the change is committed, and the lock is all this holds.
        const payload = {
          type: event.type,
          timestamp: event.createdAt.toISOString(),
          data: await read(event.type, event.entityId),
        };
        for (const endpoint of wanting)
          deliveries.push({
            endpointId: endpoint.id,
            messageId: newMessageId(),
            type: event.type,
            payload: payload as Prisma.InputJsonValue,
            orderKey: `${event.entity}:${event.entityId}`,
            createdAt: now(),
            nextAttemptAt: now(),
          });
      }
      // One INSERT: its rows take their ids in this order, the order the worker keeps per entity.
      if (deliveries.length > 0) await tx.webhookDelivery.createMany({ data: deliveries });
      await tx.webhookEvent.updateMany({
        where: { id: { in: events.map((event) => event.id) } },
        data: { dispatchedAt: now() },
      });
      return events.length;
    },
    { timeout: 60_000 },
  );
}
