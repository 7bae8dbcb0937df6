import { describe, expect, it } from "vitest";
import {
  AMBIGUOUS_TIME_HINT,
  formatTimeOfDay,
  parseTimeOfDay,
  TIME_OF_DAY_HINT,
  timeOfDayWallClock,
} from "./time-of-day.ts";

const read = (text: string) => {
  const reading = parseTimeOfDay(text);
  return reading.ok ? timeOfDayWallClock(reading.time) : reading.message;
};

describe("parseTimeOfDay", () => {
  it.each(["6:30 PM", "6:30pm", "6:30 p.m.", "6.30 PM", "630pm", " 6:30 PM ", "6:30 P", "18:30", "1830", "18.30"])(
    "reads %j as 18:30",
    (text) => {
      expect(read(text)).toBe("18:30");
    },
  );

  it("reads the morning, noon and midnight on the 12-hour clock the way people mean them", () => {
    expect(read("6:30 AM")).toBe("06:30");
    expect(read("06:30")).toBe("06:30");
    expect(read("12:00 PM")).toBe("12:00");
    expect(read("12:15 am")).toBe("00:15");
    expect(read("noon")).toBe("12:00");
    expect(read("Midnight")).toBe("00:00");
    expect(read("0:45")).toBe("00:45");
    expect(read("7pm")).toBe("19:00");
    expect(read("7 pm")).toBe("19:00");
  });

  it("refuses a time that could be morning or evening instead of guessing", () => {
    expect(read("6:30")).toBe(AMBIGUOUS_TIME_HINT);
    expect(read("12:00")).toBe(AMBIGUOUS_TIME_HINT);
    expect(read("6")).toBe(AMBIGUOUS_TIME_HINT);
    expect(read("18")).toBe(AMBIGUOUS_TIME_HINT);
  });

  it.each(["", "soon", "6:3", "6:60 PM", "13:00 PM", "0:30 AM", "24:00", "6:30 PMx", "2:03:00", "-6:30"])(
    "refuses %j with a hint",
    (text) => {
      expect(read(text)).toBe(TIME_OF_DAY_HINT);
    },
  );
});

describe("formatTimeOfDay", () => {
  it("shows the 12-hour clock of docs/product.md §9", () => {
    expect(formatTimeOfDay({ hour: 18, minute: 30 })).toBe("6:30 PM");
    expect(formatTimeOfDay({ hour: 0, minute: 5 })).toBe("12:05 AM");
    expect(formatTimeOfDay({ hour: 12, minute: 0 })).toBe("12:00 PM");
    expect(formatTimeOfDay({ hour: 9, minute: 0 })).toBe("9:00 AM");
  });
});
