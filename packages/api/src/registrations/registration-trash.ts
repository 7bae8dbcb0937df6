// An event's registrations (and its own settings) travel with it into the trash (decision 013): the
// delete cascades them away, so they are kept inside the event's DeletedRow and the undo puts them
// back with the event — same ids, same statuses — instead of losing everyone who had signed up.
import type { Prisma } from "@chamber/db";

type Tx = Prisma.TransactionClient;

/** The key of the kept rows inside the event's stored row (no Event column is named so). */
const KEPT = "registrationsKept";

interface Kept {
  settings: Prisma.RegistrationSettingsUncheckedCreateInput | null;
  registrations: Prisma.RegistrationUncheckedCreateInput[];
}

/** Reads what the event's delete will cascade away, to store beside its row (as JSON, like the row). */
export async function keepRegistrations(tx: Tx, eventId: number) {
  const [settings, registrations] = await Promise.all([
    tx.registrationSettings.findUnique({ where: { eventId } }),
    tx.registration.findMany({ where: { eventId }, orderBy: { id: "asc" } }),
  ]);
  return { [KEPT]: { settings, registrations } };
}

/** The stored row without what was kept beside it, and a function that puts the kept rows back. */
export function withoutKept<Row extends Record<string, unknown>>(stored: Row) {
  const { [KEPT]: kept, ...row } = stored;
  return {
    row,
    async putBack(tx: Tx): Promise<void> {
      const { settings, registrations } = (kept ?? { settings: null, registrations: [] }) as Kept;
      if (settings) await tx.registrationSettings.create({ data: settings });
      if (registrations.length > 0) await tx.registration.createMany({ data: registrations });
    },
  };
}
