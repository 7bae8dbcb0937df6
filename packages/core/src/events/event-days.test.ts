import { describe, expect, it } from "vitest";
import { eventDayBounds, isEventDayRange } from "./event-days.ts";

const LA = "America/Los_Angeles";

describe("eventDayBounds", () => {
  it("reads today in the site zone, not in UTC", () => {
    // 2026-07-01 05:00 UTC is still June 30 in Los Angeles.
    expect(eventDayBounds("today", new Date("2026-07-01T05:00:00Z"), LA)).toEqual({
      from: "2026-06-30",
      to: "2026-06-30",
    });
  });

  it("gives the coming Saturday and Sunday on a weekday", () => {
    // Wednesday 2026-11-25.
    expect(eventDayBounds("weekend", new Date("2026-11-25T20:00:00Z"), LA)).toEqual({
      from: "2026-11-28",
      to: "2026-11-29",
    });
    // Friday late evening in Los Angeles (Saturday in UTC).
    expect(eventDayBounds("weekend", new Date("2026-11-28T07:30:00Z"), LA)).toEqual({
      from: "2026-11-28",
      to: "2026-11-29",
    });
  });

  it("gives this weekend on a Saturday and on a Sunday", () => {
    expect(eventDayBounds("weekend", new Date("2026-11-28T18:00:00Z"), LA)).toEqual({
      from: "2026-11-28",
      to: "2026-11-29",
    });
    expect(eventDayBounds("weekend", new Date("2026-11-29T18:00:00Z"), LA)).toEqual({
      from: "2026-11-28",
      to: "2026-11-29",
    });
  });

  it("keeps whole days across a daylight-saving change", () => {
    // Saturday 2026-03-07, the night before the spring-forward change, 11:30 PM PST.
    const beforeSpring = new Date("2026-03-08T07:30:00Z");
    expect(eventDayBounds("weekend", beforeSpring, LA)).toEqual({ from: "2026-03-07", to: "2026-03-08" });
    expect(eventDayBounds("week", beforeSpring, LA)).toEqual({ from: "2026-03-07", to: "2026-03-13" });
    // Sunday 2026-11-01 at 11:30 PM PST, after the autumn change.
    const afterAutumn = new Date("2026-11-02T07:30:00Z");
    expect(eventDayBounds("today", afterAutumn, LA)).toEqual({ from: "2026-11-01", to: "2026-11-01" });
    expect(eventDayBounds("weekend", afterAutumn, LA)).toEqual({ from: "2026-10-31", to: "2026-11-01" });
  });

  it("spans seven days for the week, across a month's end", () => {
    expect(eventDayBounds("week", new Date("2026-12-28T20:00:00Z"), LA)).toEqual({
      from: "2026-12-28",
      to: "2027-01-03",
    });
  });
});

describe("isEventDayRange", () => {
  it("names the ranges only", () => {
    expect(isEventDayRange("weekend")).toBe(true);
    expect(isEventDayRange("upcoming")).toBe(false);
  });
});
