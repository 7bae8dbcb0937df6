// Signing up for an event (docs/decisions/029-event-registration.md): the staff's settings (for an
// event, or for a series whose occurrences each count on their own), what the public sees of them,
// a visitor's registration and its personal link, and the staff's list, counts and check-in.
// The rules without zod (places left, the answers' check) are in registration-rules.ts.
import { z } from "zod";
import { email, id, isoInstant, oneLineText, optionalText, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { spamCheckFields } from "../submissions/submission.ts";
import {
  MAX_PLACES_LIMIT,
  MAX_REGISTRATION_CHOICES,
  MAX_REGISTRATION_QUESTIONS,
  REGISTRATION_QUESTION_KINDS,
  REGISTRATION_STATUSES,
} from "./registration-rules.ts";

const kind = z.enum(REGISTRATION_QUESTION_KINDS, {
  error: `Kind must be one of ${REGISTRATION_QUESTION_KINDS.join(", ")}`,
});

/** One of the staff's questions, as they write it (the server gives it an id when it has none). */
export const registrationQuestionInput = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]{1,20}$/, "A question id is 1-20 lower-case letters, digits or dashes")
      .optional()
      .meta({ description: "Kept from the settings read; omitted for a new question." }),
    label: oneLineText("question", 200),
    kind,
    required: z.boolean().default(false),
    choices: z
      .array(oneLineText("choice", 100))
      .max(MAX_REGISTRATION_CHOICES, `A question has at most ${MAX_REGISTRATION_CHOICES} choices`)
      .optional()
      .meta({ description: 'The answers offered, for kind "choice" (2 or more).' }),
  })
  .refine((question) => question.kind !== "choice" || (question.choices?.length ?? 0) >= 2, {
    message: "A choice question needs at least two choices",
    path: ["choices"],
  });

export const registrationQuestion = z.object({
  id: z.string(),
  label: z.string(),
  kind,
  required: z.boolean(),
  choices: z.array(z.string()).optional(),
});
export type RegistrationQuestion = z.output<typeof registrationQuestion>;

/** PUT /events/{id}/registration and /event-series/{id}/registration: the whole settings. */
export const registrationSettingsFields = z.object({
  open: z.boolean({ error: "Open must be true or false" }),
  opensAt: z.coerce
    .date({ error: "Opens at must be a date and time" })
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: "Registration opens then; null or omitted: at once." }),
  capacity: z
    .number({ error: "Capacity must be a number" })
    .int("Capacity must be a whole number")
    .min(1, "Capacity must be at least 1")
    .max(100_000, "Capacity must be at most 100000")
    .nullable()
    .meta({ description: "Places in all; null: unlimited." }),
  closesMinutesBefore: z
    .number({ error: "Closing must be a number of minutes" })
    .int("Closing must be a whole number of minutes")
    .min(0, "Closing cannot be after the start")
    .max(60 * 24 * 90, "Closing must be at most 90 days before the start")
    .default(0)
    .meta({ description: "Registration closes this many minutes before the start (0: at the start)." }),
  maxPlaces: z
    .number({ error: "Places per registration must be a number" })
    .int("Places per registration must be a whole number")
    .min(1, "Places per registration must be at least 1")
    .max(MAX_PLACES_LIMIT, `Places per registration must be at most ${MAX_PLACES_LIMIT}`)
    .default(1),
  questions: z
    .array(registrationQuestionInput)
    .max(MAX_REGISTRATION_QUESTIONS, `At most ${MAX_REGISTRATION_QUESTIONS} questions`)
    .default([]),
  priceText: optionalText("price", 200).meta({
    description: 'Shown as information ("$15 members, $25 guests, pay at the door"); nothing is charged.',
  }),
});
export const registrationSettingsInput = registrationSettingsFields.extend({ id: id() });
export type RegistrationSettingsInput = z.input<typeof registrationSettingsFields>;

/** The settings as staff read them back; `from` says whose they are (an occurrence inherits its series'). */
export const registrationSettingsOutput = z.object({
  from: z.enum(["event", "series"]),
  open: z.boolean(),
  opensAt: isoInstant().nullable(),
  capacity: z.number().int().nullable(),
  closesMinutesBefore: z.number().int(),
  maxPlaces: z.number().int(),
  questions: z.array(registrationQuestion),
  priceText: z.string().nullable(),
});
export type RegistrationSettings = z.output<typeof registrationSettingsOutput>;

/** GET /events/{id}/registration: what the event page shows and the form needs. */
export const registrationState = z.object({
  open: z.boolean().meta({ description: "Takes registrations now (as confirmed or waitlisted)." }),
  state: z.enum(["open", "full", "not-yet", "closed"]).meta({
    description:
      '"open": places left (or unlimited); "full": new registrations join the waitlist; "not-yet": opens at `opensAt`; "closed": past its closing time, cancelled, or turned off.',
  }),
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
  waitlist: z.boolean().meta({ description: "A new registration would join the waitlist." }),
  opensAt: isoInstant().nullable(),
  closesAt: isoInstant(),
  maxPlaces: z.number().int(),
  questions: z.array(registrationQuestion),
  priceText: z.string().nullable().optional(),
});
export type RegistrationState = z.output<typeof registrationState>;

