// Importing events from iCalendar (docs/decisions/032-calendar-import.md): what staff send (a feed's
// address, or a file through the multipart upload), what an import answers, and a subscription as
// the admin lists it.
import { z } from "zod";
import { id, isoInstant } from "../fields/fields.ts";

/** The largest calendar read, uploaded or fetched. */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
/** How long a feed has to answer whole. */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** How often a subscription is read again. */
export const CALENDAR_REFRESH_MS = 60 * 60 * 1000;

export const calendarUrlImport = z.object({
  url: z
    .string({ error: "Enter the calendar's address" })
    .trim()
    .min(1, "Enter the calendar's address")
    .max(2048, "The address must be at most 2048 characters")
    .meta({ description: "An https address of an iCalendar feed (.ics)." }),
  subscribe: z
    .boolean({ error: "Subscribe must be true or false" })
    .nullish()
    .transform((value) => value ?? false)
    .meta({ description: "Keep the address as a subscription, read again every hour." }),
});
export type CalendarUrlImport = z.input<typeof calendarUrlImport>;

export const calendarFileImport = z.object({
  ics: z
    .string({ error: "Send the calendar's text" })
    .min(1, "The calendar is empty")
    .max(MAX_CALENDAR_BYTES, "The calendar is larger than 5 MB"),
});

const refusal = z.object({
  uid: z.string().meta({ description: "The VEVENT's UID (with its RECURRENCE-ID for one occurrence)." }),
  message: z.string().meta({ description: "Why it was not imported." }),
});

export const calendarImportResult = z.object({
  created: z.number().int().meta({ description: "Events, series and changed occurrences added." }),
  updated: z.number().int().meta({ description: "Ones imported before whose content changed." }),
  unchanged: z.number().int().meta({ description: "Ones imported before with the same content: not written." }),
  refused: z.array(refusal),
});
export type CalendarImportResult = z.output<typeof calendarImportResult>;

export const calendarImportAnswer = calendarImportResult.extend({
  subscriptionId: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The subscription kept (with `subscribe`), else null." }),
});
export type CalendarImportAnswer = z.output<typeof calendarImportAnswer>;

export const calendarSubscriptionOutput = z.object({
  id: z.number().int(),
  url: z.string(),
  createdBy: z.string().meta({ description: "Who added it, as the activity log names them." }),
  enabled: z.boolean(),
  nextFetchAt: isoInstant(),
  lastFetchedAt: isoInstant().nullable(),
  lastResult: calendarImportResult.nullable().meta({ description: "The last refresh's counts; null before one." }),
  lastError: z.string().nullable().meta({ description: "Why the last refresh could not read the feed." }),
  createdAt: isoInstant(),
});
export type CalendarSubscription = z.output<typeof calendarSubscriptionOutput>;

export const calendarSubscriptionId = z.object({ id: id() });
