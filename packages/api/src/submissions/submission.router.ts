// Public submissions and their moderation (docs/decisions/020-public-submissions.md). A visitor's
// event or listing is stored as a pending Submission and shown nowhere public; staff approve it
// (which creates the event or business, or applies the change to the listing) or reject it.
import {
  businessSubmissionInput,
  eventSubmissionInput,
  formTokenOutput,
  idParam,
  submissionApproval,
  submissionListQuery,
  submissionOutput,
  submissionReceipt,
  submissionRejection,
} from "@chamber/core/schemas";
import { z } from "zod";
import { rejectionNotice } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { pageOfList } from "../paging/list-page.ts";
import { limitPerClient } from "../rate-limit/middleware.ts";
import { adminProcedure, notFound, publicProcedure, router, visitorWriteProcedure, writeProcedure } from "../trpc.ts";
import { issueFormToken } from "./form-token.ts";
import { lockPending } from "./pending-submission.ts";
import { factsOf, storeSubmission } from "./store-submission.ts";
import { approveSubmission } from "./submission-approval.ts";
import { submissionSelect, toOutput, toOutputs } from "./submission-select.ts";

const tags = ["submissions"];

/** Event and listing submissions share one count: 5 an hour per client. */
const limited = visitorWriteProcedure.use(limitPerClient("submissions", "submissions"));

export const submissionRouter = router({
  token: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/submissions/token",
        tags,
        protect: false,
        summary: "A token for one public submission",
        description:
          "Send it back as `formToken` with one submission, from 3 seconds to 2 hours after it was issued. It is accepted once.",
      },
    })
    .input(z.object({}))
    .output(formTokenOutput)
    .query(async ({ ctx }) => ({ token: await issueFormToken(ctx.prisma, ctx.now()) })),

  submitEvent: limited
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/submissions/events",
        tags,
        protect: false,
        summary: "Submit an event for the calendar",
        description:
          "Answers 202: the event is shown only once staff approve it. 400 with code `SPAM_CHECK` (nothing stored) for a missing, early, expired or reused `formToken`, or a filled `url`. Rate-limited: 5 submissions an hour per client.",
        successDescription: "Received; waiting for staff",
      },
    })
    .input(eventSubmissionInput)
    .output(submissionReceipt)
    .mutation(({ ctx, input: { formToken, url, ...payload } }) =>
      storeSubmission(ctx, {
        kind: "event",
        spam: { formToken, url },
        payload: { ...payload, organizerId: null },
        submitterEmail: payload.organizerEmail,
      }),
    ),

  submitBusiness: limited
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/submissions/businesses",
        tags,
        protect: false,
        summary: "Submit a new listing, or a change to one",
        description:
          "With `businessId`, a change to that listing (404 if there is none); without, a new listing. Answers 202: nothing is shown until staff approve it. 400 with code `SPAM_CHECK` (nothing stored) for a missing, early, expired or reused `formToken`, or a filled `url`. Rate-limited: 5 submissions an hour per client.",
        successDescription: "Received; waiting for staff",
      },
    })
    .input(businessSubmissionInput)
    .output(submissionReceipt)
    .mutation(({ ctx, input: { formToken, url, businessId, ...payload } }) =>
      storeSubmission(ctx, {
        kind: "business",
        spam: { formToken, url },
        payload,
        businessId,
        submitterEmail: payload.contactEmail,
      }),
    ),

  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/submissions",
        tags,
        protect: true,
        summary: "Submissions, oldest first",
        description: "`status` (pending, approved, rejected) and `kind` (event, business) narrow the list.",
      },
    })
    .input(submissionListQuery)
    .output(z.array(submissionOutput))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.submission.findMany({
        where: { status: input.status, kind: input.kind },
        select: submissionSelect,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      // A submission changes once: when it is decided.
      return pageOfList(ctx, input, await toOutputs(ctx.prisma, rows), {
        table: "submission",
        columns: ["createdAt", "decidedAt"],
      });
    }),

  byId: adminProcedure
    .meta({
      openapi: { method: "GET", path: "/submissions/{id}", tags, protect: true, summary: "One submission" },
    })
    .input(idParam)
    .output(submissionOutput)
    .query(async ({ ctx, input }) => {
      const row = await ctx.prisma.submission.findUnique({ where: { id: input.id }, select: submissionSelect });
      if (!row) throw notFound("Submission");
      return toOutput(ctx.prisma, row);
    }),

  approve: writeProcedure()
    .meta({
      // Deciding submissions, editing one on the way, is a moderator's work.
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/submissions/{id}/approve",
        tags,
        protect: true,
        summary: "Approve a submission",
        description:
          "Publishes it: creates the event or business, or applies the change to the listing, and answers the submission with `resultId`. `kind` names the submission's kind (required with `payload`; another kind is a 400 naming `kind`). `payload`, if given, replaces what the visitor sent (the fields of `kind`, validated the same way; its `category` a name or slug of that kind's list). 409 when it was already decided, or when the listing it changes was deleted.",
      },
    })
    .input(submissionApproval)
    .output(submissionOutput)
    .mutation(({ ctx, input }) => approveSubmission(ctx, input)),

  reject: adminProcedure
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/submissions/{id}/reject",
        tags,
        protect: true,
        summary: "Reject a submission",
        description: "`reason` is kept with it (and told to the submitter). 409 when it was already decided.",
      },
    })
    .input(submissionRejection)
    .output(submissionOutput)
    .mutation(({ ctx, input }) =>
      ctx.prisma
        .$transaction(async (tx) => {
          const pending = await lockPending(tx, input.id);
          const facts = factsOf(pending.kind, pending.payload, pending.submitterEmail, pending.businessId);
          await enqueueMail(tx, ctx, rejectionNotice(facts, input.reason));
          const decided = await tx.submission.update({
            where: { id: input.id },
            data: { status: "rejected", decidedAt: ctx.now(), reason: input.reason },
            select: submissionSelect,
          });
          return toOutput(tx, decided);
        })
        .then((row) => {
          ctx.mail?.wake?.();
          return row;
        }),
    ),
});
