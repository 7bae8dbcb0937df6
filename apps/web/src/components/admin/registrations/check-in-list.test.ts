import type { RegistrationList } from "@chamber/core/schemas";
import { expect, it } from "vitest";
import { withCheckIn } from "./check-in-list.ts";

const person = {
  id: 7,
  name: "Ana Lee",
  email: "ana@example.com",
  places: 1,
  status: "confirmed" as const,
  answers: {},
  addedByStaff: false,
  waitlistPosition: null,
  checkedInAt: null,
  promotedAt: null,
  cancelledAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const list: RegistrationList = {
  eventId: 1,
  settings: null,
  counts: {
    eventId: 1,
    capacity: 10,
    confirmedPlaces: 1,
    confirmed: 1,
    waitlisted: 0,
    waitlistedPlaces: 0,
    checkedIn: 0,
    placesLeft: 9,
  },
  registrations: [person],
};

it("checks one person in and counts them, and undoes it", () => {
  const inside = withCheckIn(list, 7, "2026-11-27T18:00:00.000Z");
  expect(inside.registrations[0]?.checkedInAt).toBe("2026-11-27T18:00:00.000Z");
  expect(inside.counts.checkedIn).toBe(1);
  const out = withCheckIn(inside, 7, null);
  expect(out.registrations[0]?.checkedInAt).toBeNull();
  expect(out.counts.checkedIn).toBe(0);
});

it("counts nothing twice, and leaves others alone", () => {
  const inside = withCheckIn(list, 7, "2026-11-27T18:00:00.000Z");
  expect(withCheckIn(inside, 7, "2026-11-27T18:05:00.000Z").counts.checkedIn).toBe(1);
  expect(withCheckIn(list, 99, "2026-11-27T18:00:00.000Z")).toEqual(list);
});
