// The week as opening hours name it (hours.ts keys its `weekly` spans by these), Monday first, and
// how the site writes each day. A module without zod, so public pages can read it.
import { dayNames } from "../time/time-zone.ts";

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** Each day's name, long and short ("Monday", "Mon"), from the one list of them (time-zone.ts). */
export const weekdayNames = Object.fromEntries(
  weekdays.map((day, index) => {
    const long = dayNames[(index + 1) % 7] ?? "";
    return [day, { long, short: long.slice(0, 3) }];
  }),
) as Record<Weekday, { long: string; short: string }>;
