import { describe, expect, it } from "vitest";
import { describeRepeat, noRepeat, ruleFor, seriesEnd } from "./series-rule.ts";

const zone = "America/Los_Angeles";
// Thursday, January 7, 2027, 6 PM in Ojai.
const firstThursday = "2027-01-08T02:00:00.000Z";

describe("series rule from the way staff say it", () => {
  it("reads the weekday and its place in the month from the first date", () => {
    const monthly = { ...noRepeat, repeat: "monthlyWeekday" as const };
    expect(ruleFor(monthly, firstThursday, zone)).toBe("FREQ=MONTHLY;BYDAY=1TH");
    expect(describeRepeat(monthly, firstThursday, zone)).toBe("Monthly on the first Thursday");
    const weekly = { ...noRepeat, repeat: "weekly" as const };
    expect(ruleFor(weekly, firstThursday, zone)).toBe("FREQ=WEEKLY;BYDAY=TH");
    expect(describeRepeat({ ...weekly, interval: 2 }, firstThursday, zone)).toBe("Every 2 weeks on Thursday");
    const quarterly = { ...noRepeat, repeat: "monthlyDate" as const, interval: 3 };
    expect(ruleFor(quarterly, firstThursday, zone)).toBe("FREQ=MONTHLY;INTERVAL=3");
    expect(describeRepeat(quarterly, firstThursday, zone)).toBe("Every 3 months on day 7");
    expect(ruleFor(noRepeat, firstThursday, zone)).toBeNull();
  });

  it("calls a fifth weekday the last one", () => {
    // Thursday, December 30, 2027.
    expect(ruleFor({ ...noRepeat, repeat: "monthlyWeekday" }, "2027-12-31T02:00:00.000Z", zone)).toBe(
      "FREQ=MONTHLY;BYDAY=-1TH",
    );
  });

  it("ends by a count or at the end of the last day in the site zone", () => {
    expect(seriesEnd({ ...noRepeat, count: 4 }, zone)).toEqual({ count: 4, until: null });
    expect(seriesEnd({ ...noRepeat, ends: "until", until: "2027-07-31" }, zone)).toEqual({
      count: null,
      until: "2027-07-31T23:59:59-07:00",
    });
  });
});
