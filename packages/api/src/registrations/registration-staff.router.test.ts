// The staff's side through createCaller: settings (an occurrence inheriting its series', each
// counting its own places), a larger capacity promoting, the list's order and counts, a person
// added by hand, cancelled, checked in and undone, promoted past the capacity, and a message.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { errorCodeOf, T0, testAdmin } from "../testing/callers.ts";
import { openRegistrationCallers } from "./registration-fixtures.ts";

let callers: Awaited<ReturnType<typeof openRegistrationCallers>>;
beforeAll(async () => {
  callers = await openRegistrationCallers();
});
afterAll(() => callers?.close());

const person = (n: number, places = 1) => ({ name: `Guest ${n}`, email: `guest${n}@example.com`, places });
// The first Thursday of July, August and September 2026, 6 PM in Ojai.
const firstThursdays = { date: "2026-07-03T01:00:00Z", rule: "FREQ=MONTHLY;BYDAY=1TH", count: 3 };
const monthly = { title: "First Thursday Mixer", description: "Monthly.", category: "community", ...firstThursdays };
const settings = { open: true, capacity: 2, closesMinutesBefore: 0, maxPlaces: 2, questions: [] };

async function register(eventId: number, who: { name: string; email: string; places?: number }) {
  return callers.sender.registration.register({ id: eventId, ...who, answers: {}, formToken: await callers.token() });
}

describe("settings", () => {
  test("an event's own, read back with ids on its questions; a larger capacity promotes", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith(null);
    expect(await callers.staff.registration.settings({ id: event.id })).toBeNull();
    const saved = await callers.staff.registration.updateSettings({
      id: event.id,
      ...settings,
      capacity: 1,
      priceText: "$10",
      questions: [{ label: "Meal", kind: "choice", required: true, choices: ["Fish", "Pasta"] }],
    });
    expect(saved).toMatchObject({ from: "event", capacity: 1, priceText: "$10" });
    const questionId = saved.questions[0]?.id ?? "";
    expect(questionId).toMatch(/^[a-z0-9-]{1,20}$/);
    await callers.sender.registration.register({
      id: event.id,
      ...person(1),
      answers: { [questionId]: "Fish" },
      formToken: await callers.token(),
    });
    const waiting = await callers.sender.registration.register({
      id: event.id,
      ...person(2),
      answers: { [questionId]: "Pasta" },
      formToken: await callers.token(),
    });
    expect(waiting.status).toBe("waitlisted");
    const again = await callers.staff.registration.updateSettings({
      id: event.id,
      ...settings,
      questions: saved.questions,
    });
    expect(again.questions[0]?.id).toBe(questionId);
    expect((await callers.mailTo("guest2@example.com")).at(-1)?.subject).toContain("A place opened up");
    expect(await errorCodeOf(callers.staff.registration.settings({ id: 999_999 }))).toBe("NOT_FOUND");
  });

  test("a series' settings reach its occurrences, each counting its own places", async () => {
    callers.clock.now = T0;
    const series = await callers.admin.eventSeries.create({ ...monthly, location: "Libbey Park" });
    const [first, second] = series.occurrences;
    if (!first || !second) throw new Error("no occurrences");
    expect(await callers.staff.registration.seriesSettings({ id: series.id })).toBeNull();
    await callers.staff.registration.updateSeriesSettings({ id: series.id, ...settings, capacity: 1 });
    expect(await callers.staff.registration.settings({ id: first.id })).toMatchObject({ from: "series", capacity: 1 });
    expect((await register(first.id, person(10))).status).toBe("confirmed");
    expect((await register(second.id, person(10))).status).toBe("confirmed");
    expect((await register(first.id, person(11))).status).toBe("waitlisted");
    await callers.staff.registration.updateSeriesSettings({ id: series.id, ...settings, capacity: 2 });
    const [counts] = await callers.staff.registration.counts({ ids: [first.id] });
    expect(counts).toMatchObject({ capacity: 2, confirmed: 2, waitlisted: 0, placesLeft: 0 });
    // An occurrence's own settings win over the series'.
    await callers.staff.registration.updateSettings({ id: second.id, ...settings, capacity: 5 });
    expect(await callers.visitor.registration.state({ id: second.id })).toMatchObject({ capacity: 5, placesLeft: 4 });
    expect(await errorCodeOf(callers.staff.registration.seriesSettings({ id: 999_999 }))).toBe("NOT_FOUND");
  });
});

