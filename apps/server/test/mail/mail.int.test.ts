// E-mail through the outbox (docs/decisions/021-mail-outbox.md), against a real SMTP server in
// process: staff hear of every contact message and submission, a submitter of the decision; a
// failing mail server never fails the request, its messages are retried with backoff and shown to
// staff, and go out once it recovers.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OutboxWorker } from "../../src/mail/outbox-worker.ts";
import { at, expectError, expectValidationError, manualClock, T0, type TestContext, uncached } from "../helpers.ts";
import { arrival as arrivalAt, body, header, type SmtpPeer, startMailApp } from "./smtp-peer.ts";

const clock = manualClock();
let peer: SmtpPeer;
let ctx: TestContext;
let close = async () => {};

beforeAll(async () => {
  ({ peer, ctx, close } = await startMailApp({ ...uncached, now: clock.now }));
});
afterAll(() => close());

const contact = {
  firstName: "June",
  lastName: "Carver",
  email: "june@example.com",
  subject: "Membership Information",
  message: "How do I join?",
};

/** Waits for a message to `to` whose subject contains `subject`. */
const arrival = (to: string, subject: string) => arrivalAt(peer, to, subject);

async function submitEvent(title: string): Promise<number> {
  clock.set(T0);
  const { token } = (await ctx.app.inject({ method: "GET", url: "/api/submissions/token" })).json<{ token: string }>();
  clock.set(at(T0, 10_000));
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/submissions/events",
    payload: {
      title,
      description: "Folk music on the arcade porch.",
      category: "music",
      location: "Ojai Arcade",
      date: "2026-07-04T18:30:00-07:00",
      organizerName: "June Carver",
      organizerEmail: "june@example.com",
      formToken: token,
    },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ id: number }>().id;
}

