// A repeating event (decision 017): the event's fields, the rule that repeats it and its end. Its
// occurrences are ordinary events, each with its own page (event.ts, seriesId and occurrenceDate).
import { z } from "zod";
import { id, isoInstant, optionalDateTime } from "../fields/fields.ts";
import { checkEventFields, eventFields, eventOutput, eventOutputFields } from "./event.ts";
import { MAX_STARTS_A_DAY, normalizeRule, SERIES_YEARS } from "./recurrence.ts";

/** The most occurrences a count may ask for. */
export const MAX_SERIES_COUNT = 500;

// A series' photo is every occurrence's; one may be given its own (PUT /api/events/{id}).
const seriesFields = eventFields.omit({ previousDate: true }).extend({
  rule: z
    .string({ error: "Rule is required" })
    .max(500, "Rule must be at most 500 characters")
    .transform((value, context) => {
      const result = normalizeRule(value);
      if ("problem" in result) {
        context.addIssue({ code: "custom", message: result.problem });
        return z.NEVER;
      }
      return result.rule;
    })
    .meta({
      description: `An RFC 5545 RRULE body, e.g. "FREQ=MONTHLY;BYDAY=1TH", read in SITE_TIMEZONE from \`date\`, which must be a date it gives. DAILY to YEARLY, at most ${MAX_STARTS_A_DAY} starts a day; \`date\` and \`until\` between ${SERIES_YEARS.first} and ${SERIES_YEARS.last}.`,
    }),
  until: optionalDateTime("until"),
  count: z.coerce
    .number({ error: "Count must be a number" })
    .int("Count must be a whole number")
    .min(1, "Count must be at least 1")
    .max(MAX_SERIES_COUNT, `Count must be at most ${MAX_SERIES_COUNT}`)
    .nullish()
    .transform((value) => value ?? null),
});

type SeriesValue = z.output<typeof seriesFields>;

/** A series' dates stay in the years its rule can be expanded over cheaply. */
const outsideSeriesYears = (date: Date | null) =>
  date !== null && (date.getUTCFullYear() < SERIES_YEARS.first || date.getUTCFullYear() > SERIES_YEARS.last);

function checkSeries(value: SeriesValue, context: { addIssue: (issue: z.core.$ZodRawIssue) => void }) {
  checkEventFields({ ...value }, context);
  for (const [field, label] of [
    ["date", "Date"],
    ["until", "Until"],
  ] as const) {
    if (outsideSeriesYears(value[field])) {
      context.addIssue({
        code: "custom",
        path: [field],
        message: `${label} must be between ${SERIES_YEARS.first} and ${SERIES_YEARS.last}`,
        input: value[field],
      });
    }
  }
  if (value.until && value.count) {
    context.addIssue({
      code: "custom",
      path: ["count"],
      message: "End the series by until or by count, not both",
      input: value.count,
    });
  }
  if (value.until && value.until < value.date) {
    context.addIssue({
      code: "custom",
      path: ["until"],
      message: "Until must not be before the first date",
      input: value.until,
    });
  }
}

export const eventSeriesInput = seriesFields.superRefine(checkSeries);
export type EventSeriesInput = z.input<typeof eventSeriesInput>;
export type EventSeriesData = z.output<typeof eventSeriesInput>;

export const eventSeriesUpdate = seriesFields.extend({ id: id() }).superRefine(checkSeries);

const { previousDate: _notForSeries, sequence: _ownSequence, ...sharedOutput } = eventOutputFields;

export const eventSeriesOutput = z.object({
  id: z.number().int(),
  ...sharedOutput,
  sequence: z.number().int(),
  rule: z.string(),
  until: isoInstant().nullable(),
  count: z.number().int().nullable(),
  exdates: z.array(isoInstant()).meta({ description: "Occurrence starts skipped (deleted occurrences)." }),
  occurrences: z.array(eventOutput).meta({ description: "Its events, soonest first, for the next 12 months." }),
});
export type ChamberEventSeries = z.output<typeof eventSeriesOutput>;

/** A series edit's answer: the series, and the occurrences it let go of (decision 017). */
export const eventSeriesUpdateOutput = eventSeriesOutput.extend({
  detached: z.array(z.number().int()).meta({
    description:
      "Occurrences edited on their own (moved, cancelled, changed) on days the new rule or end no longer gives: kept, with their page, as events of their own. Plain ones are removed.",
  }),
});
export type EventSeriesUpdateResult = z.output<typeof eventSeriesUpdateOutput>;
