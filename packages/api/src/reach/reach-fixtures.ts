// What the reach and inquiry tests share: a business with members, and callers for a member, a
// visitor whose mail is queued, and staff, on one test database with a clock the test moves.
import type { Database } from "@chamber/db";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { issueFormToken } from "../submissions/form-token.ts";
import { openCallers } from "../testing/callers.ts";

const PUBLIC_URL = "https://chamber.example";

export async function addBusiness(
  db: Database,
  name: string,
  fields: { email?: string | null; published?: boolean; website?: string | null } = {},
) {
  return db.prisma.business.create({
    data: {
      name,
      description: "A shop.",
      category: "Dining",
      address: "1 Ojai Ave, Ojai, CA",
      phone: "(805) 555-0100",
      ...fields,
    },
  });
}

export async function addMember(db: Database, email: string, businessId?: number) {
  const member = await db.prisma.member.create({ data: { name: email.split("@")[0] ?? email, email } });
  if (businessId !== undefined)
    await db.prisma.businessMember.create({ data: { businessId, memberId: member.id, via: "invite" } });
  return member;
}

export async function openReachCallers() {
  const callers = await openCallers();
  const context = {
    db: callers.db,
    now: () => callers.clock.now,
    mail: { staffEmail: "staff@chamber.example", publicUrl: PUBLIC_URL },
  };
  return {
    ...callers,
    /** A visitor whose sends queue mail. */
    sender: createCaller(createInnerContext(context)),
    memberCaller: (member: { id: number; email: string; name: string }) =>
      createCaller(createInnerContext({ ...context, member })),
    /** A form token issued `ageMs` before the clock's now. */
    token: async (ageMs = 10_000) => issueFormToken(callers.db.prisma, new Date(callers.clock.now.getTime() - ageMs)),
  };
}
