// What the month view (MonthView.tsx) draws of a "YYYY-MM" month: its name, the months beside it and
// its weeks. Apart from month.ts, which the first script carries for the events list's address.
import { monthNames } from "@chamber/core";
import { monthParts, pad } from "./month.ts";

export function shiftMonth(month: string, by: number): string {
  const [year, number] = monthParts(month);
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

export const monthLabel = (month: string) => {
  const [year, number] = monthParts(month);
  return `${monthNames[number - 1]} ${year}`;
};

/** The weeks (Sunday first) that show the month, each day with its date and whether it is in it. */
export function monthDays(month: string): { date: string; day: number; inMonth: boolean }[][] {
  const [year, number] = monthParts(month);
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
