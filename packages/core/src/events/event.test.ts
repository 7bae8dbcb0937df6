import { describe, expect, it } from "vitest";
import { eventInput, eventUpdate } from "./event.ts";
import { eventEnd, formatEventTime } from "./event-time.ts";

const base = {
  title: "Mixer",
  description: "Members meet.",
  category: "networking",
  location: "Ojai Arcade",
  date: "2026-05-07T01:00:00Z", // 6:00 PM PDT on May 6
};

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("eventInput", () => {
  it("gives the end, all-day and status fields their defaults, so older clients keep working", () => {
    expect(eventInput.parse(base)).toMatchObject({
      endDate: null,
      allDay: false,
      status: "scheduled",
      previousDate: null,
      onlineUrl: null,
    });
  });

  it("refuses an end at or before the start, and an unknown status", () => {
    expect(problems(eventInput.safeParse({ ...base, endDate: base.date }))).toEqual([
      "endDate: End must be after the start",
    ]);
    expect(problems(eventInput.safeParse({ ...base, status: "gone" }))[0]).toMatch(/^status: Status must be one of/);
  });

  it("lets an all-day event end on the day it starts, not before", () => {
    expect(eventInput.safeParse({ ...base, allDay: true, endDate: base.date }).success).toBe(true);
    expect(problems(eventInput.safeParse({ ...base, allDay: true, endDate: "2026-05-06T00:00:00Z" }))).toEqual([
      "endDate: End date must not be before the start date",
    ]);
  });

  it("asks an event moved online for its address, and checks the address", () => {
    expect(problems(eventUpdate.safeParse({ ...base, id: 1, status: "movedOnline" }))).toEqual([
      "onlineUrl: An event moved online needs its online address",
    ]);
    expect(problems(eventInput.safeParse({ ...base, status: "movedOnline", onlineUrl: "not a url" }))).toEqual([
      "onlineUrl: Enter a valid online event address",
    ]);
    expect(eventInput.parse({ ...base, status: "movedOnline", onlineUrl: "meet.example/ojai" }).onlineUrl).toBe(
      "https://meet.example/ojai",
    );
  });
});

describe("event times", () => {
  it("ends two hours after the start unless it has its own end", () => {
    expect(eventEnd({ date: base.date }).toISOString()).toBe("2026-05-07T03:00:00.000Z");
    expect(eventEnd({ date: base.date, endDate: "2026-05-07T04:00:00Z" }).toISOString()).toBe(
      "2026-05-07T04:00:00.000Z",
    );
  });

  it("reads as a range in the site zone, all day, or with the end's date when it ends on another day", () => {
    expect(formatEventTime({ date: base.date })).toBe("6:00 PM – 8:00 PM");
    expect(formatEventTime({ date: base.date, endDate: "2026-05-07T09:00:00Z" })).toBe(
      "6:00 PM – May 7, 2026, 2:00 AM",
    );
    expect(formatEventTime({ date: "2026-05-06T07:00:00Z", allDay: true })).toBe("All day");
    expect(formatEventTime({ date: "2026-05-06T07:00:00Z", endDate: "2026-05-08T07:00:00Z", allDay: true })).toBe(
      "All day, until May 8, 2026",
    );
  });
});
