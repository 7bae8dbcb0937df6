import { describe, expect, it } from "vitest";
import { isMonth, monthBounds } from "./month.ts";
import { monthDays, monthLabel, shiftMonth } from "./month-grid.ts";

describe("month view arithmetic", () => {
  it("moves across years and names the month", () => {
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2027-12", 1)).toBe("2028-01");
    expect(monthLabel("2027-03")).toBe("March 2027");
    expect(isMonth("2027-13")).toBe(false);
    expect(isMonth("2027-02")).toBe(true);
  });

  it("bounds the month and lays it out in whole weeks from Sunday", () => {
    expect(monthBounds("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    const weeks = monthDays("2027-03");
    expect(weeks[0]?.[0]).toEqual({ date: "2027-02-28", day: 28, inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});
