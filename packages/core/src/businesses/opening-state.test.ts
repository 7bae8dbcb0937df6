import { describe, expect, it } from "vitest";
import type { Hours, HoursSpan } from "./hours.ts";
import { openingState } from "./opening-state.ts";
import { openingLine, upcomingExceptions } from "./opening-text.ts";
import type { Weekday } from "./weekdays.ts";

const zone = "America/Los_Angeles";
const span = (opens: string, closes: string): HoursSpan => ({ opens, closes });

function week(spans: Partial<Record<Weekday, HoursSpan[]>>, exceptions: Hours["exceptions"] = []): Hours {
  return {
    weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...spans },
    exceptions,
  };
}

const nineToFive = [span("09:00", "17:00")];
const office = week({
  mon: nineToFive,
  tue: nineToFive,
  wed: nineToFive,
  thu: nineToFive,
  fri: nineToFive,
  sat: [span("10:00", "14:00")],
});
const restaurant = week({ tue: [span("11:30", "14:00"), span("17:00", "21:30")] });
const bar = week({ fri: [span("18:00", "02:00")], sat: [span("18:00", "02:00")], sun: [span("12:00", "20:00")] });

/** The line at an instant written with its offset, e.g. "2026-03-10T10:00:00-07:00". */
const lineAt = (hours: Hours | null, instant: string) => openingLine(openingState(hours, new Date(instant), zone));

