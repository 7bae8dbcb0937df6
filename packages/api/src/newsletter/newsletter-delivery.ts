// Sending an issue as facts in the database (docs/decisions/036-newsletter-sending.md). When an
// issue starts sending, one NewsletterDelivery row is made per confirmed subscriber of its list, in
// one INSERT … SELECT; (issueId, subscriptionId) is unique, so nobody is listed twice however often
// it runs. The sender then moves waiting rows to queued, a few at a time, in the transaction that
// puts their mail in the outbox: a row is queued exactly when its mail is, so a restart picks up
// the waiting rows and nobody is mailed twice or skipped. These statements are the only writers of
// deliveries; the router starts a send now, the server's worker everything else.
import { siteFactKeys } from "@chamber/core";
import { type NewsletterProgress, siteFactsFromSettings } from "@chamber/core/schemas";
import type { Database, Prisma } from "@chamber/db";
import { enqueueMail, type MailContext } from "../mail/outbox.ts";
import { issueMail, type MailIssue, type MailSite, type RenderedIssue, renderIssue } from "./newsletter-mail.ts";

type Client = Database["prisma"] | Prisma.TransactionClient;

/** Lists issue `issueId`'s recipients and marks it sending; answers how many were listed. */
export async function startSending(tx: Prisma.TransactionClient, issueId: number, now: Date): Promise<number> {
  await tx.$executeRaw`
    UPDATE "NewsletterIssue" SET "status" = 'sending', "startedAt" = ${now}, "updatedAt" = ${now}
    WHERE "id" = ${issueId}`;
  return tx.$executeRaw`
    INSERT INTO "NewsletterDelivery" ("issueId", "subscriptionId", "createdAt")
    SELECT i."id", s."id", ${now}
    FROM "NewsletterIssue" i
    JOIN "NewsletterSubscription" s ON s."status" = 'confirmed' AND i."list" = ANY (s."lists")
    WHERE i."id" = ${issueId}
    ORDER BY s."id"
    ON CONFLICT ("issueId", "subscriptionId") DO NOTHING`;
}

