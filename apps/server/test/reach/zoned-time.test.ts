import { describe, expect, test } from "vitest";
import { formatOffset, isoInZone, offsetMinutes, zoneAbbreviation } from "../../src/reach/zoned-time.ts";

const LA = "America/Los_Angeles";

describe("offsets in America/Los_Angeles", () => {
  test("is UTC-8 in winter and UTC-7 in summer", () => {
    expect(offsetMinutes(new Date("2026-01-15T12:00:00Z"), LA)).toBe(-480);
    expect(offsetMinutes(new Date("2026-07-15T12:00:00Z"), LA)).toBe(-420);
  });

  test("switches at 2:00 AM local on the second Sunday of March and the first Sunday of November", () => {
    // 2026-03-08 02:00 PST is 10:00 UTC; 2026-11-01 02:00 PDT is 09:00 UTC.
    expect(offsetMinutes(new Date("2026-03-08T09:59:00Z"), LA)).toBe(-480);
    expect(offsetMinutes(new Date("2026-03-08T10:00:00Z"), LA)).toBe(-420);
    expect(offsetMinutes(new Date("2026-11-01T08:59:00Z"), LA)).toBe(-420);
    expect(offsetMinutes(new Date("2026-11-01T09:00:00Z"), LA)).toBe(-480);
  });

  test("names the zone PST or PDT", () => {
    expect(zoneAbbreviation(new Date("2026-01-15T12:00:00Z"), LA)).toBe("PST");
    expect(zoneAbbreviation(new Date("2026-07-15T12:00:00Z"), LA)).toBe("PDT");
  });
});

describe("isoInZone", () => {
  test("states the local time with the offset in force at that instant", () => {
    expect(isoInZone(new Date("2026-07-05T01:30:00Z"), LA)).toBe("2026-07-04T18:30:00-07:00");
    expect(isoInZone(new Date("2026-12-05T02:30:00Z"), LA)).toBe("2026-12-04T18:30:00-08:00");
  });

  test("handles half-hour offsets east of UTC", () => {
    expect(isoInZone(new Date("2026-07-04T12:00:00Z"), "Asia/Kolkata")).toBe("2026-07-04T17:30:00+05:30");
  });
});

test("formatOffset writes iCalendar and ISO forms", () => {
  expect(formatOffset(-420)).toBe("-0700");
  expect(formatOffset(330, ":")).toBe("+05:30");
  expect(formatOffset(0)).toBe("+0000");
});
