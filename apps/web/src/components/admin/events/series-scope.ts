// "The whole series" from an occurrence's form: the series keeps its first date, moved by as much as
// this occurrence was moved (6 PM → 7 PM moves every occurrence to 7 PM), its rule and its end.
import type { EventInput } from "@chamber/core";
import type { RouterInputs, RouterOutputs } from "../../../lib/trpc.ts";

type Series = RouterOutputs["eventSeries"]["byId"];

export function seriesUpdateFrom(
  series: Series,
  occurrenceDate: string,
  input: EventInput,
): RouterInputs["eventSeries"]["update"] {
  const shift = new Date(String(input.date)).getTime() - new Date(occurrenceDate).getTime();
  const date = new Date(new Date(series.date).getTime() + shift);
  const length = input.endDate
    ? new Date(String(input.endDate)).getTime() - new Date(String(input.date)).getTime()
    : null;
  const { previousDate: _onlyForOneEvent, ...fields } = input;
  return {
    ...fields,
    id: series.id,
    date: date.toISOString(),
    endDate: length === null ? null : new Date(date.getTime() + length).toISOString(),
    rule: series.rule,
    until: series.until,
    count: series.count,
  };
}
