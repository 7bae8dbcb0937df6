import { z } from "zod";
import {
  dateTime,
  id,
  isoInstant,
  oneLineText,
  optionalDateTime,
  optionalOneLineText,
  optionalUrl,
  readScope,
  requiredText,
} from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { imageField, imageIdInput } from "../images/image.ts";
import { listingInputFields, listingOutputFields } from "../listings/listing.ts";
import { listPaging } from "../paging/list-paging.ts";
import { listPageOutput, optionalPaging, requiredPaging } from "../paging/paging.ts";
import { eventDayRanges } from "./event-days.ts";
import { type EventStatus, eventStatuses, eventWhens } from "./event-time.ts";
import { seriesListings } from "./occurrence.ts";

const eventStatus = () =>
  z
    .enum(eventStatuses, { error: `Status must be one of ${eventStatuses.join(", ")}` })
    .nullish()
    .transform((value) => value ?? "scheduled");

/** The fields an event and a series share; `eventInput` adds the rules between them. */
export const eventFields = z.object({
  title: oneLineText("title", limits.title),
  description: requiredText("description", limits.description),
  category: requiredText("category", 100).meta({
    description: "An event category's name or slug, in any case (GET /categories?kind=event); answered by its name.",
  }),
  location: requiredText("location", limits.short),
  date: dateTime("date"),
  imageId: imageIdInput,
  // Every field below is optional so clients written before it keep working.
  endDate: optionalDateTime("end date"),
  allDay: z
    .boolean({ error: "All day must be true or false" })
    .nullish()
    .transform((value) => value ?? false),
  status: eventStatus(),
  previousDate: optionalDateTime("previous date"),
  onlineUrl: optionalUrl("online event"),
  website: optionalUrl().meta({ description: "The organizer's page about the event (optional)." }),
  cost: optionalOneLineText("cost", 200).meta({
    description: 'What it costs, in the organizer\'s words ("Free", "$10 at the door"); optional.',
  }),
  organizerId: z
    .union([
      z.null(),
      z.coerce.number().int("Organizer must be a business id").positive("Organizer must be a business id"),
    ])
    .optional()
    .meta({
      description:
        "The business that organizes it (GET /businesses): its page lists the event. null removes it, omitted keeps it.",
    }),
  ...listingInputFields,
});

interface TimedFields {
  date: Date;
  endDate: Date | null;
  allDay: boolean;
  status: EventStatus;
  onlineUrl: string | null;
}

/**
 * The rules between fields: the end comes after the start (an all-day event may end on the day it
 * starts), and an event moved online says where.
 */
export function checkEventFields(value: TimedFields, issues: { addIssue: (issue: z.core.$ZodRawIssue) => void }) {
  if (value.endDate) {
    const tooEarly = value.allDay ? value.endDate < value.date : value.endDate <= value.date;
    if (tooEarly) {
      issues.addIssue({
        code: "custom",
        path: ["endDate"],
        message: value.allDay ? "End date must not be before the start date" : "End must be after the start",
        input: value.endDate,
      });
    }
  }
  if (value.status === "movedOnline" && !value.onlineUrl) {
    issues.addIssue({
      code: "custom",
      path: ["onlineUrl"],
      message: "An event moved online needs its online address",
      input: value.onlineUrl,
    });
  }
}

export const eventInput = eventFields.superRefine((value, context) => checkEventFields(value, context));
export type EventInput = z.input<typeof eventInput>;
export type EventData = z.output<typeof eventInput>;

