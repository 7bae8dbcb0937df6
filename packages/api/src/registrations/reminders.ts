// The reminder a confirmed registrant gets the day before (the server runs this every few minutes,
// apps/server/src/registrations/reminder-job.ts). Each registration is claimed by one UPDATE that
// sets reminderSentAt where it is still null, and its message queued in that same transaction: two
// instances running at once never both claim a row (the second UPDATE waits on the row and then
// finds it claimed), and a claim rolled back leaves no message and the row free for the next pass.
import { rootClient } from "../activity/actor.ts";
import { type NoticeContext, type Registrant, tellRegistrants } from "./registrant-notices.ts";
import { registrationEventSelect } from "./registration-mail.ts";

/** How long before the start the reminder goes. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

interface Claimed extends Registrant {
  eventId: number;
}

/**
 * Queues the reminder for every confirmed registration of an event starting within the next 24
 * hours (not started, not cancelled) that has not had one; answers how many. A registration
 * confirmed less than 24 hours before the start gets none: its confirmation is the reminder.
 */
export async function sendReminders(ctx: NoticeContext): Promise<number> {
  if (!ctx.mail) return 0;
  const now = ctx.now();
  const horizon = new Date(now.getTime() + REMINDER_BEFORE_MS);
  const prisma = rootClient(ctx.prisma);
  const sent = await prisma.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<Claimed[]>`
      UPDATE "Registration" AS r SET "reminderSentAt" = ${now}, "updatedAt" = ${now}
      FROM "Event" AS e
      WHERE r."eventId" = e."id"
        AND r."status" = 'confirmed' AND r."reminderSentAt" IS NULL
        AND e."status" <> 'cancelled' AND e."date" > ${now} AND e."date" <= ${horizon}
        AND COALESCE(r."promotedAt", r."createdAt") <= e."date" - make_interval(secs => ${REMINDER_BEFORE_MS / 1000})
      RETURNING r."id", r."name", r."email", r."places", r."inviteSequence", r."status"::text AS "status", r."eventId"`;
    if (claimed.length === 0) return 0;
    const events = await tx.event.findMany({
      where: { id: { in: [...new Set(claimed.map((row) => row.eventId))] } },
      select: registrationEventSelect,
    });
    for (const event of events) {
      const registrants = claimed.filter((row) => row.eventId === event.id);
      await tellRegistrants(ctx, tx, "reminder", event, registrants);
    }
    return claimed.length;
  });
  if (sent > 0) ctx.mail.wake?.();
  return sent;
}
