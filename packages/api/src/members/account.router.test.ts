// A member's sign-in by a mailed link, through createCaller: the one answer for every address,
// what is mailed and to whom, a link used once and only for 15 minutes, the per-address and
// per-client limits, and the two kinds of session kept apart (a member is no admin, an admin no member).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authenticate } from "../auth/authenticate.ts";
import { createInnerContext } from "../context.ts";
import { afterAnswerSettled } from "../mail/after-answer.ts";
import { MemoryLimiter } from "../rate-limit/limiter.ts";
import { defaultRateLimits } from "../rate-limit/rules.ts";
import { createCaller } from "../root.ts";
import { type Callers, errorCodeOf, MINUTE, openCallers, T0 } from "../testing/callers.ts";
import { issueMemberLink } from "./member-links.ts";

const PUBLIC_URL = "https://chamber.example";
let callers: Callers;
/** A visitor whose requests may queue mail. */
let mailing: ReturnType<typeof createCaller>;
let owner: { id: number; email: string };

beforeAll(async () => {
  callers = await openCallers();
  mailing = createCaller(
    createInnerContext({
      db: callers.db,
      now: () => callers.clock.now,
      mail: { staffEmail: null, publicUrl: PUBLIC_URL },
    }),
  );
  const business = await callers.admin.business.create({
    name: "Ojai Coffee Roasters",
    description: "Coffee.",
    category: "dining",
    address: "337 E Ojai Ave",
    phone: "555-0142",
  });
  owner = await callers.db.prisma.member.create({ data: { name: "Rosa Vega", email: "rosa@ojaicoffee.example" } });
  await callers.db.prisma.businessMember.create({
    data: { businessId: business.id, memberId: owner.id, via: "invite" },
  });
  // A member without any business (their access was removed): no link for them.
  await callers.db.prisma.member.create({ data: { name: "Former Owner", email: "former@example.com" } });
});
afterAll(() => callers?.close());

const outbox = () => callers.db.prisma.outboxMessage.findMany({ orderBy: { id: "asc" } });
const linkIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";

/** A caller holding the member's (or anyone's) bearer token, as the HTTP context would build it. */
async function callerWith(token: string) {
  const who = await authenticate(callers.db.prisma, token, callers.clock.now);
  return createCaller(createInnerContext({ db: callers.db, now: () => callers.clock.now, ...who, token }));
}

async function signedInOwner() {
  callers.clock.now = T0;
  const link = await callers.db.prisma.$transaction((tx) =>
    issueMemberLink(tx, { memberId: owner.id, purpose: "signIn" }, T0),
  );
  const { token } = await callers.visitor.account.verify({ token: link.token });
  return { token, member: await callerWith(token) };
}

