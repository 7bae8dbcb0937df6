import { describe, expect, it } from "vitest";
import { localDateTime } from "../time/time-zone.ts";
import { ExpansionTooLong, normalizeRule, occurrences, rruleValue, ruleInWords } from "./recurrence.ts";

const zone = "America/Los_Angeles";
const local = (dates: Date[]) => dates.map((date) => localDateTime(date, zone));

describe("normalizeRule", () => {
  it("spells a rule canonically and refuses what it cannot use, saying why", () => {
    expect(normalizeRule("FREQ=MONTHLY;BYDAY=1TH")).toEqual({ rule: "FREQ=MONTHLY;BYDAY=+1TH" });
    expect(normalizeRule("RRULE:FREQ=WEEKLY;BYDAY=TU")).toEqual({ rule: "FREQ=WEEKLY;BYDAY=TU" });
    expect(normalizeRule("")).toEqual({ problem: "Rule is required" });
    expect(normalizeRule("FREQ=SOMETIMES")).toEqual({ problem: "Rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY" });
    expect(normalizeRule("FREQ=HOURLY")).toEqual({ problem: "Rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY" });
    expect(normalizeRule("FREQ=WEEKLY;BYDAY=XX")).toEqual({ problem: "Rule has a value that is not understood" });
    expect(normalizeRule("nonsense")).toMatchObject({
      problem: expect.stringMatching(/^Rule is not an RFC 5545 RRULE/),
    });
    expect(normalizeRule("FREQ=WEEKLY;COUNT=3")).toMatchObject({ problem: expect.stringMatching(/until or count/) });
  });

  it("refuses more than four starts a day, and BYSETPOS on a daily rule", () => {
    expect(normalizeRule("FREQ=DAILY;BYHOUR=9,12,15,18")).toEqual({ rule: "FREQ=DAILY;BYHOUR=9,12,15,18" });
    expect(normalizeRule("FREQ=WEEKLY;BYHOUR=9,12,15;BYMINUTE=0,30")).toEqual({
      problem: "Rule gives 6 starts a day; at most 4 are allowed",
    });
    expect(normalizeRule("FREQ=DAILY;BYHOUR=9,17;BYSETPOS=1")).toEqual({
      problem: "Rule's BYSETPOS needs FREQ=WEEKLY, MONTHLY or YEARLY",
    });
  });
});

describe("ruleInWords", () => {
  it("says a rule in English when every part of it is read, and leaves the others to be shown as they are", () => {
    expect(ruleInWords("FREQ=MONTHLY;BYMONTHDAY=1,15")).toBe("Every month on the 1st and 15th");
    expect(ruleInWords("FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR")).toBe("Every 2 months on the last Friday");
    expect(ruleInWords("FREQ=WEEKLY;BYDAY=MO,WE,FR")).toBe("Every week on Monday, Wednesday, Friday");
    // rrule's words drop BYSETPOS ("every month on weekdays") and a day counted from the month's end.
    expect(ruleInWords("FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR")).toBeNull();
    expect(ruleInWords("FREQ=MONTHLY;BYMONTHDAY=-1")).toBeNull();
  });
});

