import { parseTimeOfDay } from "@chamber/core";
import { describe, expect, it } from "vitest";
import {
  FALLBACK_SITE_ZONE,
  formatSiteDate,
  instantToPickerValue,
  joinPickerValue,
  pickerValueProblem,
  pickerValueToIso,
  readSiteZone,
  splitPickerValue,
  zoneDisplayName,
} from "./site-zone.ts";

/** A document whose only meta tag is site-timezone with this content (or none). */
const pageWith = (content: string | null) => ({
  querySelector: (selector: string) =>
    content !== null && selector === 'meta[name="site-timezone"]' ? { getAttribute: () => content } : null,
});

describe("readSiteZone", () => {
  it("reads the zone the server names in the site-timezone meta tag", () => {
    expect(readSiteZone(pageWith("America/New_York") as unknown as Document)).toBe("America/New_York");
    expect(readSiteZone(pageWith("  Europe/Paris ") as unknown as Document)).toBe("Europe/Paris");
  });

  it("falls back to America/Los_Angeles without the tag, without a document, or for an unknown zone", () => {
    expect(readSiteZone(pageWith(null) as unknown as Document)).toBe(FALLBACK_SITE_ZONE);
    expect(readSiteZone(undefined)).toBe(FALLBACK_SITE_ZONE);
    expect(readSiteZone(pageWith("") as unknown as Document)).toBe(FALLBACK_SITE_ZONE);
    expect(readSiteZone(pageWith("Mars/Olympus_Mons") as unknown as Document)).toBe(FALLBACK_SITE_ZONE);
    expect(FALLBACK_SITE_ZONE).toBe("America/Los_Angeles");
  });
});

describe("zoneDisplayName", () => {
  it("names a zone as people say it, the same in summer and winter", () => {
    expect(zoneDisplayName("America/Los_Angeles", "en-US", new Date("2026-01-15T12:00:00Z"))).toBe("Pacific Time");
    expect(zoneDisplayName("America/Los_Angeles", "en-US", new Date("2026-07-15T12:00:00Z"))).toBe("Pacific Time");
    expect(zoneDisplayName("America/New_York", "en-US", new Date("2026-07-15T12:00:00Z"))).toBe("Eastern Time");
  });
});

describe("zoned picker values", () => {
  it("shows a stored instant as the site zone's wall clock, whatever zone the browser is in", () => {
    // 02:30 UTC on May 2 is 6:30 PM on May 1 in Ojai (PDT, UTC−7) and 11:30 AM on May 2 in Tokyo.
    expect(instantToPickerValue("2026-05-02T01:30:00.000Z", "America/Los_Angeles")).toBe("2026-05-01 18:30:00");
    expect(instantToPickerValue("2026-05-02T01:30:00.000Z", "Asia/Tokyo")).toBe("2026-05-02 10:30:00");
    expect(instantToPickerValue(null)).toBeNull();
    expect(instantToPickerValue(undefined)).toBeNull();
  });

  it("reads the picker's wall clock in the site zone, with that zone's offset on the day", () => {
    expect(pickerValueToIso("2026-05-01 18:30:00", "America/Los_Angeles")).toBe("2026-05-01T18:30:00-07:00");
    expect(pickerValueToIso("2026-12-01 18:30:00", "America/Los_Angeles")).toBe("2026-12-01T18:30:00-08:00");
    expect(pickerValueToIso("2026-12-01 18:30:00", "America/New_York")).toBe("2026-12-01T18:30:00-05:00");
  });

  it("round-trips an instant across the March switch to daylight time", () => {
    const instant = "2026-03-08T17:00:00.000Z";
    const wallClock = instantToPickerValue(instant, "America/Los_Angeles");
    expect(wallClock).toBe("2026-03-08 10:00:00");
    expect(new Date(pickerValueToIso(wallClock, "America/Los_Angeles") ?? "").toISOString()).toBe(instant);
  });

  it("treats an empty or unreadable picker value as no date", () => {
    expect(pickerValueToIso(null)).toBeNull();
    expect(pickerValueToIso("")).toBeNull();
    expect(pickerValueToIso("not a date")).toBeNull();
  });
});

describe("a day and a typed time, joined in the site zone", () => {
  const typed = (day: string, text: string, zone: string) => {
    const reading = parseTimeOfDay(text);
    return pickerValueToIso(joinPickerValue(day, reading.ok ? reading.time : null), zone);
  };

  it.each(["6:30 PM", "18:30", "6:30pm"])("reads %j on May 1 as 6:30 PM in Ojai and in New York", (text) => {
    expect(typed("2026-05-01", text, "America/Los_Angeles")).toBe("2026-05-01T18:30:00-07:00");
    expect(typed("2026-05-01", text, "America/New_York")).toBe("2026-05-01T18:30:00-04:00");
  });

  it("keeps a day without a usable time unfinished, never midnight", () => {
    expect(joinPickerValue("2026-05-01", null)).toBe("2026-05-01");
    expect(typed("2026-05-01", "6:30", "America/Los_Angeles")).toBeNull();
    expect(typed("2026-05-01", "", "America/Los_Angeles")).toBeNull();
    expect(pickerValueProblem("2026-05-01")).toBe("Enter a time like 6:30 PM or 18:30");
    expect(pickerValueProblem("2026-05-01 18:30:00")).toBeNull();
    expect(pickerValueProblem(null)).toBeNull();
    expect(joinPickerValue(null, { hour: 18, minute: 30 })).toBeNull();
  });

  it("splits a value back into its day and time", () => {
    expect(splitPickerValue("2026-05-01 18:30:00")).toEqual({ day: "2026-05-01", time: { hour: 18, minute: 30 } });
    expect(splitPickerValue("2026-05-01")).toEqual({ day: "2026-05-01", time: null });
    expect(splitPickerValue(null)).toEqual({ day: null, time: null });
    expect(splitPickerValue("garbage")).toEqual({ day: null, time: null });
  });
});

describe("formatSiteDate", () => {
  it("formats in the site zone with the product's formats", () => {
    expect(formatSiteDate("2026-05-02T01:30:00.000Z", "full", "America/Los_Angeles")).toBe(
      "Friday, May 1, 2026 at 6:30 PM",
    );
    expect(formatSiteDate("2026-05-02T01:30:00.000Z", "card", "Asia/Tokyo")).toBe("May 2, 2026");
  });
});
