// The reminder to a deal's or job's poster 3 days before it ends (packages/api posts/post-reminders.ts):
// looked for every five minutes, as registrants' reminders are (events/registration-reminders.ts).
// Every instance runs it; the claim in the database makes each reminder go once.
import { type MailContext, sendPostReminders } from "@chamber/api";
import type { Database } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import { runPeriodically } from "../maintenance/periodic.ts";

const EVERY_MS = 5 * 60 * 1000;

export interface PostRemindersOptions {
  db: Database;
  mail: MailContext;
  publicUrl: string;
  zone: string;
  now: () => Date;
}

export function postRemindersPlugin(app: FastifyInstance, options: PostRemindersOptions) {
  const { db, ...rest } = options;
  runPeriodically(app, {
    everyMs: EVERY_MS,
    firstPassBeforeReady: false,
    failure: "reminders of ending deals and jobs not sent; trying again in five minutes",
    run: async () => {
      await sendPostReminders({ ...rest, prisma: db.prisma });
    },
  });
}
