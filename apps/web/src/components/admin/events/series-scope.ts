// "The whole series" from an occurrence's form. The series moves on the wall clock by as much as
// staff moved this occurrence in the form (6 PM → 7 PM moves every occurrence to 7 PM, summer and
// winter). Its rule and end are sent as stored unless staff changed them; a new rule reads its
// weekday and day from this occurrence's series date (as moved in the form), and the series then
// starts on the first date the new rule gives from its first day, since calendar apps count the
// first date as an occurrence.
import { instantOfWallClock, wallClock } from "@chamber/core";
import type { EventInput } from "@chamber/core/schemas";
import { siteZone } from "#web/lib/admin/site-zone.ts";
import type { RouterInputs, RouterOutputs } from "#web/lib/trpc.ts";
import { endChanged, firstStart, type RepeatValues, ruleFor, sameRule, seriesEnd } from "./series-rule.ts";

type Series = RouterOutputs["eventSeries"]["byId"];

/** The occurrence the form edits: its start, and the start its series gave it (they differ once moved on its own). */
export interface EditedOccurrence {
  date: string;
  occurrenceDate: string;
}

/** A wall clock as milliseconds, so that two can be subtracted without a zone's offset in between. */
const floating = (instant: Date, zone: string) => {
  const wall = wallClock(instant, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
};

function moveWallClock(instant: Date, by: number, zone: string): Date {
  const moved = new Date(floating(instant, zone) + by);
  return instantOfWallClock(
    {
      year: moved.getUTCFullYear(),
      month: moved.getUTCMonth() + 1,
      day: moved.getUTCDate(),
      hour: moved.getUTCHours(),
      minute: moved.getUTCMinutes(),
      second: moved.getUTCSeconds(),
    },
    zone,
  );
}

/** How far staff moved the occurrence in the form, on the wall clock. */
const wallShift = (occurrence: EditedOccurrence, date: string, zone: string) =>
  floating(new Date(date), zone) - floating(new Date(occurrence.date), zone);

/** The date a series rule is read from: this occurrence's series start, moved as the form moved it. */
export function ruleDateOf(occurrence: EditedOccurrence, formDate: string | null, zone = siteZone): string {
  const shift = formDate ? wallShift(occurrence, formDate, zone) : 0;
  return moveWallClock(new Date(occurrence.occurrenceDate), shift, zone).toISOString();
}

/** The series' first day at the new time of day. */
function firstDayAt(seriesDate: Date, ruleDate: Date, zone: string): Date {
  const { year, month, day } = wallClock(seriesDate, zone);
  const { hour, minute, second } = wallClock(ruleDate, zone);
  return instantOfWallClock({ year, month, day, hour, minute, second }, zone);
}

export interface SeriesUpdate {
  update: RouterInputs["eventSeries"]["update"];
  /** The date this occurrence's series start moved to: the saved list reveals the occurrence there. */
  ruleDate: string;
}

export function seriesUpdateFrom(
  series: Series,
  occurrence: EditedOccurrence,
  input: EventInput,
  repeat: { initial: RepeatValues; values: RepeatValues },
  zone = siteZone,
): SeriesUpdate {
  const inputDate = String(input.date);
  const ruleDate = ruleDateOf(occurrence, inputDate, zone);
  const newRule = ruleFor(repeat.values, ruleDate, zone);
  const ruleChanged = newRule !== null && !sameRule(newRule, series.rule);
  let date = moveWallClock(new Date(series.date), wallShift(occurrence, inputDate, zone), zone);
  if (ruleChanged) {
    const from = new Date(
      Math.min(firstDayAt(new Date(series.date), new Date(ruleDate), zone).getTime(), Date.parse(ruleDate)),
    );
    date = firstStart(repeat.values, ruleDate, from, zone) ?? new Date(ruleDate);
  }
  const length = input.endDate ? Date.parse(String(input.endDate)) - Date.parse(inputDate) : null;
  const end = endChanged(repeat.initial, repeat.values)
    ? seriesEnd(repeat.values, zone)
    : { until: series.until, count: series.count };
  const { previousDate: _onlyForOneEvent, ...fields } = input;
  return {
    ruleDate,
    update: {
      ...fields,
      id: series.id,
      date: date.toISOString(),
      endDate: length === null ? null : new Date(date.getTime() + length).toISOString(),
      rule: ruleChanged ? newRule : series.rule,
      ...end,
    },
  };
}
