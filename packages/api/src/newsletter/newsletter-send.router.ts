// Sending newsletter issues (docs/decisions/036-newsletter-sending.md): now or at a time, once; a
// test copy to the staff member's own address; the mail as a subscriber will see it; progress
// while the server's worker sends; and "This month", a draft filled from the site. Mail goes
// through the outbox; the worker paces it (NEWSLETTER_RATE), so `send` itself only lists the
// recipients (newsletter-delivery.ts) and returns.
import {
  idParam,
  newsletterIssueInput,
  newsletterIssueOutput,
  newsletterPreviewOutput,
  newsletterProgressOutput,
  newsletterSendInput,
  newsletterTestReceipt,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Context } from "../context.ts";
import { enqueueMail, type MailContext } from "../mail/outbox.ts";
import { adminProcedure, router, writeProcedure } from "../trpc.ts";
import { mailSite, progressOf, startSending } from "./newsletter-delivery.ts";
import { checkBody, issueOrNotFound, issueOut, lockedIssue, newsletterIssueSelect } from "./newsletter-issue.router.ts";
import { issueHtml, issueMail, issueText, type MailIssue, renderIssue } from "./newsletter-mail.ts";
import { thisMonthDraft } from "./this-month.ts";

const write = writeProcedure("newsletters");
const requires = "editor" as const;
const tags = ["newsletter-issues"];

/** The token of a test copy's and a preview's links: no subscription has it, so they lead nowhere harmful. */
const EXAMPLE_TOKEN = "example";

/** The mail set-up, or 409: without SMTP nothing would ever deliver an issue. */
function mailOf(ctx: Pick<Context, "mail">): MailContext {
  if (!ctx.mail) throw new TRPCError({ code: "CONFLICT", message: "E-mail is not set up on this server (SMTP_URL)" });
  return ctx.mail;
}

const siteUrl = (ctx: Pick<Context, "mail" | "publicUrl">) => ctx.mail?.publicUrl ?? ctx.publicUrl;

async function rendered(ctx: Context, issue: MailIssue) {
  return renderIssue(issue, await mailSite(ctx.prisma, siteUrl(ctx)));
}

export const newsletterSendRouter = router({
  send: write
    .meta({
      requires,
      openapi: {
        method: "POST",
        path: "/newsletter-issues/{id}/send",
        tags,
        protect: true,
        summary: "Send an issue now, or schedule it",
        description:
          "Without `at` (or with a time already past) the issue starts sending now: its recipients are the confirmed subscribers of its list at this moment, and the server mails them at NEWSLETTER_RATE a second. With a later `at` it is scheduled (cancel with a PUT back to draft). 409 when it is already sending or sent, or when e-mail is not set up; 400 (field `body`) for a photo without alt text, since the issue becomes a public page.",
      },
    })
    .input(newsletterSendInput)
    .output(newsletterIssueOutput)
    .mutation(async ({ ctx, input }) => {
      const mail = mailOf(ctx);
      const row = await lockedIssue(ctx, input.id);
      if (row.status === "sending" || row.status === "sent")
        throw new TRPCError({
          code: "CONFLICT",
          message: `This issue is already ${row.status}: an issue goes out once`,
        });
      const issue = await issueOrNotFound(ctx, input.id);
      await checkBody(ctx, issue.body, true);
      const now = ctx.now();
      if (input.at && input.at.getTime() > now.getTime()) {
        await ctx.prisma.newsletterIssue.update({
          where: { id: input.id },
          data: { status: "scheduled", scheduledAt: input.at },
        });
      } else {
        await startSending(ctx.prisma, input.id, now);
      }
      // The worker starts at once rather than at its next look (the mail context's wake tells it too).
      mail.wake?.();
      return issueOut(
        await ctx.prisma.newsletterIssue.findUniqueOrThrow({ where: { id: input.id }, select: newsletterIssueSelect }),
      );
    }),

  test: adminProcedure
    .meta({
      requires,
      openapi: {
        method: "POST",
        path: "/newsletter-issues/{id}/test",
        tags,
        protect: true,
        summary: "Mail a test copy to yourself",
        description:
          "Queues the issue, as a subscriber would get it and with \"[Test]\" before its subject, to the signed-in staff member's own address (an API token's: its creator's). Any status. 409 when e-mail is not set up.",
      },
    })
    .input(idParam)
    .output(newsletterTestReceipt)
    .mutation(async ({ ctx, input }) => {
      mailOf(ctx);
      const issue = await issueOrNotFound(ctx, input.id);
      const message = issueMail(await rendered(ctx, issue), ctx.admin.email, EXAMPLE_TOKEN);
      await enqueueMail(ctx.prisma, ctx, { ...message, subject: `[Test] ${message.subject}` });
      ctx.mail?.wake?.();
      return { success: true as const, to: ctx.admin.email };
    }),

  preview: adminProcedure
    .meta({
      requires,
      openapi: {
        method: "POST",
        path: "/newsletter-issues/preview",
        tags,
        protect: true,
        summary: "The mail an issue would make",
        description:
          "Renders `subject`, `list` and `body` (saved or not) as the HTML and plain-text parts a subscriber gets, with example unsubscribe links. Nothing is stored or sent.",
      },
    })
    .input(newsletterIssueInput)
    .output(newsletterPreviewOutput)
    .mutation(async ({ ctx, input }) => {
      const mail = await rendered(ctx, { id: 0, ...input });
      return { subject: input.subject, html: issueHtml(mail, EXAMPLE_TOKEN), text: issueText(mail, EXAMPLE_TOKEN) };
    }),

  progress: adminProcedure
    .meta({
      requires,
      openapi: {
        method: "GET",
        path: "/newsletter-issues/{id}/progress",
        tags,
        protect: true,
        summary: "How far an issue's sending has gone",
        description:
          "`total` recipients; `sent` delivered to their mail server; `failed` refused (a 5xx marks the address bounced) or given up after retries; `left` still waiting or in the outbox. All 0 before sending starts.",
      },
    })
    .input(idParam)
    .output(newsletterProgressOutput)
    .query(async ({ ctx, input }) => progressOf(ctx.prisma, await issueOrNotFound(ctx, input.id))),

  thisMonth: write
    .meta({
      requires,
      openapi: {
        method: "POST",
        path: "/newsletter-issues/this-month",
        tags,
        protect: true,
        summary: "Start a draft from this month's events and news",
        description:
          "Makes a draft for the news list whose body lists the next events (45 days ahead), the three latest articles and a place for member deals and jobs, to edit before sending.",
      },
    })
    .input(z.object({}).optional())
    .output(newsletterIssueOutput)
    .mutation(async ({ ctx }) => {
      const draft = await thisMonthDraft({ ...ctx, publicUrl: siteUrl(ctx) });
      const createdById = ctx.admin.via === "session" ? ctx.admin.id : null;
      return issueOut(
        await ctx.prisma.newsletterIssue.create({
          data: { ...draft, list: "news", createdById },
          select: newsletterIssueSelect,
        }),
      );
    }),
});
