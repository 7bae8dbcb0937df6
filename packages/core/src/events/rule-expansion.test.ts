import { describe, expect, it } from "vitest";
import { ExpansionTooLong, expand, RRule } from "./rule-expansion.ts";

const utc = (text: string) => new Date(`${text}Z`);

/** What rrule itself answers, walking from the first start: the reference for every shortcut. */
function reference(rule: string, start: Date, from: Date, to: Date, limit: number): Date[] {
  const rrule = new RRule({ ...RRule.parseString(rule), dtstart: start, until: to });
  return rrule.between(from, to, true, (_date, index) => index < limit);
}

const rules = [
  "FREQ=DAILY",
  "FREQ=DAILY;INTERVAL=3;BYDAY=MO,WE",
  "FREQ=DAILY;BYHOUR=9,17;BYMINUTE=30",
  "FREQ=DAILY;BYMONTH=3;BYDAY=1FR",
  "FREQ=WEEKLY",
  "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU",
  "FREQ=WEEKLY;INTERVAL=3;BYDAY=SU,MO",
  "FREQ=WEEKLY;BYSETPOS=2;BYDAY=MO,WE,FR",
  "FREQ=MONTHLY",
  "FREQ=MONTHLY;BYDAY=+1TH",
  "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1",
  "FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR;BYMONTH=1,6,11",
  "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR",
  "FREQ=MONTHLY;BYMONTHDAY=1,15;BYHOUR=10",
  "FREQ=YEARLY",
  "FREQ=YEARLY;INTERVAL=3",
  "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
  "FREQ=YEARLY;BYDAY=20MO",
  "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
];
const starts = ["2026-01-31T18:00:00", "2024-02-29T09:15:00", "2027-12-30T00:00:00"].map(utc);
const windows: [number, number][] = [
  [0, 800],
  [1, 3],
  [400, 401],
  [2000, 2400],
  [3650, 3652],
];
const DAY = 24 * 60 * 60 * 1000;

describe("expand", () => {
  it("answers what rrule answers from the first start, for any window", () => {
    for (const rule of rules) {
      for (const start of starts) {
        for (const [fromDays, toDays] of windows) {
          const from = new Date(start.getTime() + fromDays * DAY);
          const to = new Date(start.getTime() + toDays * DAY);
          const options = RRule.parseString(rule);
          const got = expand(options, start, from, to, 5000).map((date) => date.toISOString());
          const expected = reference(rule, start, from, to, 5000).map((date) => date.toISOString());
          expect(got, `${rule} from ${start.toISOString()} in ${fromDays}..${toDays}`).toEqual(expected);
        }
      }
    }
  });

  it("stops a rule that never gives a date a period past the window, at once", () => {
    const started = performance.now();
    const none = expand(
      RRule.parseString("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"),
      utc("2026-01-01T18:00:00"),
      utc("2026-01-01T00:00:00"),
      utc("2027-01-01T00:00:00"),
      10,
    );
    expect(none).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("stops at the limit, and refuses a walk longer than it allows", () => {
    const options = RRule.parseString("FREQ=DAILY");
    expect(
      expand(options, utc("2026-01-01T18:00:00"), utc("2026-01-01T00:00:00"), utc("2030-01-01T00:00:00"), 3),
    ).toHaveLength(3);
    const rare = RRule.parseString("FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=1");
    expect(() =>
      expand(rare, utc("2028-02-29T18:00:00"), utc("2028-02-29T18:00:00"), utc("2200-01-01T00:00:00"), 500, 1000),
    ).toThrow(ExpansionTooLong);
  });
});
