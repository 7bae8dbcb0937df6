// A registrant's own messages at a real SMTP peer, through the public REST door: the confirmation
// with its invite (METHOD:REQUEST), the waitlist's word without one, the cancellation removing the
// invite (METHOD:CANCEL, same UID, higher SEQUENCE) and the promotion of the first in line.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, T0, type TestContext, uncached } from "../helpers.ts";
import { arrival, body, type MailApp, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";
import { eventTakingRegistrations } from "../registration-fixtures.ts";
import { calendarPart } from "./calendar-part.ts";

let clockNow = T0;
let site: MailApp;
let peer: SmtpPeer;
let ctx: TestContext;

beforeAll(async () => {
  site = await startMailApp({ ...uncached, now: () => clockNow });
  ({ peer, ctx } = site);
});
afterAll(() => site.close());

/** The invite of the message to `to` about `subject`, as ical.js reads it. */
async function inviteIn(to: string, subject: string) {
  const mail = await arrival(peer, to, subject);
  const part = calendarPart(mail.raw);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    text: body(mail.raw),
    contentType: part.contentType,
    method: calendar.getFirstPropertyValue("method"),
    uid: vevent.uid,
    sequence: vevent.sequence,
    start: vevent.startDate.toJSDate().toISOString(),
  };
}

async function signUp(eventId: number, name: string, email: string) {
  clockNow = T0;
  const issued = await ctx.app.inject({ method: "GET", url: "/api/submissions/token" });
  clockNow = at(T0, 10_000);
  const response = await ctx.app.inject({
    method: "POST",
    url: `/api/events/${eventId}/registrations`,
    payload: { name, email, formToken: issued.json<{ token: string }>().token },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ status: string; manageUrl: string }>();
}

describe("a registrant's mail", () => {
  it("confirms with an invite, cancels it, and promotes the next in line with theirs", async () => {
    const event = await eventTakingRegistrations(ctx.prisma, { open: true, capacity: 1 });
    const { date } = event;

    const ana = await signUp(event.id, "Ana", "ana@example.com");
    const confirmed = await inviteIn("ana@example.com", "You're registered: Ribbon Cutting");
    const id = await ctx.prisma.registration.findFirstOrThrow({ where: { emailKey: "ana@example.com" } });
    expect(confirmed).toMatchObject({
      method: "REQUEST",
      uid: `registration-${id.id}@localhost`,
      sequence: 0,
      start: date.toISOString(),
    });
    expect(confirmed.contentType).toContain("method=REQUEST");
    expect(confirmed.text).toContain(ana.manageUrl);

    await signUp(event.id, "Ben", "ben@example.com");
    const waitlisted = await arrival(peer, "ben@example.com", "You're on the waitlist: Ribbon Cutting");
    expect(() => calendarPart(waitlisted.raw)).toThrow("no text/calendar part");

    const token = ana.manageUrl.split("/").pop();
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/registrations/${token}` })).statusCode).toBe(200);
    expect(await inviteIn("ana@example.com", "Registration cancelled: Ribbon Cutting")).toMatchObject({
      method: "CANCEL",
      uid: confirmed.uid,
      sequence: 1,
    });
    expect(await inviteIn("ben@example.com", "A place opened up")).toMatchObject({ method: "REQUEST", sequence: 0 });
  });
});