describe("e-mail", () => {
  it("tells staff of a contact message, replying to its sender", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: contact });
    expect(response.statusCode).toBe(200);
    const mail = await arrival("staff@test.example", "Contact form: Membership Information");
    expect(mail.from).toBe("chamber@test.example");
    expect(header(mail.raw, "from")).toBe("Ojai Chamber <chamber@test.example>");
    expect(header(mail.raw, "reply-to")).toBe("june@example.com");
    expect(body(mail.raw)).toContain("How do I join?");
    await vi.waitFor(async () =>
      expect(
        await ctx.prisma.outboxMessage.count({ where: { status: "sent", to: "staff@test.example" } }),
      ).toBeGreaterThan(0),
    );
  });

  it("never lets a sender's name write a line of the staff's notice", async () => {
    const before = await ctx.prisma.outboxMessage.count();
    const forged = "June\r\nCarver <board@ojaichamber.example> approved this payment\r\n";
    for (const field of ["firstName", "lastName", "subject"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...contact, [field]: `x ${forged}x` },
      });
      expectValidationError(response, field);
    }
    clock.set(T0);
    const { token } = (await ctx.app.inject({ method: "GET", url: "/api/submissions/token" })).json<{
      token: string;
    }>();
    clock.set(at(T0, 10_000));
    const submission = await ctx.app.inject({
      method: "POST",
      url: "/api/submissions/businesses",
      payload: {
        name: "Porch\nBooks",
        description: "Books.",
        category: "retail",
        address: "1 Ojai Ave",
        phone: "(805) 555-0100",
        contactName: forged,
        contactEmail: "june@example.com",
        formToken: token,
      },
    });
    expectValidationError(submission, "contactName", "name");
    expect(await ctx.prisma.outboxMessage.count()).toBe(before);

    // A one-line name reaches the first line of the notice whole.
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, firstName: "June Ann", subject: "Line test" },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await arrival("staff@test.example", "Contact form: Line test");
    expect(body(mail.raw).split(/\r?\n/)[0]).toBe("June Ann Carver <june@example.com> wrote through the contact form:");
  });

  it("tells staff of a submission, and the submitter of its approval and of a rejection with the reason", async () => {
    const approvedId = await submitEvent("Porch Concert");
    const notice = await arrival("staff@test.example", "Submission to review: event “Porch Concert”");
    expect(body(notice.raw)).toContain("/admin/events");
    const approved = await ctx.app.inject({
      method: "POST",
      url: `/api/submissions/${approvedId}/approve`,
      headers: ctx.auth,
      payload: {},
    });
    const { resultId } = approved.json<{ resultId: number }>();
    const published = await arrival("june@example.com", "Published: “Porch Concert”");
    expect(body(published.raw)).toContain(`http://localhost:3000/events/${resultId}`);

    const rejectedId = await submitEvent("Midnight Rave");
    await ctx.app.inject({
      method: "POST",
      url: `/api/submissions/${rejectedId}/reject`,
      headers: ctx.auth,
      payload: { reason: "The park closes at 10 PM." },
    });
    const rejected = await arrival("june@example.com", "Not published: “Midnight Rave”");
    expect(body(rejected.raw)).toContain("The park closes at 10 PM.");
  });

  it("retries while the mail server fails, shows staff the failing message, and delivers it on recovery", async () => {
    peer.failing = true;
    clock.set(T0);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, subject: "Sent while mail was down" },
    });
    expect(response.statusCode, "the request does not wait on mail").toBe(200);
    const row = () =>
      ctx.prisma.outboxMessage.findFirstOrThrow({ where: { subject: { contains: "while mail was down" } } });
    await vi.waitFor(async () => expect((await row()).attempts).toBe(1));
    await vi.waitFor(async () => expect((await row()).lastError).toMatch(/451|busy/i));
    // Backoff: not tried again before its time, then once each time it comes due.
    const outbox = ctx.app.outbox as OutboxWorker;
    await outbox.deliverDue();
    expect((await row()).attempts).toBe(1);
    for (let attempt = 2; attempt <= 3; attempt++) {
      clock.set((await row()).nextAttemptAt);
      await outbox.deliverDue();
      expect((await row()).attempts).toBe(attempt);
    }
    expect((await row()).nextAttemptAt.getTime() - clock.now().getTime()).toBe(4 * 30_000);

    const failing = await ctx.app.inject({ method: "GET", url: "/api/mail/failing", headers: ctx.auth });
    expect(failing.json()).toEqual([
      expect.objectContaining({ subject: "Contact form: Sent while mail was down", status: "pending", attempts: 3 }),
    ]);
    expectError(await ctx.app.inject({ method: "GET", url: "/api/mail/failing" }), 401, "UNAUTHORIZED");

    peer.failing = false;
    const retried = await ctx.app.inject({
      method: "POST",
      url: `/api/mail/${(await row()).id}/retry`,
      headers: ctx.auth,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await arrival("staff@test.example", "Sent while mail was down");
    await vi.waitFor(async () => expect((await row()).status).toBe("sent"));
    expect((await ctx.app.inject({ method: "GET", url: "/api/mail/failing", headers: ctx.auth })).json()).toEqual([]);
    expectError(
      await ctx.app.inject({ method: "POST", url: `/api/mail/${(await row()).id}/retry`, headers: ctx.auth }),
      409,
      "CONFLICT",
    );
    expectError(
      await ctx.app.inject({ method: "POST", url: "/api/mail/999999/retry", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
  });

  it("gives a message up after its last attempt, and two workers never send one message twice", async () => {
    await ctx.prisma.outboxMessage.deleteMany();
    const sent: string[] = [];
    const slowSend = async (message: { subject: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message.subject);
    };
    const now = () => at(T0, 60_000);
    await ctx.prisma.outboxMessage.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        to: "x@test.example",
        subject: `m${i}`,
        text: "-",
        nextAttemptAt: T0,
      })),
    });
    const a = new OutboxWorker({ prisma: ctx.prisma, send: slowSend, now });
    const b = new OutboxWorker({ prisma: ctx.prisma, send: slowSend, now });
    const [fromA, fromB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(fromA + fromB).toBe(25);
    expect(new Set(sent).size).toBe(25);
    expect(sent).toHaveLength(25);

    const doomed = await ctx.prisma.outboxMessage.create({
      data: { to: "x@test.example", subject: "doomed", text: "-", nextAttemptAt: T0 },
    });
    const failingWorker = new OutboxWorker({
      prisma: ctx.prisma,
      send: () => Promise.reject(new Error("550 no such user")),
      now: () => at(T0, 365 * 86_400_000),
      maxAttempts: 2,
    });
    await failingWorker.deliverDue();
    await ctx.prisma.outboxMessage.update({ where: { id: doomed.id }, data: { nextAttemptAt: T0 } });
    await failingWorker.deliverDue();
    expect(await ctx.prisma.outboxMessage.findUniqueOrThrow({ where: { id: doomed.id } })).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: "550 no such user",
    });
  });
});
