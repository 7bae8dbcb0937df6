// Calendar arithmetic on "YYYY-MM" months: dates only, no instants, so a daylight-saving change never
// moves a day. This module holds what the events list's address and loader read (the first script
// carries it); what only the month view draws is in month-grid.ts.

export const monthParts = (month: string) => month.split("-").map(Number) as [number, number];
export const pad = (value: number) => String(value).padStart(2, "0");

export const isMonth = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** A real calendar date written "YYYY-MM-DD" (2027-02-30 is not one): a date range's end. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The month's first and last dates, "YYYY-MM-DD", for the list's from and to. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, number] = monthParts(month);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}