describe("the list and what staff do", () => {
  test("list order, counts, add, cancel, check in, promote, message", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 2, maxPlaces: 2 });
    await register(event.id, person(20));
    const added = await callers.staff.registration.add({ id: event.id, ...person(21), notify: false });
    expect(added).toMatchObject({ status: "confirmed", addedByStaff: true });
    expect(await callers.mailTo("guest21@example.com")).toEqual([]);
    const full = await callers.staff.registration.add({ id: event.id, ...person(22, 3) });
    expect(full).toMatchObject({ status: "waitlisted", waitlistPosition: 1, places: 3 });
    await register(event.id, person(23));
    expect(
      ((await callers.staff.registration.add({ id: event.id, ...person(20) }).catch((error) => error)) as Error).cause,
    ).toMatchObject({ errorCode: "ALREADY_REGISTERED" });

    const list = await callers.staff.registration.list({ id: event.id });
    expect(list.registrations.map((row) => [row.name, row.status, row.waitlistPosition])).toEqual([
      ["Guest 20", "confirmed", null],
      ["Guest 21", "confirmed", null],
      ["Guest 22", "waitlisted", 1],
      ["Guest 23", "waitlisted", 2],
    ]);
    expect(list.counts).toMatchObject({ confirmed: 2, confirmedPlaces: 2, waitlisted: 2, waitlistedPlaces: 4 });

    // Cancelling one place: the party of three cannot use it; the single behind it can.
    const first = list.registrations[0];
    if (!first) throw new Error("empty list");
    await callers.staff.registration.cancel({ id: event.id, registrationId: first.id });
    const ref = async (n: number) => ({
      id: event.id,
      registrationId: (
        await callers.db.prisma.registration.findFirstOrThrow({ where: { email: `guest${n}@example.com` } })
      ).id,
    });
    expect((await callers.staff.registration.list({ id: event.id })).registrations.map((row) => row.status)).toEqual([
      "confirmed",
      "confirmed",
      "waitlisted",
      "cancelled",
    ]);

    // Check-in: twice changes nothing; a moderator may; the waitlisted must be promoted first.
    const moderator = createCaller(
      createInnerContext({ db: callers.db, now: () => callers.clock.now, admin: testAdmin("moderator") }),
    );
    const checked = await moderator.registration.checkIn(await ref(21));
    expect(checked.checkedInAt).toBe(T0.toISOString());
    expect((await moderator.registration.checkIn(await ref(21))).checkedInAt).toBe(T0.toISOString());
    expect((await callers.staff.registration.counts({ ids: [event.id] }))[0]?.checkedIn).toBe(1);
    expect((await moderator.registration.undoCheckIn(await ref(21))).checkedInAt).toBeNull();
    expect(await errorCodeOf(moderator.registration.checkIn(await ref(22)))).toBe("CONFLICT");
    expect(await errorCodeOf(moderator.registration.promote(await ref(22)))).toBe("FORBIDDEN");

    // Staff may promote past the capacity: they know the room.
    const promoted = await callers.staff.registration.promote(await ref(22));
    expect(promoted).toMatchObject({ status: "confirmed", waitlistPosition: null });
    expect((await callers.staff.registration.counts({ ids: [event.id] }))[0]).toMatchObject({
      confirmedPlaces: 5,
      placesLeft: 0,
    });
    expect((await callers.mailTo("guest22@example.com")).at(-1)?.subject).toContain("A place opened up");

    const sent = await callers.staff.registration.message({ id: event.id, subject: "Parking", text: "Use the lot." });
    expect(sent).toEqual({ queued: 3 });
    const [parking] = (await callers.mailTo("guest23@example.com")).filter((mail) => mail.subject === "Parking");
    expect(parking?.text).toContain("Use the lot.");
    expect(parking?.text).toContain("https://chamber.example/registrations/");

    expect(await errorCodeOf(callers.staff.registration.cancel({ id: event.id, registrationId: 999_999 }))).toBe(
      "NOT_FOUND",
    );
    expect(await errorCodeOf(callers.staff.registration.list({ id: 999_999 }))).toBe("NOT_FOUND");
    const off = await callers.eventWith(null);
    expect(await errorCodeOf(callers.staff.registration.add({ id: off.id, ...person(30) }))).toBe("CONFLICT");
  });

  test("an event deleted and restored brings its settings and registrations back", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 1 });
    await register(event.id, person(50));
    await register(event.id, person(51));
    const before = await callers.staff.registration.list({ id: event.id });
    await callers.admin.event.delete({ id: event.id });
    expect(await callers.db.prisma.registration.count({ where: { eventId: event.id } })).toBe(0);
    await callers.admin.event.restore({ id: event.id });
    expect(await callers.staff.registration.list({ id: event.id })).toEqual(before);
  });

  test("visitors are refused every staff operation", async () => {
    const event = await callers.eventWith({ capacity: 2 });
    const ref = { id: event.id, registrationId: 1 };
    const calls = [
      callers.visitor.registration.list({ id: event.id }),
      callers.visitor.registration.counts({ ids: [event.id] }),
      callers.visitor.registration.add({ id: event.id, ...person(40) }),
      callers.visitor.registration.checkIn(ref),
      callers.visitor.registration.promote(ref),
      callers.visitor.registration.updateSettings({ id: event.id, ...settings }),
    ];
    for (const call of calls) expect(await errorCodeOf(call)).toBe("UNAUTHORIZED");
  });
});
