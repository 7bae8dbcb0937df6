// Opening hours as a file writes them, read into the hours schema's shape.
import { describe, expect, test } from "vitest";
import { HOURS_FORM, readHours } from "./import-hours.ts";

const weekly = (text: string) => (readHours(text) as { weekly: Record<string, unknown> }).weekly;

describe("readHours", () => {
  test("day ranges, lists, 12-hour times, two spans and closed days", () => {
    const hours = weekly("Mon-Fri 9-5pm; Sat, Sun 10:00am-2:30pm; Wed closed");
    expect(hours.mon).toEqual([{ opens: "09:00", closes: "17:00" }]);
    expect(hours.wed).toEqual([]);
    expect(hours.sun).toEqual([{ opens: "10:00", closes: "14:30" }]);
    expect(weekly("Tuesday: 11:00-14:00, 17:00-21:00").tue).toEqual([
      { opens: "11:00", closes: "14:00" },
      { opens: "17:00", closes: "21:00" },
    ]);
    expect(weekly("Fri-Mon 1-5pm").sun).toEqual([{ opens: "13:00", closes: "17:00" }]);
    expect(weekly("Mon 9-5pm").tue).toEqual([]);
  });

  test("our own hours JSON is taken as it is", () => {
    const json = '{"weekly":{"mon":[{"opens":"08:00","closes":"12:00"}]},"note":"By appointment"}';
    expect(readHours(json)).toEqual(JSON.parse(json));
  });

  test("what it cannot read is the reason, saying the form it takes", () => {
    for (const text of ["Open most days", "Mon 25:00-26:00", "{broken", "Someday 9-5"]) {
      expect(readHours(text)).toBe(HOURS_FORM);
    }
  });
});
