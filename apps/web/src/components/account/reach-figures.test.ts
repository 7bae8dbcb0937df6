import { describe, expect, test } from "vitest";
import { change, type ReachDay, reachCsv, reachMetrics, reachRange, splitSpans, total } from "./reach-figures.ts";

const none = Object.fromEntries(reachMetrics.map((metric) => [metric, 0])) as Omit<ReachDay, "date">;
const day = (date: string, views: number): ReachDay => ({ date, ...none, views });

describe("reach figures", () => {
  test("the range is 180 days ending today, split in two spans of 90", () => {
    expect(reachRange("2026-06-15")).toEqual({ from: "2025-12-18", to: "2026-06-15" });
    const days = Array.from({ length: 180 }, (_, i) => day(`d${i}`, i < 90 ? 1 : 2));
    const { current, previous } = splitSpans(days);
    expect([previous.length, current.length]).toEqual([90, 90]);
    expect([total(previous, "views"), total(current, "views")]).toEqual([90, 180]);
  });

  test("the change reads as people say it", () => {
    expect(change(125, 100)).toBe("+25%");
    expect(change(60, 100)).toBe("−40%");
    expect(change(100, 100)).toBe("no change");
    expect(change(3, 0)).toBe("new");
    expect(change(0, 0)).toBe("no change");
  });

  test("the CSV has a header and a row a day", () => {
    expect(reachCsv([day("2026-06-15", 4)]).split("\r\n")).toEqual([
      "Date,Page views,Shown in the directory,Website clicks,Phone clicks,E-mail clicks,Directions clicks,Messages",
      "2026-06-15,4,0,0,0,0,0,0",
      "",
    ]);
  });
});
