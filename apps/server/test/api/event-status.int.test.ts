// An event's end, all-day flag and status over REST — defaults for older clients, the rules
// between fields, the previous date a rescheduled event keeps and the revision counter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectAdminOnly, expectValidationError, setup, type TestContext, uncached } from "../helpers.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup(uncached);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.prisma.event.deleteMany();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Members' Mixer",
  description: "First Thursday networking.",
  category: "networking",
  location: "Ojai Arcade",
  date: "2030-05-03T01:00:00.000Z",
  ...overrides,
});

async function send(method: "POST" | "PUT", url: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method, url, headers: ctx.auth, payload });
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await send("POST", "/api/events", body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; [key: string]: unknown }>();
}

describe("event time and status", () => {
  it("answers the new fields with their defaults to a client that sends none of them", async () => {
    expect(await create()).toMatchObject({
      endDate: null,
      allDay: false,
      status: "scheduled",
      previousDate: null,
      onlineUrl: null,
      sequence: 0,
    });
  });

  it("stores an end, an all-day flag and a status moved online with its address", async () => {
    const created = await create({
      endDate: "2030-05-03T03:30:00.000Z",
      status: "movedOnline",
      onlineUrl: "https://meet.example/mixer",
    });
    expect(created).toMatchObject({
      endDate: "2030-05-03T03:30:00.000Z",
      status: "movedOnline",
      onlineUrl: "https://meet.example/mixer",
    });
    expect(await create({ allDay: true })).toMatchObject({ allDay: true });
  });

  it("names the end before the start, a missing online address and an unknown status, storing nothing", async () => {
    expectValidationError(await send("POST", "/api/events", body({ endDate: "2030-05-03T00:00:00.000Z" })), "endDate");
    expectValidationError(await send("POST", "/api/events", body({ status: "movedOnline" })), "onlineUrl");
    expectValidationError(await send("POST", "/api/events", body({ status: "called off" })), "status");
    expect(await ctx.prisma.event.count()).toBe(0);
  });

  it("keeps the start a rescheduled event had and bumps the revision on every change", async () => {
    const { id } = await create();
    const moved = await send(
      "PUT",
      `/api/events/${id}`,
      body({ date: "2030-05-10T01:00:00.000Z", status: "rescheduled" }),
    );
    expect(moved.json()).toMatchObject({
      date: "2030-05-10T01:00:00.000Z",
      status: "rescheduled",
      previousDate: "2030-05-03T01:00:00.000Z",
      sequence: 1,
    });
    const cancelled = await send("PUT", `/api/events/${id}`, body({ status: "cancelled" }));
    expect(cancelled.json()).toMatchObject({ status: "cancelled", previousDate: null, sequence: 2 });
  });

  it("keeps a cancelled event readable at its address", async () => {
    const { id } = await create({ status: "cancelled" });
    const response = await ctx.app.inject({ method: "GET", url: `/api/events/${id}` });
    expect(response.json()).toMatchObject({ id, status: "cancelled" });
  });

  it("refuses a status change without a valid token", async () => {
    const { id } = await create();
    await expectAdminOnly(
      ctx,
      { method: "PUT", url: `/api/events/${id}`, payload: body({ status: "cancelled" }) },
      () => ctx.prisma.event.findMany(),
    );
  });
});
