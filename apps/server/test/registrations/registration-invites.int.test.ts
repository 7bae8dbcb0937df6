// The mail the site sends people registered for an event, through the outbox to a real SMTP peer:
// the day-before reminder (sent once, even with two instances running the job at once) and the
// notice of a change staff made (time, place, status), each with its invite parsed by ical.js —
// METHOD, UID stable per registration, SEQUENCE raised by each update, DTSTART in the site's zone.
// Registrations are made directly in the database: the public form is tested on its own.
import { sendReminders } from "@chamber/api";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hours, manualClock, type TestContext, uncached } from "../helpers.ts";
import { arrival, body, type MailApp, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";
import { calendarPart } from "./calendar-part.ts";

// Now: December 1, 2026, 10 AM in Ojai.
const NOW = new Date("2026-12-01T18:00:00.000Z");
const clock = manualClock(NOW);
let site: MailApp;
let peer: SmtpPeer;
let ctx: TestContext;

beforeAll(async () => {
  site = await startMailApp({ ...uncached, now: clock.now });
  ({ peer, ctx } = site);
});
afterAll(() => site.close());
beforeEach(async () => {
  clock.set(NOW);
  await ctx.prisma.event.deleteMany();
  await ctx.prisma.outboxMessage.deleteMany();
});

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Holiday Mixer",
  description: "Year-end networking.",
  category: "networking",
  location: "Ojai Valley Inn",
  // Tomorrow, 6:30 PM in Ojai.
  date: "2026-12-03T02:30:00.000Z",
  endDate: "2026-12-03T04:30:00.000Z",
  ...overrides,
});

async function createEvent(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/events",
    headers: ctx.auth,
    payload: eventBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function updateEvent(id: number, overrides: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: "PUT",
    url: `/api/events/${id}`,
    headers: ctx.auth,
    payload: eventBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
}

type Status = "confirmed" | "waitlisted" | "cancelled";

/** A registration made three days before now, unless said otherwise. */
function register(
  eventId: number,
  email: string,
  status: Status = "confirmed",
  createdAt = new Date(NOW.getTime() - hours(72)),
) {
  return ctx.prisma.registration.create({
    data: { eventId, name: email.split("@")[0] ?? email, email, emailKey: email, status, createdAt },
  });
}

const queued = (subject: string) =>
  ctx.prisma.outboxMessage.findMany({
    where: { subject: { startsWith: subject } },
    orderBy: [{ to: "asc" }, { id: "asc" }],
  });

/** The one VEVENT of an invite, with its METHOD. */
function parseInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevents = calendar.getAllSubcomponents("vevent");
  expect(vevents).toHaveLength(1);
  const event = new ICAL.Event(vevents[0]);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid,
    status: vevents[0]?.getFirstPropertyValue("status"),
    attendee: vevents[0]?.getFirstPropertyValue("attendee"),
    organizer: vevents[0]?.getFirstPropertyValue("organizer"),
  };
}

const storedInvite = (row: { calendar: unknown }) => parseInvite((row.calendar as { content: string }).content);

const reminderContext = () => ({
  prisma: ctx.prisma,
  mail: { staffEmail: null, publicUrl: "http://localhost:3000", wake: () => ctx.app.outbox?.wake() },
  publicUrl: "http://localhost:3000",
  zone: "America/Los_Angeles",
  now: clock.now,
});

