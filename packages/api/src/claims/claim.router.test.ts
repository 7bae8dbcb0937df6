// Claims through createCaller: the proof by the listing's e-mail and by its website's domain,
// the staff's queue for the rest, the decisions and their mail, and the spam check.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { grantFromLink } from "../members/link-grants.ts";
import { useMemberLink } from "../members/member-links.ts";
import { createCaller } from "../root.ts";
import { type Callers, errorCodeOf, openCallers, T0, testAdmin } from "../testing/callers.ts";

const SECOND = 1000;
const PUBLIC_URL = "https://chamber.test";
const mail = { staffEmail: "staff@chamber.test", publicUrl: PUBLIC_URL };

let callers: Callers;
/** Callers of a server that sends mail (the outbox is filled). */
let visitor: ReturnType<typeof createCaller>;
let staff: ReturnType<typeof createCaller>;
let businessId: number;

beforeAll(async () => {
  callers = await openCallers();
  const context = { db: callers.db, now: () => callers.clock.now, mail };
  visitor = createCaller(createInnerContext(context));
  staff = createCaller(createInnerContext({ ...context, admin: testAdmin() }));
  const business = await callers.admin.business.create({
    name: "Topa Topa Bikes",
    description: "Rentals and repairs.",
    category: "retail",
    address: "312 E Ojai Ave",
    phone: "(805) 555-0188",
    email: "Hello@TopaTopaBikes.co.uk",
    website: "https://www.topatopabikes.co.uk/rentals",
  });
  businessId = business.id;
});
afterAll(() => callers?.close());

/** A form token issued now, with the clock moved past the 3 s minimum. */
async function formToken(): Promise<string> {
  const { token } = await callers.visitor.submission.token({});
  callers.clock.now = new Date(callers.clock.now.getTime() + 5 * SECOND);
  return token;
}

const claim = async (email: string, name = "Sam Ortiz", id = businessId) =>
  visitor.claim.submit({ id, name, email, formToken: await formToken() });

/** The token of the newest link mailed to `to` (from its URL), and the mail itself. */
async function lastMailTo(to: string) {
  const message = await callers.db.prisma.outboxMessage.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
  const token = message.text.match(/token=([\w-]+)/)?.[1] ?? null;
  return { ...message, token };
}

const accessOf = (email: string) =>
  callers.db.prisma.businessMember.findMany({ where: { businessId, member: { email } }, select: { via: true } });

describe("claims: proved by a link", () => {
  test("by the listing's own e-mail, whatever its case: the link grants access at once", async () => {
    const receipt = await claim("hello@topatopabikes.co.uk");
    expect(receipt.status).toBe("received");
    const row = await callers.db.prisma.listingClaim.findFirstOrThrow({
      where: { email: "hello@topatopabikes.co.uk" },
    });
    expect(row).toMatchObject({ status: "pending", matchedBy: "email" });
    const mailed = await lastMailTo("hello@topatopabikes.co.uk");
    expect(mailed.text).toContain(`${PUBLIC_URL}/account/verify?token=`);
    expect(await accessOf("hello@topatopabikes.co.uk")).toEqual([]);

    await callers.db.prisma.$transaction(async (tx) => {
      const link = await useMemberLink(tx, mailed.token ?? "", callers.clock.now);
      expect(link).toMatchObject({ purpose: "claim", claimId: row.id });
      if (link) await grantFromLink(tx, link, callers.clock.now);
    });
    expect(await accessOf("hello@topatopabikes.co.uk")).toEqual([{ via: "claim" }]);
    const proved = await callers.db.prisma.listingClaim.findUniqueOrThrow({ where: { id: row.id } });
    expect(proved).toMatchObject({ status: "approved", matchedBy: "email" });
    // The link is spent: a second use is refused.
    const again = await callers.db.prisma.$transaction((tx) =>
      useMemberLink(tx, mailed.token ?? "", callers.clock.now),
    );
    expect(again).toBeNull();
  });

  test("by the website's registrable domain (another subdomain); a link past 15 minutes is refused", async () => {
    await claim("ana@shop.topatopabikes.co.uk", "Ana Ruiz");
    const row = await callers.db.prisma.listingClaim.findFirstOrThrow({
      where: { email: "ana@shop.topatopabikes.co.uk" },
    });
    expect(row.matchedBy).toBe("domain");
    const { token } = await lastMailTo("ana@shop.topatopabikes.co.uk");
    const late = new Date(callers.clock.now.getTime() + 16 * 60 * SECOND);
    expect(await callers.db.prisma.$transaction((tx) => useMemberLink(tx, token ?? "", late))).toBeNull();
  });

  test("a second claim while one is pending adds none; a member already in gets a sign-in link", async () => {
    const before = await callers.db.prisma.listingClaim.count();
    await claim("ana@shop.topatopabikes.co.uk", "Ana Ruiz");
    expect(await callers.db.prisma.listingClaim.count()).toBe(before);
    expect((await lastMailTo("ana@shop.topatopabikes.co.uk")).subject).toContain("Confirm");
    await claim("HELLO@topatopabikes.co.uk");
    expect(await callers.db.prisma.listingClaim.count()).toBe(before);
    expect((await lastMailTo("hello@topatopabikes.co.uk")).subject).toContain("already manage");
  });
});

