// What ics-read.ts makes of calendar shapes the server tests' fixtures do not have: Outlook's zone
// names described only by the file, floating times, DURATION, an all-day series, and the parts it
// does not import.
import { localDateTime } from "@chamber/core";
import { describe, expect, it } from "vitest";
import { NotACalendar, readCalendar } from "./ics-read.ts";

const ZONE = "America/Los_Angeles";
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");
const local = (iso: string | null) => (iso ? localDateTime(new Date(iso), ZONE) : null);

const outlookZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Pacific Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

describe("readCalendar", () => {
  it("reads a zone only the file describes, as Outlook writes it", () => {
    const { items, refused } = readCalendar(
      calendar(
        ...outlookZone,
        "BEGIN:VEVENT",
        "UID:outlook-1",
        "SUMMARY:Board meeting",
        "DTSTART;TZID=Pacific Standard Time:20261103T180000",
        "DTEND;TZID=Pacific Standard Time:20261103T193000",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:outlook-2",
        "SUMMARY:Summer mixer",
        "DTSTART;TZID=Pacific Standard Time:20260714T170000",
        "DURATION:PT2H",
        "END:VEVENT",
      ),
      ZONE,
    );
    expect(refused).toEqual([]);
    expect(items.map((item) => [local(item.draft.date), local(item.draft.endDate)])).toEqual([
      ["2026-11-03 18:00", "2026-11-03 19:30"],
      ["2026-07-14 17:00", "2026-07-14 19:00"],
    ]);
  });

  it("reads floating times in the calendar's X-WR-TIMEZONE", () => {
    const { items } = readCalendar(
      calendar(
        "X-WR-TIMEZONE:America/New_York",
        "BEGIN:VEVENT",
        "UID:floating",
        "SUMMARY:Call with the East Coast office",
        "DTSTART:20261103T120000",
        "END:VEVENT",
      ),
      ZONE,
    );
    expect(local(items[0]?.draft.date ?? null)).toBe("2026-11-03 09:00");
  });

  it("makes an all-day series ending on a DATE, and says what it leaves out", () => {
    const { items, refused } = readCalendar(
      calendar(
        "BEGIN:VEVENT",
        "UID:market",
        "SUMMARY:Farmers' market",
        "DTSTART;VALUE=DATE:20261101",
        "RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20261129",
        "EXDATE;VALUE=DATE:20261115",
        "RDATE;VALUE=DATE:20261126",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:market",
        "RECURRENCE-ID;RANGE=THISANDFUTURE;VALUE=DATE:20261122",
        "SUMMARY:Farmers' market (winter hours)",
        "DTSTART;VALUE=DATE:20261122",
        "END:VEVENT",
      ),
      ZONE,
    );
    expect(items).toEqual([
      expect.objectContaining({
        kind: "series",
        rule: "FREQ=WEEKLY;BYDAY=SU",
        exdates: ["2026-11-15T08:00:00.000Z"],
        draft: expect.objectContaining({ allDay: true, date: "2026-11-01T07:00:00.000Z" }),
      }),
    ]);
    const [series] = items;
    expect(series?.kind === "series" && local(series.until)).toBe("2026-11-29 23:59");
    expect(refused).toEqual([
      { uid: "market", message: "Its extra dates (RDATE) are not imported" },
      { uid: "market|2026-11-22T08:00:00.000Z", message: "A change to this and later occurrences is not imported" },
    ]);
  });

  it("gives the same digest for the same content, whatever the export's stamps", () => {
    const event = (stamp: string) =>
      readCalendar(
        calendar("BEGIN:VEVENT", "UID:a", `DTSTAMP:${stamp}`, "SUMMARY:Tea", "DTSTART:20261103T180000Z", "END:VEVENT"),
        ZONE,
      ).items[0]?.hash;
    expect(event("20261101T000000Z")).toBe(event("20261127T063000Z"));
  });

  it("refuses a text that is no calendar", () => {
    expect(() => readCalendar("<!doctype html><title>Events</title>", ZONE)).toThrow(NotACalendar);
  });
});
