// Staff answer a contact message from the admin (POST /api/contact-messages/{id}/reply): the reply
// goes through the outbox to a real SMTP server, to the sender, with their message quoted and
// In-Reply-To naming the staff notice's Message-ID, and the message is marked handled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, type TestContext, uncached } from "../helpers.ts";
import { arrival, body, header, type SmtpPeer, startMailApp } from "./smtp-peer.ts";

let peer: SmtpPeer;
let ctx: TestContext;
let close = async () => {};

beforeAll(async () => {
  ({ peer, ctx, close } = await startMailApp(uncached));
});
afterAll(() => close());

describe("a reply to a contact message", () => {
  it("mails the sender, quoting them, threaded under the staff notice, and marks the message handled", async () => {
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        firstName: "June",
        lastName: "Carver",
        email: "june@example.com",
        subject: "Porch space",
        message: "Is the porch free in July?\n\nThanks",
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const notice = await arrival(peer, "staff@test.example", "Contact form: Porch space");
    const { id } = await ctx.prisma.contactMessage.findFirstOrThrow({ where: { subject: "Porch space" } });
    expect(header(notice.raw, "message-id")).toBe(`<contact-${id}@localhost>`);

    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/contact-messages/${id}/reply`,
      headers: ctx.auth,
      payload: { text: "  Yes, from the 3rd. Call us to book.  " },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      handledBy: ADMIN_EMAIL,
      handledAt: expect.any(String),
      replies: [{ text: "Yes, from the 3rd. Call us to book.", sentBy: ADMIN_EMAIL }],
    });

    const reply = await arrival(peer, "june@example.com", "Re: Porch space");
    expect(header(reply.raw, "from")).toBe("Ojai Chamber <chamber@test.example>");
    expect(header(reply.raw, "reply-to")).toBe("staff@test.example");
    expect(header(reply.raw, "in-reply-to")).toBe(`<contact-${id}@localhost>`);
    expect(header(reply.raw, "references")).toBe(`<contact-${id}@localhost>`);
    const text = body(reply.raw).replace(/\r\n/g, "\n");
    expect(text).toMatch(/^Yes, from the 3rd\. Call us to book\.\n\nOn .+2026.+, June Carver wrote:\n/);
    expect(text).toContain("> Is the porch free in July?\n>\n> Thanks");

    // The thread shows the reply as delivered once the outbox sent it.
    const listed = await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: ctx.auth });
    expect(listed.json<{ replies: { delivery: string }[] }[]>()[0]?.replies).toEqual([
      expect.objectContaining({ delivery: "sent" }),
    ]);
    // The reply is in the activity log, as the staff member's.
    expect(
      await ctx.prisma.activityEntry.count({
        where: { entity: "ContactReply", action: "create", actorName: ADMIN_EMAIL },
      }),
    ).toBe(1);
  });
});
