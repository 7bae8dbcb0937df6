import { expect, test } from "vitest";
import { transitionsIn, vtimezone } from "./vtimezone.ts";

test("describes America/Los_Angeles with the US daylight-saving rules", () => {
  expect(vtimezone("America/Los_Angeles", 2025)).toEqual([
    "BEGIN:VTIMEZONE",
    "TZID:America/Los_Angeles",
    "X-LIC-LOCATION:America/Los_Angeles",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0800",
    "TZOFFSETTO:-0700",
    "TZNAME:PDT",
    "DTSTART:20250309T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0700",
    "TZOFFSETTO:-0800",
    "TZNAME:PST",
    "DTSTART:20251102T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ]);
});

test("finds the exact instants Los Angeles changes its clocks", () => {
  const [spring, fall] = transitionsIn("America/Los_Angeles", 2026);
  expect(spring).toEqual({ at: new Date("2026-03-08T10:00:00Z"), from: -480, to: -420 });
  expect(fall).toEqual({ at: new Date("2026-11-01T09:00:00Z"), from: -420, to: -480 });
});

test("writes a last-Sunday rule as BYDAY=-1SU (Europe/Paris)", () => {
  const lines = vtimezone("Europe/Paris", 2026);
  expect(lines).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
  expect(lines).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
  expect(lines).toContain("DTSTART:20260329T020000");
  expect(lines).toContain("DTSTART:20261025T030000");
});

test("puts daylight time in October for a southern-hemisphere zone (Australia/Sydney)", () => {
  const lines = vtimezone("Australia/Sydney", 2026);
  const daylight = lines.slice(lines.indexOf("BEGIN:DAYLIGHT"), lines.indexOf("END:DAYLIGHT"));
  expect(daylight).toContain("TZOFFSETTO:+1100");
  expect(daylight).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU");
});

test("gives a zone without daylight saving one fixed observance (America/Phoenix)", () => {
  const lines = vtimezone("America/Phoenix", 2026);
  expect(lines.filter((line) => line.startsWith("BEGIN:"))).toEqual(["BEGIN:VTIMEZONE", "BEGIN:STANDARD"]);
  expect(lines).toContain("TZOFFSETFROM:-0700");
  expect(lines).toContain("TZOFFSETTO:-0700");
  expect(lines.some((line) => line.startsWith("RRULE"))).toBe(false);
});
