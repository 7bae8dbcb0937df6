// The week as opening hours name it (hours.ts keys its `weekly` spans by these), Monday first, and
// how the site writes each day. A module without zod, so public pages can read it.

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayNames: Record<Weekday, { long: string; short: string }> = {
  mon: { long: "Monday", short: "Mon" },
  tue: { long: "Tuesday", short: "Tue" },
  wed: { long: "Wednesday", short: "Wed" },
  thu: { long: "Thursday", short: "Thu" },
  fri: { long: "Friday", short: "Fri" },
  sat: { long: "Saturday", short: "Sat" },
  sun: { long: "Sunday", short: "Sun" },
};
