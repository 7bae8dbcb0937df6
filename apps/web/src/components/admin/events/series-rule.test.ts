import { describe, expect, it } from "vitest";
import { describeRepeat, endChanged, firstStart, noRepeat, repeatOfSeries, ruleFor, seriesEnd } from "./series-rule.ts";

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
    expect(seriesEnd({ ...noRepeat, ends: "never" }, zone)).toEqual({ count: null, until: null });
  });
});

describe("a series' stored rule read back into the form's choices", () => {
  // How the API stores what the form sent: rrule's spelling ("+1TH", INTERVAL first).
  it("reads the rules the choices make, with their end", () => {
    expect(repeatOfSeries({ rule: "FREQ=MONTHLY;BYDAY=+1TH", until: null, count: 5 }, firstThursday, zone)).toEqual({
      repeat: "monthlyWeekday",
      interval: 1,
      ends: "count",
      count: 5,
      until: null,
      kept: null,
    });
    const fortnightly = repeatOfSeries(
      { rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", until: "2027-08-01T06:59:59.000Z", count: null },
      firstThursday,
      zone,
    );
    // The end of July 31 in Ojai is read back as that day.
    expect(fortnightly).toMatchObject({ repeat: "weekly", interval: 2, ends: "until", until: "2027-07-31" });
    expect(describeRepeat(fortnightly, firstThursday, zone)).toBe("Every 2 weeks on Thursday");
    const quarterly = repeatOfSeries(
      { rule: "FREQ=MONTHLY;INTERVAL=3", until: null, count: null },
      firstThursday,
      zone,
    );
    expect(quarterly).toMatchObject({ repeat: "monthlyDate", interval: 3, ends: "never" });
    // Chosen again from the same date, each gives back the stored rule.
    expect(ruleFor(fortnightly, firstThursday, zone)).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=TH");
    expect(ruleFor(quarterly, firstThursday, zone)).toBe("FREQ=MONTHLY;INTERVAL=3");
  });

  it("keeps a rule the choices cannot say as it is, and says it in words", () => {
    const twiceMonthly = repeatOfSeries(
      { rule: "FREQ=MONTHLY;BYMONTHDAY=1,15", until: null, count: 10 },
      "2027-01-01T20:00:00.000Z",
      zone,
    );
    expect(twiceMonthly).toMatchObject({ repeat: "kept", kept: "FREQ=MONTHLY;BYMONTHDAY=1,15", ends: "count" });
    expect(ruleFor(twiceMonthly, firstThursday, zone)).toBe("FREQ=MONTHLY;BYMONTHDAY=1,15");
    expect(describeRepeat(twiceMonthly, firstThursday, zone)).toBe("Every month on the 1st and 15th");
    for (const rule of ["FREQ=DAILY", "FREQ=YEARLY", "FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=MONTHLY;INTERVAL=18"]) {
      expect(repeatOfSeries({ rule, until: null, count: 3 }, firstThursday, zone).repeat).toBe("kept");
    }
    const unspoken = repeatOfSeries(
      { rule: "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR", until: null, count: 3 },
      firstThursday,
      zone,
    );
    expect(describeRepeat(unspoken, firstThursday, zone)).toBe("A rule set outside the admin");
  });

  it("takes 'the last Thursday' as a choice only from a fifth Thursday, where the choice gives it back", () => {
    const last = { rule: "FREQ=MONTHLY;BYDAY=-1TH", until: null, count: 3 };
    // December 30, 2027 is a fifth Thursday; January 28, 2027 the fourth and last.
    expect(repeatOfSeries(last, "2027-12-31T02:00:00.000Z", zone).repeat).toBe("monthlyWeekday");
    expect(repeatOfSeries(last, "2027-01-29T02:00:00.000Z", zone).repeat).toBe("kept");
  });

  it("tells a changed end from the stored one", () => {
    const stored = { ...noRepeat, repeat: "monthlyWeekday" as const, count: 5 };
    expect(endChanged(stored, { ...stored, interval: 2 })).toBe(false);
    expect(endChanged(stored, { ...stored, count: 3 })).toBe(true);
    expect(endChanged(stored, { ...stored, ends: "never" })).toBe(true);
    const until = { ...stored, ends: "until" as const, until: "2027-07-31" };
    expect(endChanged(until, { ...until, count: 9 })).toBe(false);
    expect(endChanged(until, { ...until, until: "2027-08-31" })).toBe(true);
  });

  it("finds a new rule's first date from a day, at that day's time", () => {
    // From Thursday, January 7, 2027 at 6 PM: the second Tuesday is January 12.
    const from = new Date(firstThursday);
    const secondTuesday = "2027-03-10T01:00:00.000Z"; // March 9, 6 PM (summer time).
    const monthly = { ...noRepeat, repeat: "monthlyWeekday" as const };
    expect(firstStart(monthly, secondTuesday, from, zone)?.toISOString()).toBe("2027-01-13T02:00:00.000Z");
    // "On day 9", read from March 9: January 9.
    const byDate = { ...noRepeat, repeat: "monthlyDate" as const, interval: 3 };
    expect(firstStart(byDate, secondTuesday, from, zone)?.toISOString()).toBe("2027-01-10T02:00:00.000Z");
  });
});
