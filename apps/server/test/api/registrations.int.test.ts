// Registration through the REST door (Fastify inject): the state, 201 confirmed or waitlisted, the
// 409 codes and 400 naming each bad field in the error body, the personal link's GET and DELETE,
// 20 registrations at once for 5 places, and the staff's settings, list, check-in, promotion and
// CSV download.
import { defaultRateLimits } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { at, days, expectError, expectValidationError, manualClock, setup, T0, type TestContext } from "../helpers.ts";
import { eventTakingRegistrations } from "../registration-fixtures.ts";

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup({ now: clock.now });
});
afterAll(() => ctx?.close());

const eventWith = (settings: Parameters<typeof eventTakingRegistrations>[1]) =>
  eventTakingRegistrations(ctx.prisma, settings);

/** A form token, with the clock then moved past its youngest accepted age. */
async function formToken(): Promise<string> {
  clock.set(T0);
  const { token } = (await ctx.app.inject({ method: "GET", url: "/api/submissions/token" })).json<{ token: string }>();
  clock.set(at(T0, 10_000));
  return token;
}

const register = async (id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/events/${id}/registrations`,
    payload: { formToken: await formToken(), ...payload },
  });

describe("registration over REST", () => {
  test("state, 201, the personal link, 409 ALREADY_REGISTERED, cancel", async () => {
    const event = await eventWith({ capacity: 1 });
    const state = await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}/registration` });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ open: true, state: "open", capacity: 1, placesLeft: 1, waitlist: false });
    const first = await register(event.id, { name: "Ana", email: "ana@example.com" });
    expect(first.statusCode, first.body).toBe(201);
    const { status, manageUrl } = first.json<{ status: string; manageUrl: string }>();
    expect(status).toBe("confirmed");
    const second = await register(event.id, { name: "Ben", email: "ben@example.com", places: 1 });
    expect(second.json()).toMatchObject({ status: "waitlisted" });
    expectError(await register(event.id, { name: "Ana", email: "ANA@example.com" }), 409, "ALREADY_REGISTERED");
    const token = manageUrl.split("/").pop();
    const mine = await ctx.app.inject({ method: "GET", url: `/api/registrations/${token}` });
    expect(mine.json()).toMatchObject({ name: "Ana", status: "confirmed", event: { id: event.id } });
    const cancel = await ctx.app.inject({ method: "DELETE", url: `/api/registrations/${token}` });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "cancelled" });
    const ben = await ctx.prisma.registration.findFirstOrThrow({ where: { email: "ben@example.com" } });
    expect(ben.status).toBe("confirmed");
    expectError(await ctx.app.inject({ method: "GET", url: "/api/registrations/1.forged" }), 404, "NOT_FOUND");
  });

  test("404 without settings, 409 REGISTRATION_CLOSED, 400 naming each bad field, 400 SPAM_CHECK", async () => {
    const plain = await ctx.prisma.event.create({
      data: { title: "Talk", description: "A talk.", category: "Networking", location: "Hall", date: at(T0, days(3)) },
    });
    expectError(await ctx.app.inject({ method: "GET", url: `/api/events/${plain.id}/registration` }), 404, "NOT_FOUND");
    const off = await eventWith({ open: false });
    expectError(await register(off.id, { name: "Cy", email: "cy@example.com" }), 409, "REGISTRATION_CLOSED");
    const questions = [{ id: "meal", label: "Meal", kind: "choice", required: true, choices: ["Fish", "Pasta"] }];
    const asking = await eventWith({ questions, maxPlaces: 2 });
    expectValidationError(
      await register(asking.id, { name: "Di", email: "di@example.com", places: 3, answers: { meal: "Steak" } }),
      "places",
      "answers.meal",
    );
    expectValidationError(await register(asking.id, { name: "", email: "not-an-address" }), "name", "email");
    const spam = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${asking.id}/registrations`,
      payload: { name: "Ed", email: "ed@example.com", answers: { meal: "Fish" } },
    });
    expectError(spam, 400, "SPAM_CHECK");
  });

  test("20 at once for 5 places: exactly 5 confirmed, 15 waitlisted, every 201 kept", async () => {
    const event = await eventWith({ capacity: 5 });
    clock.set(T0);
    const tokens = await Promise.all(
      Array.from(
        { length: 20 },
        async () =>
          (await ctx.app.inject({ method: "GET", url: "/api/submissions/token" })).json<{ token: string }>().token,
      ),
    );
    clock.set(at(T0, 10_000));
    const answers = await Promise.all(
      tokens.map((formToken, n) =>
        ctx.app.inject({
          method: "POST",
          url: `/api/events/${event.id}/registrations`,
          payload: { name: `Guest ${n}`, email: `guest${n}@example.com`, formToken },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const statuses = answers.map((answer) => answer.json<{ status: string }>().status);
    expect(statuses.filter((status) => status === "confirmed")).toHaveLength(5);
    expect(await ctx.prisma.registration.count({ where: { eventId: event.id, status: "confirmed" } })).toBe(5);
    expect(await ctx.prisma.registration.count({ where: { eventId: event.id, status: "waitlisted" } })).toBe(15);
  });

  test("staff: settings, list, check-in and undo, promote, CSV", async () => {
    const event = await eventWith({ capacity: 1 });
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${event.id}/registration`,
      headers: ctx.auth,
      payload: {
        open: true,
        capacity: 1,
        questions: [{ label: "Member?", kind: "yesno", required: true }],
        priceText: "Free",
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const questionId = put.json<{ questions: { id: string }[] }>().questions[0]?.id ?? "";
    await register(event.id, { name: 'Flo, "the baker"', email: "flo@example.com", answers: { [questionId]: true } });
    await register(event.id, { name: "Gus", email: "gus@example.com", answers: { [questionId]: "no" } });
    const list = await ctx.app.inject({
      method: "GET",
      url: `/api/events/${event.id}/registrations`,
      headers: ctx.auth,
    });
    expect(list.statusCode).toBe(200);
    const [flo, gus] = list.json<{ registrations: { id: number; status: string }[] }>().registrations;
    expect([flo?.status, gus?.status]).toEqual(["confirmed", "waitlisted"]);
    const base = `/api/events/${event.id}/registrations`;
    const checkIn = await ctx.app.inject({ method: "POST", url: `${base}/${flo?.id}/check-in`, headers: ctx.auth });
    expect(checkIn.json()).toMatchObject({ checkedInAt: at(T0, 10_000).toISOString() });
    const undo = await ctx.app.inject({ method: "DELETE", url: `${base}/${flo?.id}/check-in`, headers: ctx.auth });
    expect(undo.json()).toMatchObject({ checkedInAt: null });
    await ctx.app.inject({ method: "POST", url: `${base}/${flo?.id}/check-in`, headers: ctx.auth });
    expectError(
      await ctx.app.inject({ method: "POST", url: `${base}/${gus?.id}/check-in`, headers: ctx.auth }),
      409,
      "CONFLICT",
    );
    const promote = await ctx.app.inject({ method: "POST", url: `${base}/${gus?.id}/promote`, headers: ctx.auth });
    expect(promote.json()).toMatchObject({ status: "confirmed" });
    const counts = await ctx.app.inject({
      method: "GET",
      url: `/api/registration-counts?ids=${event.id}`,
      headers: ctx.auth,
    });
    expect(counts.json()).toMatchObject([{ eventId: event.id, capacity: 1, confirmedPlaces: 2, checkedIn: 1 }]);
    const csv = await ctx.app.inject({ method: "GET", url: `${base}.csv`, headers: ctx.auth });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Email,Places,Status,Checked in (America/Los_Angeles),Member?,Registered (America/Los_Angeles)",
    );
    expect(lines[1]).toMatch(
      /^"Flo, ""the baker""",flo@example\.com,1,confirmed,2026-06-15 05:00,yes,2026-06-15 05:00$/,
    );
    expect(lines[2]).toMatch(/^Gus,gus@example\.com,1,confirmed,,no,/);
    expectError(await ctx.app.inject({ method: "GET", url: `${base}.csv` }), 401, "UNAUTHORIZED");
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/events/999999/registrations.csv", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
  });

  test("limits: 3 an hour per address, 10 an hour per client (429)", async () => {
    const limited = await setup({ db: ctx.db, now: clock.now, rateLimits: defaultRateLimits, signIn: false });
    try {
      const events = await Promise.all([1, 2, 3, 4].map(() => eventWith({ capacity: 50 })));
      const send = async (id: number, email: string, client: string) =>
        limited.app.inject({
          method: "POST",
          url: `/api/events/${id}/registrations`,
          remoteAddress: client,
          payload: { name: "Hal", email, formToken: await formToken() },
        });
      for (const event of events.slice(0, 3))
        expect((await send(event.id, "hal@example.com", "198.51.100.1")).statusCode).toBe(201);
      const fourth = events[3]?.id ?? 0;
      expectError(await send(fourth, "HAL@example.com", "198.51.100.2"), 429, "TOO_MANY_REQUESTS");
      for (let n = 0; n < 10; n++)
        expect((await send(fourth, `guest-${n}@example.com`, "198.51.100.3")).statusCode).not.toBe(429);
      expectError(await send(fourth, "one-more@example.com", "198.51.100.3"), 429, "TOO_MANY_REQUESTS");
    } finally {
      await limited.app.close();
    }
  });
});
