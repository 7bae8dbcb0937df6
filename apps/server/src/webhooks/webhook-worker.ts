// Delivers webhooks (docs/decisions/031-webhooks.md) from the same kind of durable outbox as mail,
// in every instance: each run first turns queued events into deliveries (dispatchWebhookEvents),
// then claims due deliveries with a lease (FOR UPDATE SKIP LOCKED) — only the earliest pending one
// of each endpoint and entity, so an entity's changes arrive in order — and posts them. A failure is
// retried with growing delays until three days after the first attempt; an endpoint failing for
// three days is turned off and its owners are mailed.
import { dispatchWebhookEvents, enqueueMail, type MailContext, sendWebhook, webhookDisabledNotice } from "@chamber/api";
import type { Database } from "@chamber/db";
import { PollingWorker, retryDelay } from "../outbox/polling-worker.ts";

export interface WebhookWorkerOptions {
  db: Database;
  /** Whether private and loopback targets may be reached (IMPORT_ALLOW_PRIVATE). */
  outbound: { allowPrivate: boolean };
  /** The mail set-up, to tell the owners of an endpoint turned off; omitted: nobody is mailed. */
  mail?: MailContext | undefined;
  now?: (() => Date) | undefined;
  /** How often queued work is looked for when nothing wakes the worker (default 5 s). */
  pollMs?: number | undefined;
  /** The first retry's delay, doubled for each further failure (default 30 s), capped at 4 h. */
  retryBaseMs?: number | undefined;
  /** Reports a failed attempt (the server logs it). */
  onFailure?: (delivery: { id: number; endpointId: number; attempts: number; gaveUp: boolean; error: string }) => void;
}

const BATCH = 10;
/** Longer than a delivery may take (10 s), with room for a slow database. */
const LEASE_MS = 2 * 60_000;
const MAX_DELAY_MS = 4 * 60 * 60_000;
/** How long a delivery is retried, and an endpoint may fail before it is turned off. */
const GIVE_UP_MS = 3 * 24 * 60 * 60_000;

interface Claimed {
  id: number;
  endpointId: number;
  messageId: string;
  payload: unknown;
  attempts: number;
  firstAttemptAt: Date;
  url: string;
  secret: string;
}

export class WebhookWorker extends PollingWorker {
  private readonly now: () => Date;
  private readonly options: WebhookWorkerOptions;

  constructor(options: WebhookWorkerOptions) {
    super(options.pollMs ?? 5_000);
    this.options = options;
    this.now = options.now ?? (() => new Date());
  }

  /** Dispatches what is queued, then delivers what is due; answers how many were delivered. */
  protected async run(): Promise<number> {
    while ((await dispatchWebhookEvents(this.options.db, this.now)) > 0 && !this.stopped);
    let delivered = 0;
    for (;;) {
      const batch = await this.claim();
      // A batch holds at most one delivery per endpoint and entity, so sending it at once keeps the order.
      const outcomes = await Promise.all(batch.map((delivery) => this.deliver(delivery)));
      delivered += outcomes.filter(Boolean).length;
      if (batch.length < BATCH || this.stopped) return delivered;
    }
  }

  private claim(): Promise<Claimed[]> {
    const now = this.now();
    const leaseEnd = new Date(now.getTime() + LEASE_MS);
    return this.options.db.prisma.$queryRaw<Claimed[]>`
      UPDATE "WebhookDelivery" AS d
      SET "attempts" = d."attempts" + 1, "nextAttemptAt" = ${leaseEnd},
        "firstAttemptAt" = COALESCE(d."firstAttemptAt", ${now})
      FROM "WebhookEndpoint" AS e
      WHERE e."id" = d."endpointId" AND d."id" IN (
        SELECT c."id" FROM "WebhookDelivery" AS c
        JOIN "WebhookEndpoint" AS ce ON ce."id" = c."endpointId" AND ce."enabled"
        WHERE c."status" = 'pending' AND c."nextAttemptAt" <= ${now}
          AND NOT EXISTS (
            SELECT 1 FROM "WebhookDelivery" AS p
            WHERE p."endpointId" = c."endpointId" AND p."orderKey" = c."orderKey"
              AND p."status" = 'pending' AND p."id" < c."id"
          )
        ORDER BY c."nextAttemptAt", c."id"
        LIMIT ${BATCH}
        FOR UPDATE OF c SKIP LOCKED
      )
      RETURNING d."id", d."endpointId", d."messageId", d."payload", d."attempts", d."firstAttemptAt",
        e."url", e."secret"`;
  }

  private async deliver(delivery: Claimed): Promise<boolean> {
    const { prisma } = this.options.db;
    const at = this.now();
    const outcome = await sendWebhook(delivery, this.options.outbound, at);
    if (outcome.delivered) {
      await prisma.$transaction([
        prisma.webhookDelivery.update({
          where: { id: delivery.id },
          data: { status: "sent", deliveredAt: at, lastStatus: outcome.status, lastError: null },
        }),
        prisma.webhookEndpoint.updateMany({
          where: { id: delivery.endpointId, failingSince: { not: null } },
          data: { failingSince: null },
        }),
      ]);
      return true;
    }
    const gaveUp = at.getTime() - delivery.firstAttemptAt.getTime() >= GIVE_UP_MS;
    const delay = retryDelay(this.options.retryBaseMs ?? 30_000, delivery.attempts, MAX_DELAY_MS);
    await prisma.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        status: gaveUp ? "failed" : "pending",
        nextAttemptAt: new Date(at.getTime() + delay),
        lastStatus: outcome.status,
        lastError: outcome.error,
      },
    });
    const error = outcome.error ?? "failed";
    this.options.onFailure?.({
      id: delivery.id,
      endpointId: delivery.endpointId,
      attempts: delivery.attempts,
      gaveUp,
      error,
    });
    await this.noteFailure(delivery.endpointId, at, error);
    return false;
  }

  /** Starts the endpoint's run of failures, and turns it off (mailing its owners) three days into one. */
  private async noteFailure(endpointId: number, at: Date, lastError: string): Promise<void> {
    const { mail } = this.options;
    const turnedOff = await this.options.db.prisma.$transaction(async (tx) => {
      await tx.webhookEndpoint.updateMany({
        where: { id: endpointId, failingSince: null },
        data: { failingSince: at },
      });
      const since = new Date(at.getTime() - GIVE_UP_MS);
      const off = await tx.webhookEndpoint.updateMany({
        where: { id: endpointId, enabled: true, failingSince: { lte: since } },
        data: { enabled: false, disabledAt: at },
      });
      if (off.count === 0) return false;
      const endpoint = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId }, select: { url: true } });
      const owners = await tx.adminUser.findMany({ where: { role: "owner" }, select: { email: true } });
      const notices = owners.map((owner) =>
        webhookDisabledNotice(owner.email, { url: endpoint.url, lastError }, mail?.publicUrl ?? ""),
      );
      await enqueueMail(tx, { mail: mail ?? null, now: () => at }, ...notices);
      return true;
    });
    if (turnedOff) mail?.wake?.();
  }
}
