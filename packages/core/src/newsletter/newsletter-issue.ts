// A newsletter issue as staff write, schedule and send it, and as the public archive shows it once
// sent (docs/decisions/036-newsletter-sending.md).
import { z } from "zod";
import { id, isoInstant, oneLineText, optionalDateTime, renderedHtml, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";

import { type NewsletterList, newsletterLists } from "./newsletter.ts";

/** What staff call each list, in the admin and in a mail's "why you get this" line. */
export const newsletterListLabels: Record<NewsletterList, string> = {
  news: "News",
  events: "Events digest",
  members: "Members-only letter",
};

export const newsletterIssueStatuses = ["draft", "scheduled", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof newsletterIssueStatuses)[number];

const newsletterList = z.enum(newsletterLists, { error: 'List must be "news", "events" or "members"' });

/** A draft as staff write it: the subject line, the list it goes to and the markdown body. */
export const newsletterIssueInput = z.object({
  subject: oneLineText("subject", limits.title),
  list: newsletterList.default("news"),
  body: requiredText("body", limits.content),
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueInput>;

/**
 * A draft or scheduled issue replaced; `status: "draft"` takes a scheduled issue back (cancels
 * the schedule), and is the only status a PUT may set: sending is `send`'s.
 */
export const newsletterIssueUpdate = newsletterIssueInput.extend({
  id: id(),
  status: z.literal("draft", { error: 'Status can only be set back to "draft"' }).optional(),
});
export type NewsletterIssueUpdate = z.input<typeof newsletterIssueUpdate>;

/** Send now (no `at`, or a time already past) or at `at`. */
export const newsletterSendInput = z.object({
  id: id(),
  at: optionalDateTime("send time"),
});
export type NewsletterSendInput = z.input<typeof newsletterSendInput>;

/** Where an issue's sending stands: `left` is neither sent nor failed yet (waiting or in the outbox). */
export const newsletterProgressOutput = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  left: z.number().int(),
  status: z.enum(newsletterIssueStatuses),
});
export type NewsletterProgress = z.output<typeof newsletterProgressOutput>;

export const newsletterIssueOutput = z.object({
  id: z.number().int(),
  subject: z.string(),
  list: newsletterList,
  body: z.string(),
  status: z.enum(newsletterIssueStatuses),
  scheduledAt: isoInstant().nullable(),
  sentAt: isoInstant().nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
});
export type NewsletterIssue = z.output<typeof newsletterIssueOutput>;

/** The mail as a subscriber would get it (an example subscriber's links), for the admin's preview. */
export const newsletterPreviewOutput = z.object({
  subject: z.string(),
  html: z.string().meta({ description: "The whole HTML part, a document of its own (for an iframe's srcdoc)." }),
  text: z.string(),
});
export type NewsletterPreview = z.output<typeof newsletterPreviewOutput>;

/** A sent issue in the public archive's list. */
export const archivedIssueOutput = z.object({
  id: z.number().int(),
  subject: z.string(),
  list: newsletterList,
  sentAt: isoInstant(),
});
export type ArchivedIssue = z.output<typeof archivedIssueOutput>;

/** A sent issue as /news/newsletters/{id} shows it. */
export const archivedIssuePageOutput = archivedIssueOutput.extend({ html: renderedHtml("The issue's body") });
export type ArchivedIssuePage = z.output<typeof archivedIssuePageOutput>;

/** "This month": a draft's subject and body filled from the next events and the latest news. */
export const thisMonthOutput = z.object({ subject: z.string(), body: z.string() });
export type ThisMonthDraft = z.output<typeof thisMonthOutput>;

/** Where a test copy went: the signed-in staff member's own address. */
export const newsletterTestReceipt = z.object({ success: z.literal(true), to: z.string() });
