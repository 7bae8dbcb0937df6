// Dates as staff read them in a spreadsheet: the site's wall clock, "2026-06-15 05:00".
import { wallClock } from "./zoned-time.ts";

const pad = (value: number) => String(value).padStart(2, "0");

export function localDate(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function localDateTime(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${localDate(instant, zone)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}
