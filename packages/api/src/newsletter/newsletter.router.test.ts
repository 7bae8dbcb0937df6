// The newsletter's double opt-in through createCaller: a sign-up is pending and mailed a link; the
// link's GET changes nothing and its POST confirms; lists and the members-only rule; unsubscribe.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { type Callers, errorCodeOf, openCallers, T0 } from "../testing/callers.ts";

const PUBLIC_URL = "https://chamber.test";

let callers: Callers;
let visitor: ReturnType<typeof createCaller>;

beforeAll(async () => {
  callers = await openCallers();
  visitor = createCaller(
    createInnerContext({
      db: callers.db,
      now: () => callers.clock.now,
      mail: { staffEmail: "staff@chamber.test", publicUrl: PUBLIC_URL },
    }),
  );
});
afterAll(() => callers?.close());
beforeEach(async () => {
  await callers.db.prisma.newsletterSubscription.deleteMany();
  await callers.db.prisma.outboxMessage.deleteMany();
  callers.clock.now = T0;
});

const row = (email: string) => callers.db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } });
const mailsTo = (to: string) => callers.db.prisma.outboxMessage.findMany({ where: { to }, orderBy: { id: "asc" } });
const linkToken = (text: string, page: "confirm" | "unsubscribe") =>
  new RegExp(`${PUBLIC_URL}/newsletter/${page}/([0-9a-f]+)`).exec(text)?.[1];

describe("signing up", () => {
  test("a new address is pending, not active, and mailed its confirmation link", async () => {
    const receipt = await visitor.newsletter.subscribe({ email: " Rosa@Example.com " });
    expect(receipt.success).toBe(true);
    const rosa = await row("rosa@example.com");
    expect(rosa).toMatchObject({ status: "pending", isActive: false, lists: ["news", "events"], confirmedAt: null });
    const [mail, ...more] = await mailsTo("rosa@example.com");
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/Confirm your subscription/);
    expect(linkToken(mail?.text ?? "", "confirm")).toBe(rosa.token);
  });

  test("answers the same for a confirmed address, which keeps its lists and is mailed its preferences link", async () => {
    const first = await visitor.newsletter.subscribe({ email: "ann@example.com", lists: ["news"] });
    const ann = await row("ann@example.com");
    await visitor.newsletter.confirm({ token: ann.token });
    const again = await visitor.newsletter.subscribe({ email: "ann@example.com", lists: ["events"] });
    expect(again).toEqual(first);
    expect(await row("ann@example.com")).toMatchObject({ status: "confirmed", isActive: true, lists: ["news"] });
    const mails = await mailsTo("ann@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Confirm/),
      expect.stringMatching(/already subscribed/),
    ]);
    expect(linkToken(mails[1]?.text ?? "", "unsubscribe")).toBe(ann.token);
  });

  test("an unsubscribed or bounced address signing up again is pending again with a new mail", async () => {
    for (const status of ["unsubscribed", "bounced"] as const) {
      const email = `${status}@example.com`;
      await callers.db.prisma.newsletterSubscription.create({ data: { email, status } });
      await visitor.newsletter.subscribe({ email, lists: ["events"] });
      expect(await row(email)).toMatchObject({ status: "pending", isActive: false, lists: ["events"] });
      expect(await mailsTo(email)).toHaveLength(1);
    }
  });

  test("the members-only list is refused for an address that is no member account's, allowed for one", async () => {
    expect(await errorCodeOf(visitor.newsletter.subscribe({ email: "x@example.com", lists: ["members"] }))).toBe(
      "BAD_REQUEST",
    );
    expect(await callers.db.prisma.newsletterSubscription.count()).toBe(0);
    await callers.db.prisma.member.upsert({
      where: { email: "member@example.com" },
      create: { email: "member@example.com", name: "Mia Member" },
      update: {},
    });
    await visitor.newsletter.subscribe({ email: "Member@example.com", lists: ["members", "news"] });
    expect(await row("member@example.com")).toMatchObject({ lists: ["news", "members"] });
  });

  test("a database row can never be active without being confirmed", async () => {
    await expect(
      callers.db.prisma.newsletterSubscription.create({ data: { email: "odd@example.com", isActive: true } }),
    ).rejects.toThrow();
  });
});