describe("asking for a sign-in link", () => {
  test("answers the same for a member, a member without a business and a stranger; mails only the member", async () => {
    callers.clock.now = T0;
    await callers.db.prisma.outboxMessage.deleteMany();
    const answers = [];
    for (const email of ["Rosa@OjaiCoffee.example ", "former@example.com", "nobody@example.com"])
      answers.push(await mailing.account.signIn({ email }));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await afterAnswerSettled();
    const mails = await outbox();
    expect(mails.map((mail) => mail.to)).toEqual(["rosa@ojaicoffee.example"]);
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/account/verify?token=`);
    expect(mails[0]?.text).toContain("Hello Rosa Vega,");
  });

  test("queues nothing when no mail goes out", async () => {
    await callers.db.prisma.outboxMessage.deleteMany();
    await callers.visitor.account.signIn({ email: "rosa@ojaicoffee.example" });
    await afterAnswerSettled();
    expect(await outbox()).toEqual([]);
  });

  test("refuses an address that is not one", async () => {
    expect(await errorCodeOf(mailing.account.signIn({ email: "rosa" }))).toBe("BAD_REQUEST");
  });

  test("is limited per address (5 in 15 minutes) and per client (20), whoever the address is", async () => {
    const limiter = new MemoryLimiter({ now: () => callers.clock.now.getTime() });
    const from = (client: string) =>
      createCaller(
        createInnerContext({
          db: callers.db,
          now: () => callers.clock.now,
          rateLimits: { limiter, rules: defaultRateLimits },
          client,
        }),
      );
    callers.clock.now = T0;
    for (const email of ["rosa@ojaicoffee.example", "nobody@example.com"]) {
      for (let i = 0; i < 5; i++) await from(`10.0.0.${i}`).account.signIn({ email });
      expect(await errorCodeOf(from("10.0.0.9").account.signIn({ email }))).toBe("TOO_MANY_REQUESTS");
    }
    const client = from("10.0.1.1");
    for (let i = 0; i < 20; i++) await client.account.signIn({ email: `person${i}@example.com` });
    expect(await errorCodeOf(client.account.signIn({ email: "another@example.com" }))).toBe("TOO_MANY_REQUESTS");
    callers.clock.now = new Date(T0.getTime() + 15 * MINUTE);
    await client.account.signIn({ email: "rosa@ojaicoffee.example" });
    await afterAnswerSettled();
  });
});

describe("following the link", () => {
  test("signs the member in once: a second use is LINK_INVALID", async () => {
    callers.clock.now = T0;
    const link = await callers.db.prisma.$transaction((tx) =>
      issueMemberLink(tx, { memberId: owner.id, purpose: "signIn" }, T0),
    );
    const signedIn = await callers.visitor.account.verify({ token: link.token });
    expect(new Date(signedIn.expiresAt).getTime()).toBe(T0.getTime() + 15 * MINUTE);
    expect((await callers.db.prisma.member.findUniqueOrThrow({ where: { id: owner.id } })).lastSignInAt).toEqual(T0);
    const again = callers.visitor.account.verify({ token: link.token });
    await expect(again).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { errorCode: "LINK_INVALID" } });
  });

  test("refuses a link past its 15 minutes, and one that never was", async () => {
    callers.clock.now = T0;
    const link = await callers.db.prisma.$transaction((tx) =>
      issueMemberLink(tx, { memberId: owner.id, purpose: "signIn" }, T0),
    );
    callers.clock.now = new Date(T0.getTime() + 15 * MINUTE);
    for (const token of [link.token, "never-issued-token"]) {
      const refused = callers.visitor.account.verify({ token });
      await expect(refused).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { errorCode: "LINK_INVALID" } });
    }
  });

  test("a claim's or an invitation's link signs in too", async () => {
    callers.clock.now = T0;
    const link = await callers.db.prisma.$transaction((tx) =>
      issueMemberLink(tx, { memberId: owner.id, purpose: "invite" }, T0),
    );
    const { token } = await callers.visitor.account.verify({ token: link.token });
    expect((await (await callerWith(token)).account.me({})).id).toBe(owner.id);
  });
});

describe("the member's session", () => {
  test("says who the member is and which businesses they keep", async () => {
    const { member } = await signedInOwner();
    expect(await member.account.me({})).toEqual({
      id: owner.id,
      name: "Rosa Vega",
      email: "rosa@ojaicoffee.example",
      businesses: [{ id: expect.any(Number), name: "Ojai Coffee Roasters", slug: "ojai-coffee-roasters" }],
    });
  });

  test("grants nothing of the admin's, and an admin nothing of the member's", async () => {
    const { member } = await signedInOwner();
    expect(await errorCodeOf(member.memberLink.signInLink({ id: owner.id }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(member.auth.me({}))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(member.mail.failing({}))).toBe("UNAUTHORIZED");
    for (const caller of [callers.admin, callers.visitor]) {
      expect(await errorCodeOf(caller.account.me({}))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.account.signOut({}))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.account.signOutEverywhere({}))).toBe("UNAUTHORIZED");
    }
  });

  test("signing out ends this session only; signing out everywhere ends them all", async () => {
    const first = await signedInOwner();
    const second = await signedInOwner();
    await first.member.account.signOut({});
    expect(await errorCodeOf((await callerWith(first.token)).account.me({}))).toBe("UNAUTHORIZED");
    expect((await (await callerWith(second.token)).account.me({})).id).toBe(owner.id);
    const third = await signedInOwner();
    const ended = await third.member.account.signOutEverywhere({});
    expect(ended.sessionsEnded).toBeGreaterThanOrEqual(2);
    for (const token of [second.token, third.token])
      expect(await errorCodeOf((await callerWith(token)).account.me({}))).toBe("UNAUTHORIZED");
  });
});

describe("staff's copy of a sign-in link", () => {
  test("answers a link that signs the member in", async () => {
    callers.clock.now = T0;
    const { url, expiresAt } = await callers.admin.memberLink.signInLink({ id: owner.id });
    expect(url).toMatch(/^\/account\/verify\?token=[\w-]{43}$/);
    expect(new Date(expiresAt).getTime()).toBe(T0.getTime() + 15 * MINUTE);
    const { token } = await callers.visitor.account.verify({ token: linkIn(url) });
    expect((await (await callerWith(token)).account.me({})).id).toBe(owner.id);
  });

  test("404 for an unknown member; refused to a visitor", async () => {
    expect(await errorCodeOf(callers.admin.memberLink.signInLink({ id: 999_999 }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.visitor.memberLink.signInLink({ id: owner.id }))).toBe("UNAUTHORIZED");
  });
});