export const eventOutputFields = {
  title: z.string(),
  description: z.string(),
  category: z.string(),
  location: z.string(),
  date: isoInstant(),
  image: imageField,
  endDate: isoInstant().nullable().meta({ description: "Null: the event is shown as two hours long." }),
  allDay: z.boolean(),
  status: z.enum(eventStatuses),
  previousDate: isoInstant()
    .nullable()
    .meta({ description: "The start it had before it was rescheduled or postponed." }),
  onlineUrl: z.string().nullable(),
  website: z.string().nullable().meta({ description: "The organizer's page about the event." }),
  cost: z.string().nullable().meta({ description: "What it costs, in the organizer's words." }),
  organizerId: z.number().int().nullable().meta({ description: "The business that organizes it, if any." }),
  sequence: z.number().int().meta({ description: "Revision counter (iCalendar SEQUENCE), bumped by every change." }),
  ...listingOutputFields,
};

export const eventOutput = z.object({
  id: z.number().int(),
  ...eventOutputFields,
  seriesId: z.number().int().nullable().meta({ description: "The series this event is an occurrence of." }),
  occurrenceDate: isoInstant()
    .nullable()
    .meta({ description: "An occurrence's original start, which identifies it within its series." }),
  overridden: z.boolean().meta({ description: "An occurrence edited on its own: a series edit leaves it as it is." }),
  repeats: z.string().nullable().optional().meta({
    description: 'With `series=once` in a list: its series\' rule in words ("Every first Thursday, 6:30 PM").',
  }),
  registration: z.enum(["open", "full"]).nullable().optional().meta({
    description:
      'In the lists: "open" while it takes registrations with places left, "full" while new ones join the waitlist; null otherwise (GET /events/{id}/registration tells the rest).',
  }),
});
export type ChamberEvent = z.output<typeof eventOutput>;

/** A list bound: a date ("2027-03-01", the day's start in the site zone) or an instant. */
export const listBound = (label: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${label} must be a date (YYYY-MM-DD) or a date and time`,
    })
    .optional();

const eventListFilters = {
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: "An event category's name or slug (GET /categories?kind=event)." }),
  when: z
    .enum([...eventWhens, ...eventDayRanges], {
      error: 'When must be "upcoming", "past", "today", "weekend" or "week"',
    })
    .optional()
    .meta({
      description:
        "Only events still to come (soonest first), or only past ones (most recent first); or the events of today, this weekend (the coming Saturday and Sunday, the current ones on a weekend) or the next 7 days, in the site's zone (it replaces `from` and `to`).",
    }),
  scope: readScope(),
  from: listBound("From").meta({ description: "Events starting on or after this date or instant." }),
  to: listBound("To").meta({ description: "Events starting on or before this date (the whole day) or instant." }),
  series: z.enum(seriesListings, { error: 'Series must be "each" or "once"' }).optional().meta({
    description:
      "`each` (the default) lists every occurrence of a series; `once` lists a series once, by its first occurrence the filters keep (its next one, or its latest when all are past), with `repeats`.",
  }),
};

/**
 * `to` before `from` is refused rather than answered as an empty list: the caller swapped them. A
 * date bound reads as its day's start (from) or end (to) in UTC here, which only matters for mixed
 * date and instant bounds within a day of each other; the API reads dates in the site zone.
 */
function checkListBounds(value: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (!value.from || !value.to) return;
  const edge = (bound: string, end: boolean) =>
    Date.parse(bound.length === 10 ? `${bound}T${end ? "23:59:59.999" : "00:00:00"}Z` : bound);
  if (edge(value.to, true) < edge(value.from, false)) {
    context.addIssue({ code: "custom", path: ["to"], message: "To must be on or after From" });
  }
}

export const eventListQuery = z
  .object({ ...eventListFilters, ...optionalPaging, ...listPaging })
  .superRefine(checkListBounds);
export const eventPageQuery = z.object({ ...eventListFilters, ...requiredPaging }).superRefine(checkListBounds);
export const eventPage = listPageOutput(eventOutput);

/** A business's upcoming events (GET /businesses/{id}/events): the next few, soonest first. */
export const ORGANIZER_EVENTS_LIMIT = 6;

export const eventUpdate = eventFields
  .extend({ id: id() })
  .superRefine((value, context) => checkEventFields(value, context));
