// What the site stops needing is dropped as time passes: images no one uses (packages/db
// purge-orphan-images.ts) a day after they were uploaded, and delivered mail a month after it was
// sent (staff read failing mail in the Messages tab; sent mail is only a record, and its text holds
// visitors' names and addresses). Once when the server is ready, then every six hours, on every
// instance, without holding up start-up: the deletes are idempotent.
import { type Database, purgeOrphanImages } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import { runPeriodically } from "./periodic.ts";

const HOUR_MS = 60 * 60 * 1000;
export const UNUSED_IMAGE_AGE_MS = 24 * HOUR_MS;
export const SENT_MAIL_AGE_MS = 30 * 24 * HOUR_MS;
const EVERY_MS = 6 * HOUR_MS;

/** One pass; answers what it removed. */
export async function purgeUnused(db: Database, now: Date) {
  const images = await purgeOrphanImages(db.prisma, new Date(now.getTime() - UNUSED_IMAGE_AGE_MS));
  const { count: mail } = await db.prisma.outboxMessage.deleteMany({
    where: { status: "sent", sentAt: { lt: new Date(now.getTime() - SENT_MAIL_AGE_MS) } },
  });
  return { images, mail };
}

export function purgeUnusedPlugin(app: FastifyInstance, options: { db: Database; now: () => Date }) {
  runPeriodically(app, {
    everyMs: EVERY_MS,
    // Nothing waits on a purge: start-up does not.
    firstPassBeforeReady: false,
    failure: "unused data not purged; trying again later",
    run: async () => {
      const removed = await purgeUnused(options.db, options.now());
      if (removed.images + removed.mail > 0) app.log.info(removed, "unused images and old sent mail purged");
    },
  });
}
