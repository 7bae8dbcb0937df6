// The staff's Members area through createCaller: invitations (with and without mail), removal of
// access that ends the member's sessions, the people and a listing's history, and the refusals.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authenticate } from "../auth/authenticate.ts";
import { startSession } from "../auth/sessions.ts";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { type Callers, errorCodeOf, openCallers, testAdmin } from "../testing/callers.ts";

const mail = { staffEmail: "staff@chamber.test", publicUrl: "https://chamber.test" };

let callers: Callers;
let mailingStaff: ReturnType<typeof createCaller>;
let businessId: number;

beforeAll(async () => {
  callers = await openCallers();
  mailingStaff = createCaller(
    createInnerContext({
      db: callers.db,
      now: () => callers.clock.now,
      mail,
      admin: testAdmin(),
    }),
  );
  const business = await callers.admin.business.create({
    name: "Ojai Olive Oil",
    description: "Oil pressed on the ranch.",
    category: "retail",
    address: "1811 Ojai Creek Rd",
    phone: "(805) 555-0123",
  });
  businessId = business.id;
});
afterAll(() => callers?.close());

describe("members: invitations", () => {
  test("without mail: 201's body carries the link; the person may edit at once", async () => {
    const { member, inviteUrl } = await callers.admin.memberAdmin.invite({
      id: businessId,
      name: "Rosa Diaz",
      email: "Rosa@OjaiOlive.example",
    });
    expect(member).toMatchObject({ name: "Rosa Diaz", email: "rosa@ojaiolive.example", via: "invite" });
    expect(inviteUrl).toMatch(/^\/account\/verify\?token=/);
    const people = await callers.admin.memberAdmin.ofBusiness({ id: businessId });
    expect(people.map((person) => person.email)).toEqual(["rosa@ojaiolive.example"]);
    const [overview] = (await callers.admin.memberAdmin.list({})).filter((row) => row.id === member.id);
    expect(overview).toMatchObject({
      businesses: [{ id: businessId, name: "Ojai Olive Oil", via: "invite" }],
      lastSignInAt: null,
      invitedUntil: expect.any(String),
    });
  });

  test("with mail: the invitation is mailed and no link is answered; a member keeps their name", async () => {
    const { member, inviteUrl } = await mailingStaff.memberAdmin.invite({
      id: businessId,
      name: "Someone Else",
      email: "rosa@ojaiolive.example",
    });
    expect(inviteUrl).toBeUndefined();
    expect(member.name).toBe("Rosa Diaz");
    const message = await callers.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: "rosa@ojaiolive.example" } });
    expect(message.subject).toBe("Invitation to edit “Ojai Olive Oil”");
    expect(message.text).toContain("https://chamber.test/account/verify?token=");
  });
});

describe("members: removing access", () => {
  test("ends every session of the member at once", async () => {
    const member = await callers.db.prisma.member.findUniqueOrThrow({ where: { email: "rosa@ojaiolive.example" } });
    const { tab } = await startSession(callers.db.prisma, { memberId: member.id }, callers.clock.now);
    expect((await authenticate(callers.db.prisma, tab.token, callers.clock.now)).member?.id).toBe(member.id);
    expect(await callers.admin.memberAdmin.remove({ id: businessId, memberId: member.id })).toEqual({
      success: true,
      id: member.id,
    });
    expect((await authenticate(callers.db.prisma, tab.token, callers.clock.now)).member).toBeNull();
    expect(await callers.admin.memberAdmin.ofBusiness({ id: businessId })).toEqual([]);
    expect(await errorCodeOf(callers.admin.memberAdmin.remove({ id: businessId, memberId: member.id }))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("members: a listing's history", () => {
  test("who (a member's name, or Staff), when, each field's old and new value, newest first", async () => {
    const member = await callers.db.prisma.member.findUniqueOrThrow({ where: { email: "rosa@ojaiolive.example" } });
    await callers.db.prisma.listingChange.createMany({
      data: [
        { businessId, memberId: member.id, changes: { phone: { from: "1", to: "2" } }, createdAt: new Date(1_000) },
        { businessId, memberId: null, changes: { name: { from: "A", to: "B" } }, createdAt: new Date(2_000) },
      ],
    });
    const history = await callers.admin.memberAdmin.changes({ id: businessId });
    expect(history.map(({ by, fields }) => ({ by, fields }))).toEqual([
      { by: "Staff", fields: [{ field: "name", from: "A", to: "B" }] },
      { by: "Rosa Diaz", fields: [{ field: "phone", from: "1", to: "2" }] },
    ]);
  });
});

describe("members: refusals", () => {
  test("an unknown business is 404", async () => {
    const missing = { id: 999_999 };
    expect(await errorCodeOf(callers.admin.memberAdmin.ofBusiness(missing))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.memberAdmin.changes(missing))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.memberAdmin.invite({ ...missing, name: "A", email: "a@b.example" }))).toBe(
      "NOT_FOUND",
    );
  });

  test("a visitor and a member are refused every staff operation", async () => {
    const member = await callers.db.prisma.member.findFirstOrThrow();
    const asMember = createCaller(createInnerContext({ db: callers.db, member }));
    for (const caller of [callers.visitor, asMember]) {
      const calls = [
        caller.memberAdmin.list({}),
        caller.memberAdmin.ofBusiness({ id: businessId }),
        caller.memberAdmin.changes({ id: businessId }),
        caller.memberAdmin.invite({ id: businessId, name: "A", email: "a@b.example" }),
        caller.memberAdmin.remove({ id: businessId, memberId: member.id }),
      ];
      for (const call of calls) expect(await errorCodeOf(call)).toBe("UNAUTHORIZED");
    }
  });

  test("a bad invitation names its fields", async () => {
    expect(await errorCodeOf(callers.admin.memberAdmin.invite({ id: businessId, name: "", email: "nope" }))).toBe(
      "BAD_REQUEST",
    );
  });
});
