// Calendar arithmetic on "YYYY-MM" months for the month view: dates only, no instants, so a
// daylight-saving change never moves a day.
import { monthNames } from "@chamber/core";

const parse = (month: string) => month.split("-").map(Number) as [number, number];
const pad = (value: number) => String(value).padStart(2, "0");

export const isMonth = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export function shiftMonth(month: string, by: number): string {
  const [year, number] = parse(month);
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

export const monthLabel = (month: string) => {
  const [year, number] = parse(month);
  return `${monthNames[number - 1]} ${year}`;
};

/** The month's first and last dates, "YYYY-MM-DD", for the list's from and to. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, number] = parse(month);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** The weeks (Sunday first) that show the month, each day with its date and whether it is in it. */
export function monthDays(month: string): { date: string; day: number; inMonth: boolean }[][] {
  const [year, number] = parse(month);
  const first = new Date(Date.UTC(year, number - 1, 1));
  const start = new Date(Date.UTC(year, number - 1, 1 - first.getUTCDay()));
  const weeks: { date: string; day: number; inMonth: boolean }[][] = [];
  for (let cursor = start; weeks.length < 6; ) {
    const week = [];
    for (let index = 0; index < 7; index++) {
      week.push({
        date: cursor.toISOString().slice(0, 10),
        day: cursor.getUTCDate(),
        inMonth: cursor.getUTCMonth() === number - 1,
      });
      cursor = new Date(cursor.getTime() + 86_400_000);
    }
    weeks.push(week);
    if (cursor.getUTCMonth() !== number - 1) break;
  }
  return weeks;
}
