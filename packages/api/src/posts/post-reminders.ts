// The reminder a post's poster gets 3 days before it ends (the server runs this every few minutes,
// apps/server/src/posts/post-reminders.ts), with the link to extend it. Each post is claimed by one
// UPDATE that sets reminderSentAt where it is still null, and its message is queued in that same
// transaction: two instances never both claim a post, and a rolled-back claim leaves no message.
// Moving a post's end clears reminderSentAt (the routers), so the new end gets its own reminder.
// To whom: the member who posted it, else the business's e-mail (a post staff made).
import { formatInZone, POST_REMINDER_DAYS } from "@chamber/core";
import { asSystem } from "../activity/actor.ts";
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type PostKind, postReminder } from "./post-messages.ts";

export type ReminderContext = Pick<Context, "prisma" | "mail" | "publicUrl" | "zone" | "now">;

interface Claimed {
  id: number;
  businessId: number;
  title: string;
  endsAt: Date;
  businessName: string;
  to: string | null;
}

const LEAD_SECONDS = POST_REMINDER_DAYS * 24 * 60 * 60;

/** Claims the due reminders of one kind in `tx` and queues their mail; answers how many were sent. */
async function remind(ctx: ReminderContext, tx: Parameters<typeof enqueueMail>[0], kind: PostKind, now: Date) {
  const horizon = new Date(now.getTime() + LEAD_SECONDS * 1000);
  // A post shown for less than the lead time gets none: its poster has just posted it.
  const claimed =
    kind === "deal"
      ? await tx.$queryRaw<Claimed[]>`
          UPDATE "Deal" AS p SET "reminderSentAt" = ${now}
          FROM "Business" AS b
          WHERE p."businessId" = b."id" AND p."reviewState" = 'approved' AND p."reminderSentAt" IS NULL
            AND p."endsAt" > ${now} AND p."endsAt" <= ${horizon}
            AND p."startsAt" <= p."endsAt" - make_interval(secs => ${LEAD_SECONDS})
          RETURNING p."id", p."businessId", p."title", p."endsAt", b."name" AS "businessName",
            COALESCE((SELECT m."email" FROM "Member" m WHERE m."id" = p."submittedById"), b."email") AS "to"`
      : await tx.$queryRaw<Claimed[]>`
          UPDATE "Job" AS p SET "reminderSentAt" = ${now}
          FROM "Business" AS b
          WHERE p."businessId" = b."id" AND p."reviewState" = 'approved' AND p."reminderSentAt" IS NULL
            AND p."closesAt" > ${now} AND p."closesAt" <= ${horizon}
            AND p."postedAt" <= p."closesAt" - make_interval(secs => ${LEAD_SECONDS})
          RETURNING p."id", p."businessId", p."title", p."closesAt" AS "endsAt", b."name" AS "businessName",
            COALESCE((SELECT m."email" FROM "Member" m WHERE m."id" = p."submittedById"), b."email") AS "to"`;
  const publicUrl = ctx.mail?.publicUrl ?? ctx.publicUrl;
  const messages = claimed.flatMap((post) =>
    post.to
      ? [
          postReminder(
            post.to,
            { kind, id: post.id, businessId: post.businessId, title: post.title, businessName: post.businessName },
            `on ${formatInZone(post.endsAt, "full", ctx.zone)}`,
            publicUrl,
          ),
        ]
      : [],
  );
  await enqueueMail(tx, ctx, ...messages);
  return messages.length;
}

/** Queues every due reminder of deals and jobs; answers how many went out. */
export async function sendPostReminders(ctx: ReminderContext): Promise<number> {
  if (!ctx.mail) return 0;
  const now = ctx.now();
  const sent = await asSystem(
    ctx.prisma,
    async (tx) => (await remind(ctx, tx, "deal", now)) + (await remind(ctx, tx, "job", now)),
  );
  if (sent > 0) ctx.mail.wake?.();
  return sent;
}
