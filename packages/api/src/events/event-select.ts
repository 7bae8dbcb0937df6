// The columns an event read answers (eventOutput in @chamber/core), shared by the event and the
// series routers.
import type { Prisma } from "@chamber/db";
import { imageSelect } from "../images/image-reference.ts";
import { listingSelect } from "../listings/listing-select.ts";

export const eventSelect = {
  id: true,
  title: true,
  description: true,
  category: true,
  location: true,
  date: true,
  image: imageSelect,
  endDate: true,
  allDay: true,
  status: true,
  previousDate: true,
  onlineUrl: true,
  website: true,
  cost: true,
  organizerId: true,
  sequence: true,
  seriesId: true,
  occurrenceDate: true,
  overridden: true,
  ...listingSelect,
} satisfies Prisma.EventSelect;