/** Starts every scheduled issue whose time has come; answers their ids. Two instances never start one twice. */
export function startDueIssues(prisma: Database["prisma"], now: Date): Promise<number[]> {
  return prisma.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "NewsletterIssue"
      WHERE "status" = 'scheduled' AND "scheduledAt" <= ${now}
      ORDER BY "scheduledAt", "id"
      FOR UPDATE SKIP LOCKED`;
    for (const { id } of due) await startSending(tx, id, now);
    return due.map((row) => row.id);
  });
}

/** The site as a mail names it, from PUBLIC_URL and the chamber's facts. */
export async function mailSite(prisma: Client, publicUrl: string): Promise<MailSite> {
  const rows = await prisma.setting.findMany({
    where: { key: { in: [siteFactKeys.name, siteFactKeys.address] } },
    select: { key: true, value: true },
  });
  const facts = siteFactsFromSettings(new Map(rows.map((row) => [row.key, row.value])));
  return { publicUrl, name: facts.name, address: facts.address };
}

interface Waiting {
  id: number;
  issueId: number;
  email: string;
  token: string;
  confirmed: boolean;
}

export interface QueueOptions {
  mail: MailContext;
  now: () => Date;
  /** Issues already rendered, by id (the worker keeps them while it sends). */
  rendered: Map<number, RenderedIssue>;
}

/**
 * Queues the mail of at most `limit` waiting deliveries of issues being sent, oldest first, each
 * row with its mail in one transaction; a subscriber who left since the issue started is skipped.
 * Answers how many mails were queued.
 */
export function queueWaiting(prisma: Database["prisma"], limit: number, options: QueueOptions): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Waiting[]>`
      SELECT d."id", d."issueId", s."email", s."token", s."status" = 'confirmed' AS "confirmed"
      FROM "NewsletterDelivery" d
      JOIN "NewsletterSubscription" s ON s."id" = d."subscriptionId"
      JOIN "NewsletterIssue" i ON i."id" = d."issueId" AND i."status" = 'sending'
      WHERE d."status" = 'waiting'
      ORDER BY d."id"
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED`;
    if (rows.length === 0) return 0;
    const now = options.now();
    const left = rows.filter((row) => !row.confirmed).map((row) => row.id);
    if (left.length > 0)
      await tx.newsletterDelivery.updateMany({ where: { id: { in: left } }, data: { status: "skipped" } });
    const going = rows.filter((row) => row.confirmed);
    const mails = [];
    for (const row of going) mails.push(issueMail(await renderedIssue(tx, row.issueId, options), row.email, row.token));
    const outboxIds = await enqueueMail(tx, { mail: options.mail, now: () => now }, ...mails);
    await tx.$executeRaw`
      UPDATE "NewsletterDelivery" d SET "status" = 'queued', "outboxId" = v."outboxId", "queuedAt" = ${now}
      FROM unnest(${going.map((row) => row.id)}::int[], ${outboxIds}::int[]) AS v("id", "outboxId")
      WHERE d."id" = v."id"`;
    return outboxIds.length;
  });
}

async function renderedIssue(tx: Prisma.TransactionClient, issueId: number, options: QueueOptions) {
  const kept = options.rendered.get(issueId);
  if (kept) return kept;
  const issue: MailIssue = await tx.newsletterIssue.findUniqueOrThrow({
    where: { id: issueId },
    select: { id: true, subject: true, list: true, body: true },
  });
  const rendered = await renderIssue(issue, await mailSite(tx, options.mail.publicUrl));
  options.rendered.set(issueId, rendered);
  return rendered;
}

/** Marks sent every issue being sent whose deliveries are all queued (or skipped); answers their ids. */
export async function finishSentIssues(prisma: Database["prisma"], now: Date): Promise<number[]> {
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    UPDATE "NewsletterIssue" i SET "status" = 'sent', "sentAt" = ${now}, "updatedAt" = ${now}
    WHERE i."status" = 'sending'
      AND NOT EXISTS (SELECT 1 FROM "NewsletterDelivery" d WHERE d."issueId" = i."id" AND d."status" = 'waiting')
    RETURNING i."id"`;
  return rows.map((row) => row.id);
}

/** Whether any issue is being sent (the worker keeps pacing while one is). */
export async function anySending(prisma: Database["prisma"]): Promise<boolean> {
  return (await prisma.newsletterIssue.count({ where: { status: "sending" } })) > 0;
}

/**
 * The subscriber whose newsletter mail `outboxId` was refused for good (an SMTP 5xx) is marked
 * bounced, so later issues leave them out. Mail that is not a newsletter's changes nothing.
 */
export function markBounced(prisma: Database["prisma"], outboxId: number, reason: string, now: Date): Promise<number> {
  return prisma.$executeRaw`
    UPDATE "NewsletterSubscription" s
    SET "status" = 'bounced', "isActive" = false, "bouncedAt" = ${now}, "bounceReason" = ${reason.slice(0, 500)}, "updatedAt" = ${now}
    FROM "NewsletterDelivery" d
    WHERE d."outboxId" = ${outboxId} AND s."id" = d."subscriptionId" AND s."status" = 'confirmed'`;
}

/** Where issue `issueId`'s sending stands; a queued mail whose outbox row was purged counts as sent. */
export async function progressOf(
  prisma: Client,
  issue: { id: number; status: NewsletterProgress["status"] },
): Promise<NewsletterProgress> {
  const [counts] = await prisma.$queryRaw<{ total: number; sent: number; failed: number }[]>`
    SELECT count(*) FILTER (WHERE d."status" <> 'skipped')::int AS "total",
      count(*) FILTER (WHERE d."status" = 'queued' AND (o."status" = 'sent' OR o."id" IS NULL))::int AS "sent",
      count(*) FILTER (WHERE d."status" = 'queued' AND o."status" = 'failed')::int AS "failed"
    FROM "NewsletterDelivery" d
    LEFT JOIN "OutboxMessage" o ON o."id" = d."outboxId"
    WHERE d."issueId" = ${issue.id}`;
  const { total = 0, sent = 0, failed = 0 } = counts ?? {};
  return { total, sent, failed, left: total - sent - failed, status: issue.status };
}
