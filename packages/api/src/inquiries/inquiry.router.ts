// Visitors' messages to a business through its listing (docs/product.md "Inquiries"): sent like a
// public submission (form token, honeypot, a limit per client; docs/decisions/020), kept for the
// business's members and mailed to them through the outbox with Reply-To the visitor, and counted
// in the listing's reach, all in one transaction.
import { localDate, visibleWhere } from "@chamber/core";
import { idParam, inquiryInput, inquiryOutput, inquiryReceipt, listPaging } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { enqueueMail } from "../mail/outbox.ts";
import { pageOfList } from "../paging/list-page.ts";
import { limitPerClient } from "../rate-limit/middleware.ts";
import { checkOwnBusiness } from "../reach/own-business.ts";
import { addReach } from "../reach/reach-store.ts";
import { checkSpamFields, spendFormToken } from "../submissions/form-token.ts";
import { memberProcedure, notFound, router, visitorWriteProcedure } from "../trpc.ts";
import { inquiryMessages } from "./inquiry-mail.ts";

const tags = ["inquiries"];

/** The most recent messages a member's inbox shows. */
const INBOX_SIZE = 200;

export const inquiryRouter = router({
  send: visitorWriteProcedure
    .use(limitPerClient("inquiries"))
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/businesses/{id}/inquiries",
        tags,
        protect: false,
        summary: "Send a message to a business",
        description:
          "Mailed to the business's members (else to its listed e-mail) with Reply-To the sender, and kept for them. Answers 202. 404 for a business not in the directory; 409 `CONFLICT` when it has no member and no e-mail to write to. 400 with code `SPAM_CHECK` (nothing stored) for a missing, early, expired or reused `formToken` (GET /submissions/token), or a filled `url`. Rate-limited: 5 an hour per client.",
        successDescription: "Received; on its way to the business",
      },
    })
    .input(inquiryInput)
    .output(inquiryReceipt)
    .mutation(async ({ ctx, input: { id, formToken, url, ...inquiry } }) => {
      const now = ctx.now();
      const nonce = await checkSpamFields(ctx.prisma, { formToken, url }, now);
      const business = await ctx.prisma.business.findFirst({
        where: { id, ...visibleWhere(now) },
        select: { name: true, email: true, members: { select: { member: { select: { email: true } } } } },
      });
      if (!business) throw notFound("Business");
      const members = business.members.map(({ member }) => member.email);
      const recipients = members.length > 0 ? members : business.email ? [business.email] : [];
      if (recipients.length === 0)
        throw new TRPCError({
          code: "CONFLICT",
          message: "This business cannot take messages: it has no e-mail address",
        });
      await ctx.prisma.$transaction(async (tx) => {
        await spendFormToken(tx, nonce, now);
        await tx.inquiry.create({ data: { businessId: id, ...inquiry, createdAt: now } });
        const facts = { businessName: business.name, ...inquiry };
        await enqueueMail(tx, ctx, ...inquiryMessages(facts, recipients, ctx.mail?.publicUrl ?? ""));
        await addReach(tx, [{ businessId: id, day: localDate(now, ctx.zone), counts: { inquiries: 1 } }]);
      });
      ctx.mail?.wake?.();
      return { success: true as const, message: "Message sent" };
    }),
});

/** The member's side, under `account.*` (root.ts), which the web app sends with the member's token. */
export const accountInquiryRouter = router({
  inquiries: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/businesses/{id}/inquiries",
        tags,
        protect: true,
        summary: "Messages visitors sent to one of your businesses, newest first",
        description: `At most the latest ${INBOX_SIZE}. Another member's business, or one that does not exist, is 404.`,
      },
    })
    .input(idParam.extend(listPaging))
    .output(z.array(inquiryOutput))
    .query(async ({ ctx, input }) => {
      await checkOwnBusiness(ctx, input.id);
      const inquiries = await ctx.prisma.inquiry.findMany({
        where: { businessId: input.id },
        select: { id: true, name: true, email: true, message: true, createdAt: true },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: INBOX_SIZE,
      });
      // An inquiry never changes once sent.
      return pageOfList(ctx, input, inquiries, { fields: (inquiry) => [inquiry.createdAt] });
    }),
});
