// The calendar subscriptions are read every hour (packages/api calendar-import/subscriptions.ts):
// every instance looks for due ones every five minutes and reads those it claims. A pass that
// fails (the database out of reach) is logged and the next one reads what it missed.
import { Changes, type RefreshJob, refreshDueSubscriptions } from "@chamber/api";
import type { FastifyInstance } from "fastify";
import { runPeriodically } from "../maintenance/periodic.ts";

const EVERY_MS = 5 * 60 * 1000;

export function calendarSubscriptionsPlugin(app: FastifyInstance, options: RefreshJob) {
  runPeriodically(app, {
    everyMs: EVERY_MS,
    firstPassBeforeReady: false,
    failure: "calendar subscriptions not read; trying again in five minutes",
    run: async () => {
      // What it imports are events: dropped from the read cache once written, as a write's are.
      const changes = new Changes();
      await refreshDueSubscriptions(options, changes);
      await changes.flush(options.cache);
    },
  });
}
