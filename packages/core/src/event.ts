import { z } from "zod";
import { dateTime, id, isoInstant, limits, readScope, requiredText } from "./fields.ts";
import { imageField, imageIdInput } from "./image.ts";
import { listingInputFields, listingOutputFields } from "./listing.ts";
import { listPageOutput, optionalPaging, requiredPaging } from "./paging.ts";

export const eventInput = z.object({
  title: requiredText("title", limits.title),
  description: requiredText("description", limits.description),
  category: requiredText("category", 100),
  location: requiredText("location", limits.short),
  date: dateTime("date"),
  imageId: imageIdInput,
  ...listingInputFields,
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
  image: imageField,
  ...listingOutputFields,
});
export type ChamberEvent = z.output<typeof eventOutput>;

const eventListFilters = {
  category: z.string().trim().max(100).optional(),
  scope: readScope(),
};

export const eventListQuery = z.object({ ...eventListFilters, ...optionalPaging });
export const eventPageQuery = z.object({ ...eventListFilters, ...requiredPaging });
export const eventPage = listPageOutput(eventOutput);

export const eventUpdate = eventInput.extend({ id: id() });

/** Events carry no end time: calendar entries and structured data give each one two hours. */
export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;
