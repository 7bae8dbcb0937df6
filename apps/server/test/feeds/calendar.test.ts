import { expect, test } from "vitest";
import { buildCalendar, type CalendarEvent, eventUid } from "../../src/feeds/calendar.ts";

const options = {
  publicUrl: "https://ojaichamber.example",
  zone: "America/Los_Angeles",
  name: "Ojai Valley Chamber of Commerce Events",
  now: new Date("2026-06-15T12:00:00Z"),
};

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 7,
  title: "Ojai Art Walk",
  description: "Galleries stay open late.",
  category: "community",
  location: "Ojai Arcade",
  date: new Date("2026-07-05T01:30:00Z"),
  endDate: null,
  allDay: false,
  status: "scheduled",
  onlineUrl: null,
  sequence: 0,
  createdAt: new Date("2026-05-01T10:00:00Z"),
  updatedAt: new Date("2026-05-02T11:30:00Z"),
  ...overrides,
});

/** Unfolded content lines of one VEVENT. */
function lines(text: string): string[] {
  return text.replace(/\r\n /g, "").split("\r\n");
}

test("wraps the events in a VCALENDAR with its identity, name and time zone", () => {
  const text = buildCalendar([event()], options);
  const all = lines(text);
  expect(all.slice(0, 5)).toEqual([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    expect.stringMatching(/^PRODID:-\/\/.+\/\/EN$/),
    "CALSCALE:GREGORIAN",
    "X-WR-CALNAME:Ojai Valley Chamber of Commerce Events",
  ]);
  expect(all).toContain("BEGIN:VTIMEZONE");
  expect(all).toContain("TZID:America/Los_Angeles");
  expect(all.at(-2)).toBe("END:VCALENDAR");
  expect(text.endsWith("\r\n")).toBe(true);
});

test("states each event with a stable UID, local start, two-hour end, summary, location and link", () => {
  const all = lines(buildCalendar([event()], options));
  expect(all).toEqual(
    expect.arrayContaining([
      "BEGIN:VEVENT",
      "UID:event-7@ojaichamber.example",
      "DTSTAMP:20260502T113000Z",
      "DTSTART;TZID=America/Los_Angeles:20260704T183000",
      "DTEND;TZID=America/Los_Angeles:20260704T203000",
      "SUMMARY:Ojai Art Walk",
      "DESCRIPTION:Galleries stay open late.\\n\\nhttps://ojaichamber.example/events/7",
      "LOCATION:Ojai Arcade",
      "URL;VALUE=URI:https://ojaichamber.example/events/7",
      "END:VEVENT",
    ]),
  );
});

test("gives the same event the same UID in every feed and build", () => {
  expect(eventUid(7, "https://ojaichamber.example")).toBe("event-7@ojaichamber.example");
  expect(buildCalendar([event()], options)).toBe(buildCalendar([event()], { ...options }));
});

test("uses the winter offset's wall clock for a December event", () => {
  const all = lines(buildCalendar([event({ date: new Date("2026-12-05T02:30:00Z") })], options));
  expect(all).toContain("DTSTART;TZID=America/Los_Angeles:20261204T183000");
  expect(all).toContain("DTEND;TZID=America/Los_Angeles:20261204T203000");
});

test("escapes commas, semicolons, backslashes and line breaks in text values", () => {
  const all = lines(
    buildCalendar(
      [
        event({
          title: "Wine, Cheese; and \\ more",
          location: "Café Ojai, 212 W Matilija St",
          description: "Line one\nLine two",
        }),
      ],
      options,
    ),
  );
  expect(all).toContain("SUMMARY:Wine\\, Cheese\\; and \\\\ more");
  expect(all).toContain("LOCATION:Café Ojai\\, 212 W Matilija St");
  expect(all).toContain("DESCRIPTION:Line one\\nLine two\\n\\nhttps://ojaichamber.example/events/7");
});

test("folds long lines to at most 75 octets and uses CRLF only", () => {
  const text = buildCalendar([event({ description: "Très long — ".repeat(60) })], options);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
});

test("states the zone's rules from the year before the earliest event", () => {
  const text = buildCalendar([event({ date: new Date("2024-02-01T20:00:00Z") })], options);
  expect(lines(text)).toContain("DTSTART:20230312T020000");
});

test("is a valid, empty calendar when no events are coming", () => {
  const text = buildCalendar([], options);
  expect(text).toContain("BEGIN:VTIMEZONE");
  expect(text).not.toContain("BEGIN:VEVENT");
});

test("states an end of its own, the revision and the status as RFC 5545 spells it", () => {
  const all = lines(
    buildCalendar(
      [
        event({ endDate: new Date("2026-07-05T04:00:00Z"), sequence: 3, status: "cancelled" }),
        event({ id: 8, status: "postponed" }),
      ],
      options,
    ),
  );
  expect(all).toEqual(
    expect.arrayContaining([
      "DTEND;TZID=America/Los_Angeles:20260704T210000",
      "SEQUENCE:3",
      "STATUS:CANCELLED",
      "TRANSP:TRANSPARENT",
      "STATUS:TENTATIVE",
    ]),
  );
});

test("gives an all-day event whole days, its end exclusive, and an online event its address", async () => {
  const ICAL = (await import("ical.js")).default;
  const text = buildCalendar(
    [
      event({ allDay: true, date: new Date("2026-07-04T07:00:00Z"), endDate: new Date("2026-07-05T07:00:00Z") }),
      event({ id: 9, status: "movedOnline", onlineUrl: "https://meet.example/walk" }),
    ],
    options,
  );
  const [allDay, online] = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
  expect(allDay?.startDate.isDate).toBe(true);
  expect(allDay?.startDate.toString()).toBe("2026-07-04");
  expect(allDay?.endDate.toString()).toBe("2026-07-06");
  expect(online?.location).toBe("https://meet.example/walk");
  expect(online?.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
});

test("an event taking registrations says so, with the way to its form, first in its description", () => {
  const description = (registration: CalendarEvent["registration"]) =>
    lines(buildCalendar([event({ registration })], options)).find((line) => line.startsWith("DESCRIPTION:"));
  const url = "https://ojaichamber.example/events/7";
  expect(description("open")).toBe(
    `DESCRIPTION:Registration open: ${url}#register\\n\\nGalleries stay open late.\\n\\n${url}`,
  );
  expect(description("full")).toBe(
    `DESCRIPTION:Full — join the waitlist: ${url}#register\\n\\nGalleries stay open late.\\n\\n${url}`,
  );
  expect(description(null)).toBe(`DESCRIPTION:Galleries stay open late.\\n\\n${url}`);
});
