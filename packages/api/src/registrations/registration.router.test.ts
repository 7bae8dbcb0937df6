// The public side through createCaller: the state an event page shows, a registration confirmed or
// waitlisted under 20 at once, the refusals (closed, not yet, duplicate, bad answers, spam check),
// the personal link, and a cancellation promoting the first in line who fits.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DAY, errorCodeOf, MINUTE, T0 } from "../testing/callers.ts";
import { openRegistrationCallers } from "./registration-fixtures.ts";

let callers: Awaited<ReturnType<typeof openRegistrationCallers>>;
beforeAll(async () => {
  callers = await openRegistrationCallers();
});
afterAll(() => callers?.close());

const person = (n: number, places = 1) => ({ name: `Guest ${n}`, email: `guest${n}@example.com`, places });
const codeOf = async (call: Promise<unknown>) =>
  ((await call.then(() => null).catch((error) => error)) as { cause?: { errorCode?: string } } | null)?.cause
    ?.errorCode;

async function register(eventId: number, who: { name: string; email: string; places?: number }, answers = {}) {
  return callers.sender.registration.register({ id: eventId, ...who, answers, formToken: await callers.token() });
}

describe("an event's registration state", () => {
  test("counts its places; 404 (the page read: null) without settings or for a hidden event", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 3, maxPlaces: 2, priceText: "$15 at the door" });
    const state = await callers.visitor.registration.state({ id: event.id });
    expect(state).toMatchObject({ open: true, state: "open", capacity: 3, placesLeft: 3, waitlist: false });
    expect(state.priceText).toBe("$15 at the door");
    expect(state.closesAt).toBe(event.date);
    await register(event.id, person(1, 2));
    expect(await callers.visitor.registration.state({ id: event.id })).toMatchObject({ placesLeft: 1 });
    await register(event.id, person(2));
    expect(await callers.visitor.registration.state({ id: event.id })).toMatchObject({
      state: "full",
      placesLeft: 0,
      waitlist: true,
      open: true,
    });
    const none = await callers.eventWith(null);
    expect(await errorCodeOf(callers.visitor.registration.state({ id: none.id }))).toBe("NOT_FOUND");
    // The page's own read says the same without an error.
    expect(await callers.visitor.registration.block({ id: none.id })).toBeNull();
    expect(await callers.visitor.registration.block({ id: event.id })).toMatchObject({ state: "full" });
    const hidden = await callers.eventWith({ capacity: 3 });
    await callers.db.prisma.event.update({ where: { id: hidden.id }, data: { published: false } });
    expect(await errorCodeOf(callers.visitor.registration.state({ id: hidden.id }))).toBe("NOT_FOUND");
    expect(await callers.visitor.registration.block({ id: hidden.id })).toBeNull();
    expect(await errorCodeOf(register(hidden.id, person(3)))).toBe("NOT_FOUND");
  });

  test("not yet open, closing before the start, turned off, cancelled: 409 REGISTRATION_CLOSED", async () => {
    callers.clock.now = T0;
    const later = await callers.eventWith({ opensAt: new Date(T0.getTime() + DAY) });
    expect(await callers.visitor.registration.state({ id: later.id })).toMatchObject({ state: "not-yet", open: false });
    expect(await codeOf(register(later.id, person(10)))).toBe("REGISTRATION_CLOSED");
    const closing = await callers.eventWith({ closesMinutesBefore: 60 }, 1);
    callers.clock.now = new Date(T0.getTime() + DAY - 61 * MINUTE);
    expect((await register(closing.id, person(11))).status).toBe("confirmed");
    callers.clock.now = new Date(T0.getTime() + DAY - 60 * MINUTE);
    expect(await callers.visitor.registration.state({ id: closing.id })).toMatchObject({ state: "closed" });
    expect(await codeOf(register(closing.id, person(12)))).toBe("REGISTRATION_CLOSED");
    callers.clock.now = T0;
    const off = await callers.eventWith({ open: false });
    expect(await codeOf(register(off.id, person(13)))).toBe("REGISTRATION_CLOSED");
    const cancelled = await callers.eventWith({});
    await callers.db.prisma.event.update({ where: { id: cancelled.id }, data: { status: "cancelled" } });
    expect(await codeOf(register(cancelled.id, person(14)))).toBe("REGISTRATION_CLOSED");
    expect(await callers.db.prisma.registration.count({ where: { email: { in: ["guest12@example.com"] } } })).toBe(0);
  });
});