describe("occurrences far from the first date", () => {
  it("counts a count from the first date, however late the window", () => {
    const daily = { date: new Date("2026-01-02T02:00:00Z"), rule: "FREQ=DAILY", until: null, count: 10 };
    const window = occurrences(daily, zone, new Date("2026-01-06T00:00:00Z"), new Date("2026-03-01T00:00:00Z"));
    expect(local(window)).toEqual([
      "2026-01-05 18:00",
      "2026-01-06 18:00",
      "2026-01-07 18:00",
      "2026-01-08 18:00",
      "2026-01-09 18:00",
      "2026-01-10 18:00",
    ]);
  });

  it("answers a window years after the first date at the cost of the window", () => {
    const started = performance.now();
    const fourADay = {
      date: new Date("2000-01-01T08:00:00Z"),
      rule: "FREQ=DAILY;BYHOUR=0,6,12,18",
      until: null,
      count: null,
    };
    const day = occurrences(fourADay, zone, new Date("2026-06-15T07:00:00Z"), new Date("2026-06-16T06:59:59Z"));
    expect(local(day)).toEqual(["2026-06-15 00:00", "2026-06-15 06:00", "2026-06-15 12:00", "2026-06-15 18:00"]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses to count a rule that reaches its count too rarely", () => {
    const leapDays = {
      date: new Date("2028-03-01T02:00:00Z"),
      rule: "FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=1",
      until: null,
      count: 500,
    };
    expect(() => occurrences(leapDays, zone, leapDays.date, leapDays.date)).toThrow(ExpansionTooLong);
  });
});

describe("occurrences in the site zone", () => {
  const from = new Date("2027-01-01T00:00:00Z");
  const to = new Date("2028-01-01T00:00:00Z");

  it("gives the first Thursday of each month at the same wall clock, summer and winter alike", () => {
    const starts = occurrences(
      { date: new Date("2027-01-08T02:00:00Z"), rule: "FREQ=MONTHLY;BYDAY=+1TH", until: null, count: 12 },
      zone,
      from,
      to,
    );
    expect(local(starts)).toEqual([
      "2027-01-07 18:00",
      "2027-02-04 18:00",
      "2027-03-04 18:00",
      "2027-04-01 18:00",
      "2027-05-06 18:00",
      "2027-06-03 18:00",
      "2027-07-01 18:00",
      "2027-08-05 18:00",
      "2027-09-02 18:00",
      "2027-10-07 18:00",
      "2027-11-04 18:00",
      "2027-12-02 18:00",
    ]);
    // The offset changes with the season: 02:00Z in winter, 01:00Z in summer.
    expect(starts[0]?.toISOString()).toBe("2027-01-08T02:00:00.000Z");
    expect(starts[6]?.toISOString()).toBe("2027-07-02T01:00:00.000Z");
  });

  it("keeps a weekly Saturday 6 PM at 6 PM across the March switch (March 14, 2027)", () => {
    const starts = occurrences(
      { date: new Date("2027-03-07T02:00:00Z"), rule: "FREQ=WEEKLY", until: null, count: 3 },
      zone,
      from,
      to,
    );
    expect(local(starts)).toEqual(["2027-03-06 18:00", "2027-03-13 18:00", "2027-03-20 18:00"]);
    expect(starts.map((date) => date.toISOString())).toEqual([
      "2027-03-07T02:00:00.000Z",
      "2027-03-14T02:00:00.000Z",
      "2027-03-21T01:00:00.000Z",
    ]);
  });

  it("keeps a weekly Sunday 9:30 AM at 9:30 AM across the November switch (November 7, 2027)", () => {
    const starts = occurrences(
      {
        date: new Date("2027-10-31T16:30:00Z"),
        rule: "FREQ=WEEKLY",
        until: new Date("2027-11-14T23:00:00Z"),
        count: null,
      },
      zone,
      from,
      to,
    );
    expect(local(starts)).toEqual(["2027-10-31 09:30", "2027-11-07 09:30", "2027-11-14 09:30"]);
    expect(starts[1]?.toISOString()).toBe("2027-11-07T17:30:00.000Z");
  });

  it("stops at until, and answers only the window asked for", () => {
    const recurrence = {
      date: new Date("2027-01-08T02:00:00Z"),
      rule: "FREQ=MONTHLY;INTERVAL=3",
      until: null,
      count: null,
    };
    expect(local(occurrences(recurrence, zone, from, to))).toEqual([
      "2027-01-07 18:00",
      "2027-04-07 18:00",
      "2027-07-07 18:00",
      "2027-10-07 18:00",
    ]);
    expect(
      local(occurrences(recurrence, zone, new Date("2027-03-01T00:00:00Z"), new Date("2027-08-01T00:00:00Z"))),
    ).toEqual(["2027-04-07 18:00", "2027-07-07 18:00"]);
  });

  it("writes the feed's RRULE with its end, UNTIL in UTC", () => {
    expect(rruleValue({ rule: "FREQ=MONTHLY;BYDAY=+1TH", until: null, count: 6 })).toBe(
      "FREQ=MONTHLY;BYDAY=+1TH;COUNT=6",
    );
    expect(rruleValue({ rule: "FREQ=WEEKLY", until: new Date("2027-11-14T23:00:00Z"), count: null })).toBe(
      "FREQ=WEEKLY;UNTIL=20271114T230000Z",
    );
  });
});
