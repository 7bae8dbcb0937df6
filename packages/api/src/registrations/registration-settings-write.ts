// Staff set an event's (or a series') registration: the whole settings at once, each new question
// given an id its answers are kept under. A larger capacity (or none) confirms the first on the
// waitlist who fit, on the event or on each coming occurrence that takes the series' settings.
import { randomBytes } from "node:crypto";
import type { registrationSettingsFields } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { z } from "zod";
import { registrationEventSelect } from "./registration-mail.ts";
import { type PlacesContext, promoteWaitlist } from "./registration-places.ts";
import { settingsOutput, settingsSelect } from "./registration-settings.ts";

type Fields = z.output<typeof registrationSettingsFields>;
type Tx = Prisma.TransactionClient;

/** The questions with an id each: kept ones keep theirs (so stored answers still match). */
function withIds(questions: Fields["questions"]) {
  const taken = new Set(questions.flatMap((question) => (question.id ? [question.id] : [])));
  return questions.map((question) => {
    let id = question.id;
    while (!id || (taken.has(id) && id !== question.id)) id = `q${randomBytes(3).toString("hex")}`;
    taken.add(id);
    return {
      id,
      label: question.label,
      kind: question.kind,
      required: question.required,
      ...(question.kind === "choice" ? { choices: question.choices ?? [] } : {}),
    };
  });
}

/** Writes the whole settings of their owner, an event or a series. */
function upsertSettings(tx: Tx, owner: { eventId: number } | { seriesId: number }, fields: Fields) {
  const data = { ...fields, questions: withIds(fields.questions) };
  return tx.registrationSettings.upsert({
    where: owner,
    create: { ...owner, ...data },
    update: data,
    select: settingsSelect,
  });
}

/** Sets an event's own settings and gives any places freed to its waitlist. */
export async function saveEventSettings(ctx: PlacesContext, tx: Tx, eventId: number, fields: Fields) {
  const row = await upsertSettings(tx, { eventId }, fields);
  const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: registrationEventSelect });
  await promoteWaitlist(ctx, tx, event);
  return settingsOutput(row, "event");
}

/** Sets a series' settings; each coming occurrence without its own gives its freed places to its waitlist. */
export async function saveSeriesSettings(ctx: PlacesContext, tx: Tx, seriesId: number, fields: Fields) {
  const row = await upsertSettings(tx, { seriesId }, fields);
  const occurrences = await tx.event.findMany({
    where: { seriesId, registration: null, date: { gt: ctx.now() }, registrations: { some: { status: "waitlisted" } } },
    select: registrationEventSelect,
    orderBy: { id: "asc" },
  });
  for (const event of occurrences) await promoteWaitlist(ctx, tx, event);
  return settingsOutput(row, "series");
}
