// The day-before reminder to people registered for an event (packages/api registrations/reminders.ts):
// looked for every five minutes, so it goes out about 24 hours before the start. Every instance runs
// it; the claim in the database makes each reminder go once. A pass that fails (the database out of
// reach) is logged and the next one sends what it missed.
import { type MailContext, sendReminders } from "@chamber/api";
import type { Database } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import { runPeriodically } from "../maintenance/periodic.ts";

const EVERY_MS = 5 * 60 * 1000;

export interface RegistrationRemindersOptions {
  db: Database;
  mail: MailContext;
  publicUrl: string;
  zone: string;
  now: () => Date;
}

export function registrationRemindersPlugin(app: FastifyInstance, options: RegistrationRemindersOptions) {
  const { db, ...rest } = options;
  runPeriodically(app, {
    everyMs: EVERY_MS,
    firstPassBeforeReady: false,
    failure: "registration reminders not sent; trying again in five minutes",
    run: async () => {
      await sendReminders({ ...rest, prisma: db.prisma });
    },
  });
}
