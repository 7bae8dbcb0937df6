// A registration as its person sees it through their link: its answers, and its place in the
// waitlist's line.
import type { registrationView } from "@chamber/core/schemas";
import type { Prisma, PrismaClient } from "@chamber/db";
import type { z } from "zod";
import type { Answers } from "./registration-answers.ts";
import type { EventRegistration, Registration } from "./registration-settings.ts";

/** 1 for the first in line; null unless waitlisted. */
export async function waitlistPosition(prisma: PrismaClient | Prisma.TransactionClient, registration: Registration) {
  if (registration.status !== "waitlisted") return null;
  return prisma.registration.count({
    where: { eventId: registration.eventId, status: "waitlisted", id: { lte: registration.id } },
  });
}

const answersOf = (registration: Registration) => (registration.answers ?? {}) as Answers;

/** The person's own view; cancelling is possible until the event starts. */
export function viewOf(
  { event, settings }: EventRegistration,
  registration: Registration,
  position: number | null,
  now: Date,
): z.input<typeof registrationView> {
  return {
    id: registration.id,
    event: {
      id: event.id,
      title: event.title,
      date: event.date,
      endDate: event.endDate,
      allDay: event.allDay,
      location: event.location,
      status: event.status,
    },
    name: registration.name,
    email: registration.email,
    places: registration.places,
    status: registration.status,
    answers: answersOf(registration),
    questions: settings?.questions ?? [],
    waitlistPosition: position,
    checkedInAt: registration.checkedInAt,
    canCancel: registration.status !== "cancelled" && now < event.date,
  };
}