describe("claims: decided by staff", () => {
  test("an address that does not match waits for staff, who are told", async () => {
    await claim("sam.ortiz@gmail.com");
    const pending = await staff.claim.list({ status: "pending" });
    const mine = pending.find((row) => row.email === "sam.ortiz@gmail.com");
    expect(mine).toMatchObject({
      matchedBy: null,
      business: { id: businessId, name: "Topa Topa Bikes", email: "Hello@TopaTopaBikes.co.uk" },
      member: { email: "sam.ortiz@gmail.com" },
    });
    expect((await lastMailTo("staff@chamber.test")).subject).toBe("Claim to review: “Topa Topa Bikes”");
    // A repeat tells staff nothing new.
    const notices = await callers.db.prisma.outboxMessage.count({ where: { to: "staff@chamber.test" } });
    await claim("sam.ortiz@gmail.com");
    expect(await callers.db.prisma.outboxMessage.count({ where: { to: "staff@chamber.test" } })).toBe(notices);
  });

  test("approval grants access and mails a link that waits 72 hours; deciding twice is 409", async () => {
    const [pending] = (await staff.claim.list({ status: "pending" })).filter(
      (row) => row.email === "sam.ortiz@gmail.com",
    );
    const approved = await staff.claim.approve({ id: pending?.id ?? 0 });
    expect(approved).toMatchObject({ status: "approved", decidedAt: expect.any(String) });
    expect(approved.inviteUrl).toBeUndefined();
    expect(await accessOf("sam.ortiz@gmail.com")).toEqual([{ via: "claim" }]);
    const mailed = await lastMailTo("sam.ortiz@gmail.com");
    expect(mailed.subject).toBe("You can now edit “Topa Topa Bikes”");
    const link = await callers.db.prisma.memberLink.findFirstOrThrow({
      where: { member: { email: "sam.ortiz@gmail.com" } },
      orderBy: { id: "desc" },
    });
    expect(link.purpose).toBe("invite");
    expect(link.expiresAt.getTime() - callers.clock.now.getTime()).toBe(72 * 60 * 60 * SECOND);
    expect(await errorCodeOf(staff.claim.approve({ id: approved.id }))).toBe("CONFLICT");
    expect(await errorCodeOf(staff.claim.reject({ id: approved.id, reason: "No" }))).toBe("CONFLICT");
  });

  test("refusal mails the reason; a refused claim's link no longer grants", async () => {
    await claim("someone@elsewhere.example", "Pat Doe");
    const [pending] = (await staff.claim.list({ status: "pending" })).filter(
      (row) => row.email === "someone@elsewhere.example",
    );
    const refused = await staff.claim.reject({
      id: pending?.id ?? 0,
      reason: "We could not reach you at the listed number.",
    });
    expect(refused).toMatchObject({ status: "rejected", reason: "We could not reach you at the listed number." });
    const mailed = await lastMailTo("someone@elsewhere.example");
    expect(mailed.text).toContain("We could not reach you at the listed number.");
    expect(await accessOf("someone@elsewhere.example")).toEqual([]);
    expect((await staff.claim.list({ status: "rejected" })).map((row) => row.id)).toContain(refused.id);
  });

  test("without mail, approval answers the link for staff to hand over", async () => {
    await claim("quiet@elsewhere.example", "Quinn");
    const [pending] = (await callers.admin.claim.list({ status: "pending" })).filter(
      (row) => row.email === "quiet@elsewhere.example",
    );
    const approved = await callers.admin.claim.approve({ id: pending?.id ?? 0 });
    expect(approved.inviteUrl).toMatch(/^\/account\/verify\?token=/);
  });
});

describe("claims: refusals", () => {
  test("unknown business and unknown claim are 404; staff routes refuse visitors and members", async () => {
    expect(await errorCodeOf(claim("a@b.example", "A", 999_999))).toBe("NOT_FOUND");
    const draft = await callers.admin.business.create({
      name: "Draft Bakery",
      description: "Not yet open.",
      category: "retail",
      address: "1 Ojai Ave",
      phone: "555-0100",
      published: false,
    });
    expect(await errorCodeOf(claim("a@b.example", "A", draft.id))).toBe("NOT_FOUND");
    expect(await errorCodeOf(staff.claim.approve({ id: 999_999 }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(staff.claim.reject({ id: 999_999, reason: "x" }))).toBe("NOT_FOUND");
    const member = await callers.db.prisma.member.findFirstOrThrow();
    const asMember = createCaller(createInnerContext({ db: callers.db, member }));
    for (const caller of [callers.visitor, asMember]) {
      expect(await errorCodeOf(caller.claim.list({ status: "pending" }))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.claim.approve({ id: 1 }))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.claim.reject({ id: 1, reason: "x" }))).toBe("UNAUTHORIZED");
    }
  });

  test("a missing, early or reused form token and a filled honeypot store nothing", async () => {
    const before = await callers.db.prisma.listingClaim.count();
    const input = { id: businessId, name: "Bot", email: "bot@spam.example" };
    const spam = async (call: Promise<unknown>) =>
      call.then(
        () => "accepted",
        (error: { cause?: { errorCode?: string } }) => error.cause?.errorCode,
      );
    expect(await spam(visitor.claim.submit(input))).toBe("SPAM_CHECK");
    const { token: early } = await callers.visitor.submission.token({});
    expect(await spam(visitor.claim.submit({ ...input, formToken: early }))).toBe("SPAM_CHECK");
    expect(await spam(visitor.claim.submit({ ...input, formToken: await formToken(), url: "http://x" }))).toBe(
      "SPAM_CHECK",
    );
    const token = await formToken();
    expect(await spam(visitor.claim.submit({ ...input, formToken: token }))).toBe("accepted");
    expect(await spam(visitor.claim.submit({ ...input, formToken: token }))).toBe("SPAM_CHECK");
    expect(await callers.db.prisma.listingClaim.count()).toBe(before + 1);
    expect(callers.clock.now.getTime()).toBeGreaterThan(T0.getTime());
  });
});
