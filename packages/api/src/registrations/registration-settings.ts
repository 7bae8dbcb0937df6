// An event's registration settings as they apply to it: its own, or else its series' (each
// occurrence of a series takes the series' settings and counts its own places). No settings: the
// event takes no registrations.
import {
  type RegistrationQuestion,
  registrationQuestion,
  type registrationSettingsOutput,
} from "@chamber/core/schemas";
import type { Prisma, PrismaClient } from "@chamber/db";
import { z } from "zod";
import { registrationEventSelect } from "./registration-mail.ts";

export const settingsSelect = {
  open: true,
  opensAt: true,
  capacity: true,
  closesMinutesBefore: true,
  maxPlaces: true,
  questions: true,
  priceText: true,
} satisfies Prisma.RegistrationSettingsSelect;
type SettingsRow = Prisma.RegistrationSettingsGetPayload<{ select: typeof settingsSelect }>;

/** The settings as the API answers them, before its output turns dates into text. */
export type RegistrationSettings = z.input<typeof registrationSettingsOutput>;
/** A registration row. */
export type Registration = Prisma.RegistrationGetPayload<object>;

const storedQuestions = z.array(registrationQuestion);

/** The questions as stored (written only through the settings' schema). */
const questionsOf = (json: Prisma.JsonValue): RegistrationQuestion[] => storedQuestions.parse(json ?? []);

export function settingsOutput(row: SettingsRow, from: RegistrationSettings["from"]): RegistrationSettings {
  return { from, ...row, questions: questionsOf(row.questions) };
}

/** The settings that apply to an event read with `registrationEventRowSelect`: its own, else its series'. */
export function appliedSettings(row: {
  registration: SettingsRow | null;
  series: { registration: SettingsRow | null } | null;
}): RegistrationSettings | null {
  const inherited = row.series?.registration;
  if (row.registration) return settingsOutput(row.registration, "event");
  return inherited ? settingsOutput(inherited, "series") : null;
}

/** What a registration needs of its event: the mail's columns, whether it is on the site, and its settings. */
export const registrationEventRowSelect = {
  ...registrationEventSelect,
  seriesId: true,
  registration: { select: settingsSelect },
  series: { select: { registration: { select: settingsSelect } } },
} satisfies Prisma.EventSelect;

export type RegistrationEventRow = Prisma.EventGetPayload<{ select: typeof registrationEventSelect }> & {
  seriesId: number | null;
};

export interface EventRegistration {
  event: RegistrationEventRow;
  /** Null: the event takes no registrations. */
  settings: RegistrationSettings | null;
}

/** The first event matching `where` with the settings that apply to it; null when there is none. */
export async function findEventRegistration(
  prisma: PrismaClient | Prisma.TransactionClient,
  where: Prisma.EventWhereInput,
): Promise<EventRegistration | null> {
  const found = await prisma.event.findFirst({ where, select: registrationEventRowSelect });
  if (!found) return null;
  const { registration: _own, series: _series, ...event } = found;
  return { event, settings: appliedSettings(found) };
}