describe("the subscriber's links", () => {
  const pending = async (email = "rosa@example.com") => {
    await visitor.newsletter.subscribe({ email });
    return (await row(email)).token;
  };

  test("reading the confirmation changes nothing; confirming does, once, and repeats answer the same", async () => {
    const token = await pending();
    expect(await visitor.newsletter.confirmation({ token })).toMatchObject({
      status: "pending",
      email: "ro…@example.com",
    });
    expect((await row("rosa@example.com")).status).toBe("pending");
    callers.clock.now = new Date(T0.getTime() + 60_000);
    const confirmed = await visitor.newsletter.confirm({ token });
    expect(confirmed).toMatchObject({ status: "confirmed", lists: ["news", "events"], membersListAllowed: false });
    expect(await row("rosa@example.com")).toMatchObject({ isActive: true, confirmedAt: callers.clock.now });
    expect(await visitor.newsletter.confirm({ token })).toEqual(confirmed);
  });

  test("an unknown token is not found, on every link", async () => {
    const token = "0".repeat(64);
    expect(await errorCodeOf(visitor.newsletter.confirmation({ token }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(visitor.newsletter.confirm({ token }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(visitor.newsletter.preferences({ token }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(visitor.newsletter.updatePreferences({ token, lists: ["news"] }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(visitor.newsletter.unsubscribe({ token }))).toBe("NOT_FOUND");
  });

  test("preferences: chosen lists are kept; none, or members-only for a non-member, is refused", async () => {
    const token = await pending();
    expect(await visitor.newsletter.updatePreferences({ token, lists: ["events"] })).toMatchObject({
      lists: ["events"],
    });
    expect((await visitor.newsletter.preferences({ token })).lists).toEqual(["events"]);
    expect(await errorCodeOf(visitor.newsletter.updatePreferences({ token, lists: [] }))).toBe("BAD_REQUEST");
    expect(await errorCodeOf(visitor.newsletter.updatePreferences({ token, lists: ["members"] }))).toBe("BAD_REQUEST");
    expect((await row("rosa@example.com")).lists).toEqual(["events"]);
  });

  test("unsubscribing ends the subscription, repeats answer the same, and the link then confirms nothing", async () => {
    const token = await pending();
    await visitor.newsletter.confirm({ token });
    const left = await visitor.newsletter.unsubscribe({ token });
    expect(left.status).toBe("unsubscribed");
    expect(await row("rosa@example.com")).toMatchObject({ isActive: false, unsubscribedAt: T0 });
    expect(await visitor.newsletter.unsubscribe({ token })).toEqual(left);
    expect(await errorCodeOf(visitor.newsletter.confirm({ token }))).toBe("CONFLICT");
    expect(await errorCodeOf(visitor.newsletter.updatePreferences({ token, lists: ["news"] }))).toBe("CONFLICT");
  });
});

describe("the staff's list", () => {
  test("shows status and lists, and filters by status", async () => {
    await visitor.newsletter.subscribe({ email: "a@example.com" });
    await visitor.newsletter.subscribe({ email: "b@example.com" });
    await visitor.newsletter.confirm({ token: (await row("b@example.com")).token });
    const all = await callers.admin.newsletter.list({});
    expect(all.map((s) => [s.email, s.status, s.isActive])).toEqual([
      ["b@example.com", "confirmed", true],
      ["a@example.com", "pending", false],
    ]);
    expect((await callers.admin.newsletter.list({ status: "confirmed" })).map((s) => s.email)).toEqual([
      "b@example.com",
    ]);
  });
});
