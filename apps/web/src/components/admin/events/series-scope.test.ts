import type { EventInput } from "@chamber/core/schemas";
import { describe, expect, it } from "vitest";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { type RepeatValues, repeatOfSeries } from "./series-rule.ts";
import { ruleDateOf, seriesUpdateFrom } from "./series-scope.ts";

const zone = "America/Los_Angeles";

// The first Thursdays from January 7, 2027 at 6 PM (winter time), five times.
const series = {
  id: 4,
  date: "2027-01-08T02:00:00.000Z",
  endDate: "2027-01-08T04:00:00.000Z",
  rule: "FREQ=MONTHLY;BYDAY=+1TH",
  until: null,
  count: 5,
} as RouterOutputs["eventSeries"]["byId"];
// Its April occurrence, April 1 at 6 PM (summer time).
const april = { date: "2027-04-02T01:00:00.000Z", occurrenceDate: "2027-04-02T01:00:00.000Z" };
const stored = repeatOfSeries(series, april.occurrenceDate, zone);

const input = (date: string, endDate: string | null = null) =>
  ({ title: "Mixer", description: "d", category: "business", location: "Inn", date, endDate }) as EventInput;
const update = (occurrence: typeof april, date: string, values: RepeatValues = stored) =>
  seriesUpdateFrom(series, occurrence, input(date), { initial: stored, values }, zone).update;

describe("the whole series from an occurrence's form", () => {
  it("moves the series to 7 PM on the wall clock and sends its rule and end as stored", () => {
    const sent = update(april, "2027-04-02T02:00:00.000Z");
    // January 7 at 7 PM winter time, not 6 PM + one hour of summer time.
    expect(sent).toMatchObject({ id: 4, date: "2027-01-08T03:00:00.000Z", rule: series.rule, count: 5, until: null });
  });

  it("moves the series by the days it was moved, across a daylight-saving change, on a rule that keeps its words", () => {
    const weekly = { ...series, rule: "FREQ=WEEKLY;BYDAY=TH", count: null };
    const initial = repeatOfSeries(weekly, "2027-03-12T02:00:00.000Z", zone);
    // The Thursday before the March switch, moved to the one after it, still at 6 PM.
    const sent = seriesUpdateFrom(
      weekly,
      { date: "2027-03-12T02:00:00.000Z", occurrenceDate: "2027-03-12T02:00:00.000Z" },
      input("2027-03-19T01:00:00.000Z"),
      { initial, values: initial },
      zone,
    ).update;
    expect(sent).toMatchObject({ date: "2027-01-15T02:00:00.000Z", rule: "FREQ=WEEKLY;BYDAY=TH" });
  });

  it("takes a new rule from the date moved in the form, and starts on the first date it gives", () => {
    // April's date moved to the second Tuesday, April 13: the series becomes the second Tuesdays
    // from January 12, 6 PM, still five times.
    const sent = update(april, "2027-04-14T01:00:00.000Z");
    expect(sent).toMatchObject({ rule: "FREQ=MONTHLY;BYDAY=2TU", date: "2027-01-13T02:00:00.000Z", count: 5 });
    // Every other month on the first Thursday: a new rule from the same first date.
    const everyOther = update(april, april.date, { ...stored, interval: 2 });
    expect(everyOther).toMatchObject({ rule: "FREQ=MONTHLY;INTERVAL=2;BYDAY=1TH", date: series.date });
  });

  it("sends a new end only when it was changed", () => {
    expect(update(april, april.date, { ...stored, count: 3 })).toMatchObject({ rule: series.rule, count: 3 });
    expect(update(april, april.date, { ...stored, ends: "until", until: "2027-06-30" })).toMatchObject({
      count: null,
      until: "2027-06-30T23:59:59-07:00",
    });
    expect(update(april, april.date, { ...stored, ends: "never" })).toMatchObject({ count: null, until: null });
  });

  it("reads the rule from an occurrence moved on its own at its series date, so an unchanged form changes nothing", () => {
    const moved = { date: "2027-04-09T01:00:00.000Z", occurrenceDate: april.occurrenceDate };
    expect(ruleDateOf(moved, moved.date, zone)).toBe(april.occurrenceDate);
    expect(update(moved, moved.date)).toMatchObject({ date: series.date, rule: series.rule, count: 5 });
  });

  it("keeps a rule the form cannot say when only the time changes", () => {
    const custom = { ...series, rule: "FREQ=MONTHLY;BYMONTHDAY=1,15", count: 10 };
    const initial = repeatOfSeries(custom, april.occurrenceDate, zone);
    expect(initial.repeat).toBe("kept");
    const sent = seriesUpdateFrom(custom, april, input("2027-04-02T02:00:00.000Z"), { initial, values: initial }, zone);
    expect(sent.update).toMatchObject({ rule: custom.rule, count: 10, date: "2027-01-08T03:00:00.000Z" });
  });

  it("keeps the event's length", () => {
    const sent = seriesUpdateFrom(
      series,
      april,
      input(april.date, "2027-04-02T03:30:00.000Z"),
      { initial: stored, values: stored },
      zone,
    ).update;
    expect(sent.endDate).toBe("2027-01-08T04:30:00.000Z");
  });
});