describe("reminders", () => {
  it("go once to each confirmed registrant of an event starting within 24 hours, even from two runs at once", async () => {
    // 8:30 PM tonight, 10 hours from now.
    const soon = await createEvent({ date: "2026-12-02T04:30:00.000Z", endDate: null });
    const later = await createEvent({ date: "2026-12-04T02:30:00.000Z", endDate: null });
    const called = await createEvent({ date: "2026-12-02T04:30:00.000Z", endDate: null, status: "cancelled" });
    const people = await Promise.all(
      ["ann@example.com", "bob@example.com", "cy@example.com"].map((e) => register(soon, e)),
    );
    await register(soon, "wait@example.com", "waitlisted");
    await register(soon, "gone@example.com", "cancelled");
    // Registered this morning: the confirmation was the reminder.
    await register(soon, "late@example.com", "confirmed", new Date(NOW.getTime() - hours(2)));
    await register(later, "next@example.com");
    await register(called, "off@example.com");

    await ctx.prisma.setting.upsert({
      where: { key: "contact.email" },
      create: { key: "contact.email", value: "hello@ojai.example" },
      update: { value: "hello@ojai.example" },
    });
    const counts = await Promise.all([sendReminders(reminderContext()), sendReminders(reminderContext())]);
    expect(counts[0] + counts[1]).toBe(3);
    expect(await sendReminders(reminderContext())).toBe(0);

    const reminders = await queued("Reminder:");
    expect(reminders.map((row) => row.to)).toEqual(["ann@example.com", "bob@example.com", "cy@example.com"]);
    expect(reminders[0]?.subject).toBe("Reminder: Holiday Mixer, Dec 1, 2026");
    const first = people.find((person) => person.email === "ann@example.com");
    expect(storedInvite(reminders[0] as { calendar: unknown })).toMatchObject({
      method: "REQUEST",
      uid: `registration-${first?.id}@localhost`,
      sequence: 0,
      start: "2026-12-02T04:30:00.000Z",
      zone: "America/Los_Angeles",
      attendee: "mailto:ann@example.com",
      organizer: "mailto:hello@ojai.example",
    });
    const claimed = await ctx.prisma.registration.count({ where: { reminderSentAt: { not: null } } });
    expect(claimed).toBe(3);
  });

  it("arrive at the SMTP peer with the invite as a text/calendar part", async () => {
    const soon = await createEvent({ date: "2026-12-02T04:30:00.000Z", endDate: null });
    const person = await register(soon, "dee@example.com");
    expect(await sendReminders(reminderContext())).toBe(1);
    const mail = await arrival(peer, "dee@example.com", "Reminder: Holiday Mixer");
    expect(body(mail.raw)).toContain("A reminder: “Holiday Mixer” is coming up.");
    const part = calendarPart(mail.raw);
    expect(part.contentType).toContain("method=REQUEST");
    expect(parseInvite(part.content)).toMatchObject({ method: "REQUEST", uid: `registration-${person.id}@localhost` });
  });

  it("are sent by the server itself once it is ready", async () => {
    const soon = await createEvent({ date: "2026-12-02T04:30:00.000Z", endDate: null });
    await register(soon, "fay@example.com");
    // A second instance on the same database: its first pass runs as it starts.
    const other = await startMailApp({ ...uncached, now: clock.now, db: ctx.db, signIn: false });
    try {
      await other.ctx.app.ready();
      await arrival(other.peer, "fay@example.com", "Reminder: Holiday Mixer");
    } finally {
      await other.close();
    }
  });

  it("go again before the new start of an event moved a week later", async () => {
    const soon = await createEvent({ date: "2026-12-02T04:30:00.000Z", endDate: null });
    await register(soon, "eve@example.com");
    expect(await sendReminders(reminderContext())).toBe(1);
    await updateEvent(soon, { date: "2026-12-09T04:30:00.000Z", endDate: null, status: "postponed" });
    expect(await sendReminders(reminderContext())).toBe(0);
    clock.set(new Date("2026-12-08T12:00:00.000Z"));
    expect(await sendReminders(reminderContext())).toBe(1);
    const reminders = await queued("Reminder:");
    expect(reminders.map((row) => storedInvite(row).sequence)).toEqual([0, 1]);
  });
});

