// What an occurrence's page says of its series (GET /events/{id}/series: the rule in words and the
// next dates) and what a skipped date's address answers (GET /events/{id}/skipped), decision 017.
import { z } from "zod";
import { isoInstant } from "../fields/fields.ts";
import { eventStatuses } from "./event-time.ts";

/** How the events list shows a series: every occurrence, or once by its next (or last) one. */
export const seriesListings = ["each", "once"] as const;

/** How many of a series' next dates an occurrence's page lists. */
export const NEXT_DATES = 5;

const occurrenceLink = z.object({
  id: z.number().int().meta({ description: "The occurrence's event id (its page is /events/{id})." }),
  date: isoInstant(),
  status: z.enum(eventStatuses),
});

export const occurrenceSeries = z.object({
  id: z.number().int().meta({ description: "The series' id (GET /event-series/{id})." }),
  rule: z.string().meta({ description: "Its RFC 5545 RRULE body." }),
  words: z.string().meta({ description: 'The rule in words, in the site\'s zone ("Every first Thursday, 6:30 PM").' }),
  until: isoInstant().nullable(),
  count: z.number().int().nullable(),
  next: z
    .array(occurrenceLink)
    .meta({ description: `Its next ${NEXT_DATES} visible occurrences still to come, this one left out.` }),
});
export type OccurrenceSeries = z.output<typeof occurrenceSeries>;

export const skippedOccurrence = z.object({
  id: z.number().int().meta({ description: "The deleted occurrence's id, as asked." }),
  seriesId: z.number().int(),
  title: z.string().meta({ description: "The series' title." }),
  date: isoInstant().meta({ description: "The start that is skipped." }),
  words: z.string().meta({ description: "The series' rule in words." }),
  next: occurrenceLink.nullable().meta({ description: "The series' next visible occurrence after it, if any." }),
});
export type SkippedOccurrence = z.output<typeof skippedOccurrence>;
