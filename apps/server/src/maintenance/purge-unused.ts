// What the site stops needing is dropped as time passes: deleted rows once their undo window has
// passed (a delete or restore purges them too, but a deleted contact message must not wait for the
// next one: docs/decisions/013-undoable-deletes.md), images no one uses (packages/db
// purge-orphan-images.ts) a day after they were uploaded, and delivered mail a month after it was
// sent (staff read failing mail in the Messages tab; sent mail is only a record, and its text holds
// visitors' names and addresses), and activity entries older than ACTIVITY_RETENTION_DAYS (two years
// unless set: the log holds old values, some of them personal), and webhook deliveries delivered a
// month ago with the events dispatched a day ago (a record, as sent mail is; failed and waiting ones
// stay for the owner to send again). Once when the server is ready, then every six hours, on every
// instance, without holding up start-up: the deletes are idempotent.
import { UNDO_WINDOW_MS } from "@chamber/api";
import { type Database, purgeOrphanImages } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import { runPeriodically } from "./periodic.ts";

const HOUR_MS = 60 * 60 * 1000;
export const UNUSED_IMAGE_AGE_MS = 24 * HOUR_MS;
export const SENT_MAIL_AGE_MS = 30 * 24 * HOUR_MS;
const EVERY_MS = 6 * HOUR_MS;
const DEFAULT_ACTIVITY_RETENTION_DAYS = 730;

/** One pass; answers what it removed. */
export async function purgeUnused(db: Database, now: Date, activityRetentionDays = DEFAULT_ACTIVITY_RETENTION_DAYS) {
  // First, so that a photo only a lapsed undo kept is unused by the time images are looked at.
  const { count: deleted } = await db.prisma.deletedRow.deleteMany({
    where: { deletedAt: { lte: new Date(now.getTime() - UNDO_WINDOW_MS) } },
  });
  const images = await purgeOrphanImages(db.prisma, new Date(now.getTime() - UNUSED_IMAGE_AGE_MS));
  const { count: mail } = await db.prisma.outboxMessage.deleteMany({
    where: { status: "sent", sentAt: { lt: new Date(now.getTime() - SENT_MAIL_AGE_MS) } },
  });
  const { count: activity } = await db.prisma.activityEntry.deleteMany({
    where: { at: { lt: new Date(now.getTime() - activityRetentionDays * 24 * HOUR_MS) } },
  });
  const { count: webhooks } = await db.prisma.webhookDelivery.deleteMany({
    where: { status: "sent", deliveredAt: { lt: new Date(now.getTime() - SENT_MAIL_AGE_MS) } },
  });
  await db.prisma.webhookEvent.deleteMany({ where: { dispatchedAt: { lt: new Date(now.getTime() - 24 * HOUR_MS) } } });
  return { deleted, images, mail, activity, webhooks };
}

export function purgeUnusedPlugin(
  app: FastifyInstance,
  options: { db: Database; now: () => Date; activityRetentionDays?: number | undefined },
) {
  runPeriodically(app, {
    everyMs: EVERY_MS,
    // Nothing waits on a purge: start-up does not.
    firstPassBeforeReady: false,
    failure: "unused data not purged; trying again later",
    run: async () => {
      const removed = await purgeUnused(options.db, options.now(), options.activityRetentionDays);
      if (removed.deleted + removed.images + removed.mail + removed.activity + removed.webhooks > 0) {
        app.log.info(removed, "lapsed deletes, unused images, old sent mail and webhooks, and old activity purged");
      }
    },
  });
}