describe("registering", () => {
  test("20 at once for 5 places: exactly 5 confirmed, 15 waitlisted, none lost", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 5 });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => callers.token()));
    const receipts = await Promise.all(
      tokens.map((formToken, n) =>
        callers.sender.registration.register({ id: event.id, ...person(100 + n), answers: {}, formToken }),
      ),
    );
    const statuses = receipts.map((receipt) => receipt.status);
    expect(statuses.filter((status) => status === "confirmed")).toHaveLength(5);
    expect(statuses.filter((status) => status === "waitlisted")).toHaveLength(15);
    const rows = await callers.db.prisma.registration.groupBy({
      by: ["status"],
      where: { eventId: event.id },
      _count: true,
    });
    expect(Object.fromEntries(rows.map((row) => [row.status, row._count]))).toEqual({ confirmed: 5, waitlisted: 15 });
  });

  test("confirms by mail with the personal link, which shows the registration", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 10 });
    const receipt = await register(event.id, { name: "Ana Ruiz", email: "Ana@Example.com" });
    expect(receipt.status).toBe("confirmed");
    expect(receipt.manageUrl).toMatch(/^https:\/\/chamber\.example\/registrations\/\d+\.[\w-]{22}$/);
    const [mail] = await callers.mailTo("Ana@Example.com");
    expect(mail?.subject).toContain("You're registered");
    expect(mail?.text).toContain(receipt.manageUrl);
    const token = receipt.manageUrl.split("/").pop() ?? "";
    const mine = await callers.visitor.registration.mine({ token });
    expect(mine).toMatchObject({ name: "Ana Ruiz", status: "confirmed", places: 1, canCancel: true });
    expect(mine.event).toMatchObject({ id: event.id, title: "Business Mixer" });
    const forged = `${token.split(".")[0]}.${"A".repeat(22)}`;
    for (const bad of [forged, "nonsense", `999999.${"A".repeat(22)}`])
      expect(await errorCodeOf(callers.visitor.registration.mine({ token: bad }))).toBe("NOT_FOUND");
  });

  test("a second registration of one address (any case) is 409 ALREADY_REGISTERED, its link mailed again", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 10 });
    const first = await register(event.id, { name: "Bo", email: "bo@example.com" });
    expect(await codeOf(register(event.id, { name: "Bo again", email: "BO@example.com" }))).toBe("ALREADY_REGISTERED");
    const mails = await callers.mailTo("bo@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "You're registered: Business Mixer",
      "Your registration: Business Mixer",
    ]);
    expect(mails[1]?.text).toContain(first.manageUrl);
    expect(await callers.db.prisma.registration.count({ where: { eventId: event.id } })).toBe(1);
  });

  test("places and answers are checked, naming each bad field", async () => {
    callers.clock.now = T0;
    const questions = [
      { id: "diet", label: "Dietary needs", kind: "text" as const, required: false },
      { id: "member", label: "Are you a member?", kind: "yesno" as const, required: true },
      { id: "meal", label: "Meal", kind: "choice" as const, required: true, choices: ["Fish", "Pasta"] },
    ];
    const event = await callers.eventWith({ capacity: 10, maxPlaces: 2, questions });
    const refusal = await register(event.id, person(30, 3), { member: "maybe", meal: "Steak" }).catch((error) => error);
    expect(refusal.code).toBe("BAD_REQUEST");
    const paths = refusal.cause.issues.map((issue: { path: string[] }) => issue.path.join("."));
    expect(paths.sort()).toEqual(["answers.meal", "answers.member", "places"]);
    const missing = await register(event.id, person(30), {}).catch((error) => error);
    expect(missing.cause.issues.map((issue: { message: string }) => issue.message)).toEqual([
      "Answer “Are you a member?”",
      "Answer “Meal”",
    ]);
    const ok = await register(event.id, person(30, 2), { member: "yes", meal: "Fish", diet: "", stray: "x" });
    expect(ok.status).toBe("confirmed");
    const row = await callers.db.prisma.registration.findFirstOrThrow({ where: { email: "guest30@example.com" } });
    expect(row.answers).toEqual({ member: true, meal: "Fish" });
  });

  test("the spam check: no token, a filled honeypot, a reused token", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 10 });
    const send = (fields: object) =>
      callers.sender.registration.register({ id: event.id, ...person(40), answers: {}, ...fields });
    expect(await codeOf(send({}))).toBe("SPAM_CHECK");
    expect(await codeOf(send({ formToken: await callers.token(), url: "http://spam.example" }))).toBe("SPAM_CHECK");
    const token = await callers.token();
    await send({ formToken: token });
    expect(await codeOf(callers.sender.registration.register({ id: event.id, ...person(41), formToken: token }))).toBe(
      "SPAM_CHECK",
    );
  });
});

