// The account's router tests: members signed in through real sessions (startSession, then the tab
// token as a bearer, as a browser's request carries it), staff and a visitor, all with mail on so
// the outbox shows what each decision sends.
import { startSession } from "../auth/sessions.ts";
import { contextFactory, createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { type Callers, openCallers, RecordingCache, T0, testAdmin } from "../testing/callers.ts";

const mail = { staffEmail: "staff@chamber.example", publicUrl: "https://chamber.example" };

export interface AccountCallers extends Callers {
  /** Staff, with mail on. */
  staff: ReturnType<typeof createCaller>;
  /** A new member with access to `businessIds`, signed in. */
  member(
    name: string,
    businessIds: number[],
  ): Promise<{ id: number; email: string; caller: ReturnType<typeof createCaller> }>;
  /** Mail queued to `to`, oldest first. */
  mailTo(to: string): Promise<{ subject: string; text: string }[]>;
}

export async function openAccountCallers(): Promise<AccountCallers> {
  const cache = new RecordingCache();
  const callers = await openCallers({ cache });
  const { db, clock } = callers;
  const options = { db, now: () => clock.now, cache, mail };
  const staff = createCaller(createInnerContext({ ...options, admin: testAdmin() }));
  let serial = 0;
  return {
    ...callers,
    staff,
    async member(name, businessIds) {
      serial += 1;
      const email = `member${serial}-${Date.now()}@example.com`;
      const member = await db.prisma.member.create({ data: { name, email } });
      await db.prisma.businessMember.createMany({
        data: businessIds.map((businessId) => ({ businessId, memberId: member.id, via: "invite" })),
      });
      const { tab } = await startSession(db.prisma, { memberId: member.id }, T0);
      const ctx = await contextFactory(options)({ req: { headers: { authorization: `Bearer ${tab.token}` } } });
      return { id: member.id, email, caller: createCaller(ctx) };
    },
    mailTo: (to) =>
      db.prisma.outboxMessage.findMany({
        where: { to },
        orderBy: { id: "asc" },
        select: { subject: true, text: true },
      }),
  };
}
