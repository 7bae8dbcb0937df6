import { afterEach, describe, expect, it, test } from "vitest";
import {
  dateFormats,
  daysFromNowAt,
  formatInZone,
  formatOffset,
  instantOfWallClock,
  isoInZone,
  localDate,
  localDateTime,
  offsetMinutes,
  showDatesIn,
  shownTimezone,
  zoneAbbreviation,
} from "./time-zone.ts";
import { dayjs, instantToZonedWallClock, zonedWallClockToInstant } from "./zoned-dayjs.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// 6:30 PM on July 3 in Ojai (PDT, UTC-7) is already July 4 in UTC.
const instant = new Date("2026-07-04T01:30:00Z");

describe("formatInZone (docs/product.md §9, docs/architecture.md §6)", () => {
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

describe("showDatesIn: the zone of a date shown without one", () => {
  afterEach(() => showDatesIn("America/Los_Angeles"));

  it("is Los Angeles until the site names its own, then that one", () => {
    expect(shownTimezone()).toBe("America/Los_Angeles");
    showDatesIn("America/New_York");
    expect(shownTimezone()).toBe("America/New_York");
    expect(formatInZone(instant, "time")).toBe("9:30 PM");
  });

  it("keeps the zone it has for a name Intl does not know, or none", () => {
    showDatesIn("America/New_York");
    showDatesIn("Mars/Olympus_Mons");
    showDatesIn(undefined);
    showDatesIn("");
    expect(shownTimezone()).toBe("America/New_York");
  });
});

describe("wall clock in the site zone", () => {
  it("round-trips an instant through the admin's date-time input", () => {
    process.env.TZ = "Asia/Tokyo";
    expect(instantToZonedWallClock(instant)).toBe("2026-07-03T18:30");
    expect(zonedWallClockToInstant("2026-07-03T18:30").toISOString()).toBe(instant.toISOString());
  });
});

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

  test("crosses the March switch: 1:59 AM PST is followed by 3:00 AM PDT", () => {
    expect(isoInZone(new Date("2026-03-08T09:59:00Z"), LA)).toBe("2026-03-08T01:59:00-08:00");
    expect(isoInZone(new Date("2026-03-08T10:00:00Z"), LA)).toBe("2026-03-08T03:00:00-07:00");
  });

  test("crosses the November switch: 1:30 AM happens twice, first PDT then PST", () => {
    expect(isoInZone(new Date("2026-11-01T08:30:00Z"), LA)).toBe("2026-11-01T01:30:00-07:00");
    expect(isoInZone(new Date("2026-11-01T09:30:00Z"), LA)).toBe("2026-11-01T01:30:00-08:00");
  });
});

test("formatOffset writes iCalendar and ISO forms", () => {
  expect(formatOffset(-420)).toBe("-0700");
  expect(formatOffset(330, ":")).toBe("+05:30");
  expect(formatOffset(0)).toBe("+0000");
});

describe("dates as staff read them", () => {
  test("gives the site's calendar date, not UTC's", () => {
    // 6:30 PM on July 3 in Ojai is July 4 in UTC.
    expect(localDate(new Date("2026-07-04T01:30:00Z"), LA)).toBe("2026-07-03");
    expect(localDateTime(new Date("2026-07-04T01:30:00Z"), LA)).toBe("2026-07-03 18:30");
  });
});

describe("instantOfWallClock and daysFromNowAt", () => {
  const wall = (day: number, month: number, hour: number, minute = 0) => ({
    year: 2026,
    month,
    day,
    hour,
    minute,
    second: 0,
  });

  test("reads a wall clock on either side of the switches with the offset then in force", () => {
    expect(instantOfWallClock(wall(8, 3, 1, 30), LA).toISOString()).toBe("2026-03-08T09:30:00.000Z");
    expect(instantOfWallClock(wall(8, 3, 3, 0), LA).toISOString()).toBe("2026-03-08T10:00:00.000Z");
    expect(instantOfWallClock(wall(1, 11, 0, 30), LA).toISOString()).toBe("2026-11-01T07:30:00.000Z");
    expect(instantOfWallClock(wall(1, 11, 3, 0), LA).toISOString()).toBe("2026-11-01T11:00:00.000Z");
  });

  test("reads a skipped March wall clock (2:30 AM) an hour earlier, and a doubled November one as its first", () => {
    expect(isoInZone(instantOfWallClock(wall(8, 3, 2, 30), LA), LA)).toBe("2026-03-08T01:30:00-08:00");
    expect(isoInZone(instantOfWallClock(wall(1, 11, 1, 30), LA), LA)).toBe("2026-11-01T01:30:00-07:00");
  });

  test("keeps the local hour across a switch: 6 PM the day before and the day after", () => {
    const saturday = new Date("2026-03-07T20:00:00Z"); // noon PST
    expect(isoInZone(daysFromNowAt(saturday, 0, 18, 0, LA), LA)).toBe("2026-03-07T18:00:00-08:00");
    expect(isoInZone(daysFromNowAt(saturday, 1, 18, 0, LA), LA)).toBe("2026-03-08T18:00:00-07:00");
    const halloween = new Date("2026-10-31T19:00:00Z"); // noon PDT
    expect(isoInZone(daysFromNowAt(halloween, 1, 18, 0, LA), LA)).toBe("2026-11-01T18:00:00-08:00");
    expect(isoInZone(daysFromNowAt(halloween, -30, 9, 15, LA), LA)).toBe("2026-10-01T09:15:00-07:00");
  });
});

describe("formatInZone agrees with dayjs's zone formatting", () => {
  it.each([
    "2026-03-08T09:59:00Z",
    "2026-03-08T10:00:00Z",
    "2026-11-01T08:30:00Z",
    "2026-12-31T23:59:59Z",
    "2027-01-01T08:00:00Z",
    "2026-07-04T00:00:00Z",
  ])("%s", (iso) => {
    for (const zone of ["America/Los_Angeles", "America/New_York", "Asia/Tokyo", "Australia/Lord_Howe"]) {
      for (const format of Object.keys(dateFormats) as (keyof typeof dateFormats)[]) {
        expect(formatInZone(iso, format, zone), `${zone} ${format}`).toBe(
          dayjs(iso).tz(zone).format(dateFormats[format]),
        );
      }
    }
  });
});
