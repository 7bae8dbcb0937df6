// What the registration tests share: callers whose writes queue mail, form tokens, and an event (or
// a series) taking registrations, on one test database with a clock the tests move.
import type { Prisma } from "@chamber/db";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { issueFormToken } from "../submissions/form-token.ts";
import { DAY, openCallers, testAdmin } from "../testing/callers.ts";

const PUBLIC_URL = "https://chamber.example";

const event = { description: "Cards and coffee.", category: "community", location: "Libbey Park" };

export async function openRegistrationCallers() {
  const callers = await openCallers();
  const context = {
    db: callers.db,
    now: () => callers.clock.now,
    mail: { staffEmail: "staff@chamber.example", publicUrl: PUBLIC_URL },
  };
  const { prisma } = callers.db;
  return {
    ...callers,
    /** A visitor whose registrations queue mail. */
    sender: createCaller(createInnerContext(context)),
    /** Staff whose writes queue mail. */
    staff: createCaller(createInnerContext({ ...context, admin: testAdmin() })),
    /** A form token issued `ageMs` before the clock's now. */
    token: async (ageMs = 10_000) => issueFormToken(prisma, new Date(callers.clock.now.getTime() - ageMs)),
    /** An event `inDays` days after the clock's now, taking registrations with `settings`. */
    async eventWith(
      settings: Omit<Prisma.RegistrationSettingsUncheckedCreateInput, "eventId" | "seriesId"> | null,
      inDays = 10,
      title = "Business Mixer",
    ) {
      const created = await callers.admin.event.create({
        ...event,
        title,
        date: new Date(callers.clock.now.getTime() + inDays * DAY).toISOString(),
      });
      if (settings)
        await prisma.registrationSettings.create({ data: { eventId: created.id, open: true, ...settings } });
      return created;
    },
    /** The messages queued to `to`, oldest first. */
    mailTo: (to: string) => prisma.outboxMessage.findMany({ where: { to }, orderBy: { id: "asc" } }),
  };
}