describe("an event's change", () => {
  it("tells everyone registered (not the cancelled), with the invite's SEQUENCE raised", async () => {
    const id = await createEvent();
    const ann = await register(id, "ann@example.com");
    await register(id, "wait@example.com", "waitlisted");
    await register(id, "gone@example.com", "cancelled");
    // A new title alone is no news to registrants.
    await updateEvent(id, { title: "Holiday Mixer 2026" });
    expect(await queued("Changed:")).toHaveLength(0);
    // Nor is a past event's record corrected.
    const past = await createEvent({ date: "2026-11-20T02:30:00.000Z", endDate: null });
    await register(past, "old@example.com");
    await updateEvent(past, { date: "2026-11-20T03:30:00.000Z", endDate: null, location: "Libbey Park" });
    expect(await queued("Changed:")).toHaveLength(0);

    // An hour later, in another room.
    await updateEvent(id, {
      date: "2026-12-03T03:30:00.000Z",
      endDate: "2026-12-03T05:30:00.000Z",
      location: "Libbey Park",
    });
    const notices = await queued("Changed:");
    expect(notices.map((row) => row.to)).toEqual(["ann@example.com", "wait@example.com"]);
    expect(notices[0]?.text).toContain("Where: Libbey Park (was Ojai Valley Inn)");
    expect(storedInvite(notices[0] as { calendar: unknown })).toMatchObject({
      method: "REQUEST",
      uid: `registration-${ann.id}@localhost`,
      sequence: 1,
      start: "2026-12-03T03:30:00.000Z",
    });
    // The waitlist hears of it without an invite: nothing is in their calendar.
    expect(notices[1]?.calendar).toBeNull();
    const sequences = await ctx.prisma.registration.findMany({
      where: { eventId: id },
      select: { email: true, inviteSequence: true },
      orderBy: { email: "asc" },
    });
    expect(sequences).toEqual([
      { email: "ann@example.com", inviteSequence: 1 },
      { email: "gone@example.com", inviteSequence: 0 },
      { email: "wait@example.com", inviteSequence: 1 },
    ]);
    const mail = await arrival(peer, "ann@example.com", "Changed: Holiday Mixer");
    expect(parseInvite(calendarPart(mail.raw).content)).toMatchObject({ sequence: 1 });
  });

  it("cancels the invite when the event is cancelled", async () => {
    const id = await createEvent();
    const ann = await register(id, "ann@example.com");
    await updateEvent(id, { status: "cancelled" });
    const [notice] = await queued("Cancelled:");
    expect(notice?.text).toContain("We're sorry: “Holiday Mixer” is cancelled.");
    expect(storedInvite(notice as { calendar: unknown })).toMatchObject({
      method: "CANCEL",
      uid: `registration-${ann.id}@localhost`,
      sequence: 1,
      status: "CANCELLED",
    });
    const mail = await arrival(peer, "ann@example.com", "Cancelled: Holiday Mixer");
    expect(calendarPart(mail.raw).contentType).toContain("method=CANCEL");
  });
});

describe("a series' change", () => {
  const seriesBody = (overrides: Record<string, unknown> = {}) => ({
    ...eventBody(),
    title: "Thursday Coffee",
    // Thursdays at 6:30 PM in Ojai, from December 3.
    date: "2026-12-04T02:30:00.000Z",
    endDate: "2026-12-04T03:30:00.000Z",
    rule: "FREQ=WEEKLY;BYDAY=TH",
    ...overrides,
  });

  it("tells the registrants of each occurrence it moves, and those of one it removes", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/event-series",
      headers: ctx.auth,
      payload: seriesBody(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, occurrences } = created.json<{ id: number; occurrences: { id: number }[] }>();
    const [first, second] = occurrences;
    const ann = await register(first?.id ?? 0, "ann@example.com");
    await register(second?.id ?? 0, "bob@example.com");

    // An hour later each week.
    const moved = await ctx.app.inject({
      method: "PUT",
      url: `/api/event-series/${id}`,
      headers: ctx.auth,
      payload: seriesBody({ date: "2026-12-04T03:30:00.000Z", endDate: "2026-12-04T04:30:00.000Z" }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const notices = await queued("Changed: Thursday Coffee");
    expect(notices.map((row) => row.to)).toEqual(["ann@example.com", "bob@example.com"]);
    expect(storedInvite(notices[0] as { calendar: unknown })).toMatchObject({
      uid: `registration-${ann.id}@localhost`,
      sequence: 1,
      start: "2026-12-04T03:30:00.000Z",
    });

    // Fridays instead: Thursday's occurrences (and their registrations) are gone.
    const friday = await ctx.app.inject({
      method: "PUT",
      url: `/api/event-series/${id}`,
      headers: ctx.auth,
      payload: seriesBody({
        date: "2026-12-05T03:30:00.000Z",
        endDate: "2026-12-05T04:30:00.000Z",
        rule: "FREQ=WEEKLY;BYDAY=FR",
      }),
    });
    expect(friday.statusCode, friday.body).toBe(200);
    const cancels = await queued("Cancelled: Thursday Coffee");
    expect(cancels.map((row) => row.to)).toEqual(["ann@example.com", "bob@example.com"]);
    expect(storedInvite(cancels[0] as { calendar: unknown })).toMatchObject({ method: "CANCEL", sequence: 2 });
  });
});