describe("openingState and openingLine (fixed clock, America/Los_Angeles)", () => {
  it("says nothing when the business gave no hours", () => {
    const state = openingState(null, new Date("2026-03-10T10:00:00-07:00"), zone);
    expect(state).toMatchObject({ known: false, open: false, closes: null, opens: null });
    expect(openingLine(state)).toBeNull();
  });

  it("is open inside a span and names its close", () => {
    const state = openingState(office, new Date("2026-03-10T10:00:00-07:00"), zone);
    expect(state).toMatchObject({ known: true, open: true, today: { date: "2026-03-10", weekday: "tue" } });
    expect(state.closes).toMatchObject({ date: "2026-03-10", time: "17:00" });
    expect(openingLine(state)).toBe("Open now · until 5 PM");
  });

  it("closes at the closing minute and names the next day's opening", () => {
    expect(lineAt(office, "2026-03-10T16:59:00-07:00")).toBe("Open now · until 5 PM");
    expect(lineAt(office, "2026-03-10T17:00:00-07:00")).toBe("Closed — opens Wed 9 AM");
  });

  it("names a later opening today by its time alone", () => {
    expect(lineAt(office, "2026-03-10T08:00:00-07:00")).toBe("Closed — opens 9 AM");
    expect(lineAt(restaurant, "2026-03-10T14:30:00-07:00")).toBe("Closed — opens 5 PM");
    expect(lineAt(restaurant, "2026-03-10T12:00:00-07:00")).toBe("Open now · until 2 PM");
  });

  it("crosses weekday boundaries to the next opening", () => {
    expect(lineAt(office, "2026-03-14T15:00:00-07:00")).toBe("Closed — opens Mon 9 AM");
    expect(lineAt(office, "2026-03-15T12:00:00-07:00")).toBe("Closed today — opens Mon 9 AM");
    // A week ahead the weekday alone would be ambiguous.
    expect(lineAt(restaurant, "2026-03-10T22:00:00-07:00")).toBe("Closed — opens Tue, Mar 17 11:30 AM");
  });

  it("counts a span past midnight on the next day's early hours", () => {
    expect(lineAt(bar, "2026-03-13T23:00:00-07:00")).toBe("Open now · until 2 AM");
    const saturdayNight = openingState(bar, new Date("2026-03-14T01:30:00-07:00"), zone);
    expect(saturdayNight).toMatchObject({ open: true, today: { weekday: "sat" } });
    expect(saturdayNight.closes).toMatchObject({ date: "2026-03-14", time: "02:00" });
    expect(openingLine(saturdayNight)).toBe("Open now · until 2 AM");
    expect(lineAt(bar, "2026-03-14T02:00:00-07:00")).toBe("Closed — opens 6 PM");
    // Sunday's early hours belong to Saturday's span; Monday's to nothing (Sunday closes at 8 PM).
    expect(lineAt(bar, "2026-03-15T01:59:00-07:00")).toBe("Open now · until 2 AM");
    expect(lineAt(bar, "2026-03-16T01:00:00-07:00")).toBe("Closed today — opens Fri 6 PM");
  });

  it("joins spans that meet into one closing time", () => {
    const late = week({ fri: [span("18:00", "00:00")], sat: [span("00:00", "03:00")] });
    expect(lineAt(late, "2026-03-13T20:00:00-07:00")).toBe("Open now · until 3 AM");
  });

  describe("dated exceptions", () => {
    const holidays = week(office.weekly, [
      { date: "2026-12-24", spans: [span("10:00", "14:00")] },
      { date: "2026-12-25", closed: true },
    ]);

    it("replace the weekday's spans", () => {
      expect(lineAt(holidays, "2026-12-24T13:00:00-08:00")).toBe("Open now · until 2 PM");
      const christmas = openingState(holidays, new Date("2026-12-25T12:00:00-08:00"), zone);
      expect(christmas.today).toMatchObject({ spans: [], exception: true });
      expect(openingLine(christmas)).toBe("Closed today — opens Sat 10 AM");
      expect(lineAt(holidays, "2026-12-24T15:00:00-08:00")).toBe("Closed — opens Sat 10 AM");
    });

    it("let the evening before still run past midnight into a closed date", () => {
      const closedSaturday = week(bar.weekly, [{ date: "2026-03-14", closed: true }]);
      expect(lineAt(closedSaturday, "2026-03-14T01:00:00-07:00")).toBe("Open now · until 2 AM");
      expect(lineAt(closedSaturday, "2026-03-14T19:00:00-07:00")).toBe("Closed today — opens Sun 12 PM");
    });

    it("are listed when they come in the next 14 days", () => {
      const now = new Date("2026-12-20T12:00:00-08:00");
      expect(upcomingExceptions(holidays, now, zone).map((e) => e.date)).toEqual(["2026-12-24", "2026-12-25"]);
      expect(upcomingExceptions(holidays, new Date("2026-12-26T12:00:00-08:00"), zone)).toEqual([]);
      expect(upcomingExceptions(holidays, new Date("2026-12-01T12:00:00-08:00"), zone)).toEqual([]);
    });
  });

  it("says closed today, with nothing ahead, when every day is closed", () => {
    expect(lineAt(week({}), "2026-03-10T10:00:00-07:00")).toBe("Closed today");
    expect(lineAt(week({}, [{ date: "2026-03-20", spans: nineToFive }]), "2026-03-10T10:00:00-07:00")).toBe(
      "Closed today — opens Fri, Mar 20 9 AM",
    );
  });

  describe("the spring-forward change (2026-03-08: 2:00 AM PST becomes 3:00 AM PDT)", () => {
    const saturdayBar = week({ sat: [span("18:00", "02:00")], sun: [span("10:00", "14:00")] });

    it("keeps a span closing in the skipped hour open until the clock jumps", () => {
      expect(lineAt(saturdayBar, "2026-03-08T01:59:00-08:00")).toBe("Open now · until 3 AM");
      expect(lineAt(saturdayBar, "2026-03-08T03:00:00-07:00")).toBe("Closed — opens 10 AM");
    });

    it("moves an opening in the skipped hour forward by the gap", () => {
      const early = week({ sun: [span("02:30", "06:00")] });
      expect(lineAt(early, "2026-03-08T03:15:00-07:00")).toBe("Closed — opens 3:30 AM");
      expect(lineAt(early, "2026-03-08T03:30:00-07:00")).toBe("Open now · until 6 AM");
    });

    it("reads the day's later spans in the new offset", () => {
      expect(lineAt(saturdayBar, "2026-03-08T09:59:00-07:00")).toBe("Closed — opens 10 AM");
      expect(lineAt(saturdayBar, "2026-03-08T10:00:00-07:00")).toBe("Open now · until 2 PM");
    });
  });

  describe("the fall-back change (2026-11-01: 1:00–2:00 AM happens twice)", () => {
    const saturdayBar = week({ sat: [span("18:00", "02:00")] });

    it("keeps a span past 2 AM open through both 1:30s and closes once", () => {
      expect(lineAt(saturdayBar, "2026-11-01T01:30:00-07:00")).toBe("Open now · until 2 AM");
      expect(lineAt(saturdayBar, "2026-11-01T01:30:00-08:00")).toBe("Open now · until 2 AM");
      expect(lineAt(saturdayBar, "2026-11-01T02:00:00-08:00")).toBe("Closed today — opens Sat 6 PM");
    });

    it("closes a span at the first of two 1:30s and does not reopen in the repeated hour", () => {
      const early = week({ sat: [span("20:00", "01:30")] });
      expect(lineAt(early, "2026-11-01T01:29:00-07:00")).toBe("Open now · until 1:30 AM");
      expect(lineAt(early, "2026-11-01T01:00:00-08:00")).toBe("Closed today — opens Sat 8 PM");
    });
  });
});
