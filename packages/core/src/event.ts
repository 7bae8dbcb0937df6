import { z } from "zod";
import { dateTime, id, isoInstant, limits, optionalDateTime, readScope, requiredText } from "./fields.ts";

export const eventInput = z.object({
  title: requiredText("title", limits.title),
  description: requiredText("description", limits.description),
  category: requiredText("category", 100),
  location: requiredText("location", limits.short),
  date: dateTime("date"),
  featured: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  published: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  publishedAt: optionalDateTime("publish date"),
  unlistAt: optionalDateTime("unlist date"),
  customCategory: z
    .string()
    .optional()
    .transform(() => undefined),
});
export type EventInput = z.input<typeof eventInput>;
export type EventData = z.output<typeof eventInput>;

export const eventOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  location: z.string(),
  date: isoInstant(),
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: isoInstant().nullable(),
  unlistAt: isoInstant().nullable(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
});
export type ChamberEvent = z.output<typeof eventOutput>;

export const eventListQuery = z.object({
  category: z.string().trim().max(100).optional(),
  scope: readScope(),
});

export const eventUpdate = eventInput.extend({ id: id() });

/** Events carry no end time: calendar entries and structured data give each one two hours. */
export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;
