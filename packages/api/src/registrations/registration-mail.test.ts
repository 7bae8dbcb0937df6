// The words of each registration message and which carry an invite (the invite's iCalendar is
// parsed with ical.js in apps/server/test/registrations, through the paths that send it).
import { describe, expect, it } from "vitest";
import { type RegistrationMailFacts, type RegistrationMailKind, registrationMail } from "./registration-mail.ts";

const event = {
  id: 7,
  title: "Holiday Mixer",
  date: new Date("2026-12-03T02:30:00Z"),
  endDate: new Date("2026-12-03T04:30:00Z"),
  allDay: false,
  location: "Ojai Valley Inn",
  onlineUrl: null,
  status: "scheduled" as const,
  sequence: 0,
};
const facts: RegistrationMailFacts = {
  event,
  registration: { id: 41, name: "June\nCarver", email: "june@example.com", places: 2, inviteSequence: 3 },
  manageUrl: "https://ojai.example/registrations/41.sig",
  eventUrl: "https://ojai.example/events/7",
  zone: "America/Los_Angeles",
  organizer: { name: "Ojai Valley Chamber", email: "hello@ojai.example" },
  now: new Date("2026-11-27T03:00:00Z"),
};

describe("registration mail", () => {
  it("confirms with when (in the site's zone), where, the links and a REQUEST invite", () => {
    const mail = registrationMail("confirmed", facts);
    expect(mail.to).toBe("june@example.com");
    expect(mail.subject).toBe("You're registered: Holiday Mixer");
    expect(mail.text).toContain("Hello June Carver,");
    expect(mail.text).toContain("You're registered for “Holiday Mixer” (2 places).");
    expect(mail.text).toContain("When: Wednesday, December 2, 2026, 6:30 PM – 8:30 PM PST");
    expect(mail.text).toContain("Where: Ojai Valley Inn");
    expect(mail.text).toContain("Event page: https://ojai.example/events/7");
    expect(mail.text).toContain("To see your registration or cancel it: https://ojai.example/registrations/41.sig");
    expect(mail.text).toContain("— Ojai Valley Chamber");
    expect(mail.calendar?.method).toBe("REQUEST");
    const lines = mail.calendar?.content.split("\r\n") ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        "METHOD:REQUEST",
        "UID:registration-41@ojai.example",
        "SEQUENCE:3",
        "DTSTART;TZID=America/Los_Angeles:20261202T183000",
        "DTEND;TZID=America/Los_Angeles:20261202T203000",
        "STATUS:CONFIRMED",
        'ORGANIZER;CN="Ojai Valley Chamber":mailto:hello@ojai.example',
        "DTSTAMP:20261127T030000Z",
      ]),
    );
    expect(mail.calendar?.content).toContain("BEGIN:VTIMEZONE");
  });

  it.each<[RegistrationMailKind, "REQUEST" | "CANCEL" | undefined, string]>([
    ["waitlisted", undefined, "you're on the waitlist (2 places)"],
    ["promoted", "REQUEST", "A place opened up: you're now registered"],
    ["cancelled", "CANCEL", "Your registration for “Holiday Mixer” is cancelled"],
    ["link-again", undefined, "already registered for “Holiday Mixer”"],
    ["reminder", "REQUEST", "A reminder: “Holiday Mixer” is coming up"],
    ["event-changed", "REQUEST", "has changed"],
    ["event-cancelled", "CANCEL", "We're sorry: “Holiday Mixer” is cancelled."],
  ])("%s: says so, with %s invite", (kind, method, words) => {
    const mail = registrationMail(kind, facts);
    expect(mail.text).toContain(words);
    expect(mail.calendar?.method).toBe(method);
    if (method === "CANCEL") {
      expect(mail.calendar?.content).toContain("STATUS:CANCELLED");
      expect(mail.text).not.toContain("cancel it:");
    }
  });

  it("says what changed, and what it was", () => {
    const moved = { ...event, date: new Date("2026-12-04T02:30:00Z"), endDate: null, location: "Libbey Park" };
    const mail = registrationMail("event-changed", { ...facts, event: moved, previous: event });
    expect(mail.text).toContain(
      "When: Thursday, December 3, 2026, 6:30 PM – 8:30 PM PST (was Wednesday, December 2, 2026, 6:30 PM – 8:30 PM PST)",
    );
    expect(mail.text).toContain("Where: Libbey Park (was Ojai Valley Inn)");
  });

  it("writes an all-day event as whole days, and an online one with its link", () => {
    const allDay = {
      ...event,
      allDay: true,
      endDate: null,
      status: "movedOnline" as const,
      onlineUrl: "https://meet.example/x",
    };
    const mail = registrationMail("reminder", { ...facts, event: allDay });
    expect(mail.text).toContain("When: Wednesday, December 2, 2026, all day");
    expect(mail.text).toContain("Where: online only — https://meet.example/x");
    expect(mail.calendar?.content).toContain("DTSTART;VALUE=DATE:20261202");
    expect(mail.calendar?.content).toContain("LOCATION:https://meet.example/x");
  });
});
