// The event the server's registration tests sign people up for (REST, posted forms, mail): a
// ribbon cutting a week after T0, taking registrations with `settings`.
import type { Database, Prisma } from "@chamber/db";
import { at, days, T0 } from "./helpers.ts";

type Settings = Omit<Prisma.RegistrationSettingsUncheckedCreateInput, "eventId" | "seriesId">;

export async function eventTakingRegistrations(prisma: Database["prisma"], settings: Settings) {
  const event = await prisma.event.create({
    data: {
      title: "Ribbon Cutting",
      description: "New bakery.",
      category: "Networking",
      location: "Ojai Ave",
      date: at(T0, days(7)),
    },
  });
  await prisma.registrationSettings.create({ data: { eventId: event.id, ...settings } });
  return event;
}
