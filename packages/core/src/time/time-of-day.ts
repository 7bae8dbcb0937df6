// A time of day typed by a person, read one clear way: "6:30 PM", "6:30pm", "6.30 p.m.", "630pm"
// and "18:30" are all 18:30. A time that could be morning or evening ("6:30" with no AM or PM) is
// refused with a message rather than guessed, because a wrong guess publishes a wrong event time;
// a leading zero ("06:30") or an hour past 12 makes the 24-hour clock plain.

export interface TimeOfDay {
  /** 0..23 */
  hour: number;
  /** 0..59 */
  minute: number;
}

export type TimeOfDayReading = { ok: true; time: TimeOfDay } | { ok: false; message: string };

export const TIME_OF_DAY_HINT = "Enter a time like 6:30 PM or 18:30";
export const AMBIGUOUS_TIME_HINT = "Add AM or PM (6:30 PM), or use the 24-hour clock (18:30)";

// hour, optional separator and minutes, optional meridiem. "630pm" and "1830" split before the
// last two digits.
const TIME_PATTERN = /^(\d{1,2}?)(?:\s*[:.h]?\s*(\d{2}))?\s*(?:([ap])\.?\s*(?:m\.?)?)?$/;

export function parseTimeOfDay(text: string): TimeOfDayReading {
  const typed = text.trim().toLowerCase();
  if (typed === "noon") return { ok: true, time: { hour: 12, minute: 0 } };
  if (typed === "midnight") return { ok: true, time: { hour: 0, minute: 0 } };
  const match = TIME_PATTERN.exec(typed);
  if (!match?.[1]) return { ok: false, message: TIME_OF_DAY_HINT };
  const [, hourText, minuteText = "00", meridiem] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return { ok: false, message: TIME_OF_DAY_HINT };
  if (meridiem) {
    if (hour < 1 || hour > 12) return { ok: false, message: TIME_OF_DAY_HINT };
    return { ok: true, time: { hour: (hour % 12) + (meridiem === "p" ? 12 : 0), minute } };
  }
  if (hour > 23) return { ok: false, message: TIME_OF_DAY_HINT };
  // Without AM or PM only the 24-hour clock is unambiguous: 13–23, 0, or a leading zero.
  const twentyFourHour = hour === 0 || hour > 12 || hourText.startsWith("0");
  // A bare hour ("18") is not a time anyone types on purpose; a colon or minutes must follow.
  if (!twentyFourHour || match[2] === undefined) return { ok: false, message: AMBIGUOUS_TIME_HINT };
  return { ok: true, time: { hour, minute } };
}

/** "6:30 PM", as the site shows times (docs/product.md §9). */
export function formatTimeOfDay({ hour, minute }: TimeOfDay): string {
  const meridiem = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${meridiem}`;
}

/** "18:30", the wall clock's own form. */
export function timeOfDayWallClock({ hour, minute }: TimeOfDay): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
