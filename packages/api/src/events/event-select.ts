// The columns an event read answers (eventOutput in @chamber/core), shared by the event and the
// series routers.
import type { Prisma } from "@chamber/db";
import { imageSelect } from "../images/image-reference.ts";

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
  sequence: true,
  seriesId: true,
  occurrenceDate: true,
  overridden: true,
  featured: true,
  published: true,
  publishedAt: true,
  unlistAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.EventSelect;