const answerValue = z.union([z.string().trim().max(limits.short), z.boolean()]);

/** POST /events/{id}/registrations. */
export const registrationInput = z.object({
  id: id().meta({ description: "The event (one occurrence of a series)." }),
  name: oneLineText("name", 100),
  email: email(),
  places: z.coerce
    .number({ error: "Places must be a number" })
    .int("Places must be a whole number")
    .min(1, "Places must be at least 1")
    .max(MAX_PLACES_LIMIT, `Places must be at most ${MAX_PLACES_LIMIT}`)
    .default(1),
  answers: z
    .record(z.string().max(20), answerValue)
    .default({})
    .meta({ description: 'The answers by question id: text, a choice, or true/false for "yesno".' }),
  ...spamCheckFields,
});
export type RegistrationInput = z.input<typeof registrationInput>;

export const registrationStatus = z.enum(REGISTRATION_STATUSES);

export const registrationReceipt = z.object({
  status: z.enum(["confirmed", "waitlisted"]),
  manageUrl: z.string().meta({ description: "The registrant's own link to view or cancel it (also mailed)." }),
});
export type RegistrationReceipt = z.output<typeof registrationReceipt>;

/** The personal link's token (GET/DELETE /registrations/{token}). */
export const manageTokenParam = z.object({
  token: z.string().trim().min(1, "The link is incomplete").max(200, "The link is not valid"),
});

const answersOutput = z.record(z.string(), z.union([z.string(), z.boolean()]));

/** GET /registrations/{token}: the registrant's own view. */
export const registrationView = z.object({
  id: z.number().int(),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    date: isoInstant(),
    endDate: isoInstant().nullable(),
    allDay: z.boolean(),
    location: z.string(),
    status: z.string(),
  }),
  name: z.string(),
  email: z.string(),
  places: z.number().int(),
  status: registrationStatus,
  answers: answersOutput,
  questions: z.array(registrationQuestion),
  /** 1 for the first in line; null unless waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  checkedInAt: isoInstant().nullable(),
  canCancel: z.boolean(),
});
export type RegistrationView = z.output<typeof registrationView>;

/** One registration in the staff's list. */
export const staffRegistration = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  places: z.number().int(),
  status: registrationStatus,
  answers: answersOutput,
  addedByStaff: z.boolean(),
  waitlistPosition: z.number().int().nullable(),
  checkedInAt: isoInstant().nullable(),
  promotedAt: isoInstant().nullable(),
  cancelledAt: isoInstant().nullable(),
  createdAt: isoInstant(),
});
export type StaffRegistration = z.output<typeof staffRegistration>;

/** The numbers on an event's card and at the head of its list. */
export const registrationCounts = z.object({
  eventId: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Places taken by confirmed registrations. */
  confirmedPlaces: z.number().int(),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  waitlistedPlaces: z.number().int(),
  checkedIn: z.number().int(),
  placesLeft: z.number().int().nullable(),
});
export type RegistrationCounts = z.output<typeof registrationCounts>;

export const registrationCountsQuery = z.object({
  ids: z
    .union([z.array(id()), id().transform((one) => [one])])
    .pipe(z.array(z.number()).max(200, "At most 200 events at once")),
});

/** GET /events/{id}/registrations: the staff's whole list (JSON; .csv through the exports). */
export const registrationList = z.object({
  eventId: z.number().int(),
  settings: registrationSettingsOutput.nullable(),
  counts: registrationCounts,
  registrations: z.array(staffRegistration),
});
export type RegistrationList = z.output<typeof registrationList>;

/** A registration of one event, by its id (the staff's operations). */
export const registrationRef = z.object({ id: id(), registrationId: id() });

/** POST /events/{id}/registrations/manual: a person added by staff (no form token; the capacity still counts). */
export const staffRegistrationInput = z.object({
  id: id(),
  name: oneLineText("name", 100),
  email: email(),
  places: z.coerce.number().int().min(1).max(MAX_PLACES_LIMIT).default(1),
  answers: z.record(z.string().max(20), answerValue).default({}),
  notify: z.boolean().default(true).meta({ description: "Mail the person their confirmation and link." }),
});

/** POST /events/{id}/registrations/message: written to everyone registered, through the outbox. */
export const registrationMessageInput = z.object({
  id: id(),
  subject: oneLineText("subject", limits.subject),
  text: requiredText("message", limits.message),
  includeWaitlist: z.boolean().default(false),
});
export const registrationMessageReceipt = z.object({ queued: z.number().int() });