describe("cancelling by the personal link", () => {
  test("frees the places for the first in line who fits, and is idempotent", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({ capacity: 3, maxPlaces: 3 });
    const first = await register(event.id, person(50, 2));
    await register(event.id, person(51));
    const party = await register(event.id, person(52, 3));
    const single = await register(event.id, person(53));
    expect([party.status, single.status]).toEqual(["waitlisted", "waitlisted"]);
    const tokenOf = (receipt: { manageUrl: string }) => receipt.manageUrl.split("/").pop() ?? "";
    expect((await callers.visitor.registration.mine({ token: tokenOf(single) })).waitlistPosition).toBe(2);
    const cancelled = await callers.sender.registration.cancelMine({ token: tokenOf(first) });
    expect(cancelled).toMatchObject({ status: "cancelled", canCancel: false });
    // Two places free: the party of three still waits at the head; the single behind it fits.
    expect(await callers.visitor.registration.mine({ token: tokenOf(single) })).toMatchObject({
      status: "confirmed",
      waitlistPosition: null,
    });
    expect(await callers.visitor.registration.mine({ token: tokenOf(party) })).toMatchObject({
      status: "waitlisted",
      waitlistPosition: 1,
    });
    expect((await callers.mailTo("guest53@example.com")).map((mail) => mail.subject)).toEqual([
      "You're on the waitlist: Business Mixer",
      "A place opened up — you're registered: Business Mixer",
    ]);
    expect((await callers.mailTo("guest50@example.com")).at(-1)?.subject).toBe(
      "Registration cancelled: Business Mixer",
    );
    const again = await callers.sender.registration.cancelMine({ token: tokenOf(first) });
    expect(again.status).toBe("cancelled");
    expect((await callers.mailTo("guest50@example.com")).length).toBe(2);
    // Cancelled, the address may register again: one place is left, which the party cannot use.
    expect((await register(event.id, person(50))).status).toBe("confirmed");
  });

  test("cannot cancel once the event has started", async () => {
    callers.clock.now = T0;
    const event = await callers.eventWith({}, 1);
    const receipt = await register(event.id, person(60));
    callers.clock.now = new Date(T0.getTime() + DAY);
    const token = receipt.manageUrl.split("/").pop() ?? "";
    expect(await errorCodeOf(callers.sender.registration.cancelMine({ token }))).toBe("CONFLICT");
    expect((await callers.visitor.registration.mine({ token })).canCancel).toBe(false);
  });
});
