import { afterEach, describe, expect, it } from "vitest";
import { formatInZone, instantToZonedWallClock, zonedWallClockToInstant } from "./dates.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// 6:30 PM on July 3 in Ojai (PDT, UTC-7) is already July 4 in UTC.
const instant = new Date("2026-07-04T01:30:00Z");

describe("formatInZone (SPEC §9, DESIGN §6)", () => {
  it.each(["UTC", "Asia/Tokyo", "America/New_York", "Pacific/Kiritimati"])(
    "shows the site zone's wall clock whatever the process zone (%s)",
    (zone) => {
      process.env.TZ = zone;
      // The change must really reach the date functions, or this test proves nothing.
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      expect(formatInZone(instant, "card")).toBe("Jul 3, 2026");
      expect(formatInZone(instant, "long")).toBe("July 3, 2026");
      expect(formatInZone(instant, "time")).toBe("6:30 PM");
      expect(formatInZone(instant, "full")).toBe("Friday, July 3, 2026 at 6:30 PM");
    },
  );

  it("accepts an ISO string and another zone", () => {
    expect(formatInZone("2026-07-04T01:30:00Z", "time", "America/New_York")).toBe("9:30 PM");
  });

  it("follows daylight saving time (PST in winter)", () => {
    expect(formatInZone(new Date("2026-01-05T17:00:00Z"), "full")).toBe("Monday, January 5, 2026 at 9:00 AM");
  });
});

describe("wall clock in the site zone", () => {
  it("round-trips an instant through the admin's date-time input", () => {
    process.env.TZ = "Asia/Tokyo";
    expect(instantToZonedWallClock(instant)).toBe("2026-07-03T18:30");
    expect(zonedWallClockToInstant("2026-07-03T18:30").toISOString()).toBe(instant.toISOString());
  });
});
