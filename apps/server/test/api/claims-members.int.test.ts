// Claims and the staff's Members area over the REST door: 202 for a claim whatever follows, the
// mailed proof (listing e-mail, website domain), staff approval and refusal with their mail, a 201
// invitation (with its link when mail is off), removal of access ending the member's sessions,
// and every staff operation refused to members and to nobody.
import { hashToken, newToken } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  at,
  expectAdminOnly,
  expectError,
  expectValidationError,
  manualClock,
  setup,
  T0,
  type TestContext,
  uncached,
} from "../helpers.ts";
import { startMailApp } from "../mail/smtp-peer.ts";

const clock = manualClock();
let ctx: TestContext;
let close = async () => {};
let businessId: number;

beforeAll(async () => {
  ({ ctx, close } = await startMailApp({ ...uncached, now: clock.now, publicUrl: "https://chamber.test" }));
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/businesses",
    headers: ctx.auth,
    payload: {
      name: "Ojai Valley Cheese",
      description: "Cheese from the valley's dairies.",
      category: "retail",
      address: "308 E Matilija St",
      phone: "(805) 555-0160",
      email: "Shop@OjaiCheese.example",
      website: "https://www.ojaicheese.example",
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  businessId = created.json<{ id: number }>().id;
});
afterAll(() => close());

let tokenAt = T0.getTime();
/** A form token, with the clock then moved past its 3 s minimum. */
async function formToken(): Promise<string> {
  clock.set(new Date(tokenAt));
  const response = await ctx.app.inject({ method: "GET", url: "/api/submissions/token" });
  tokenAt += 60_000;
  clock.set(at(new Date(tokenAt), 0));
  return response.json<{ token: string }>().token;
}

const claim = async (email: string, overrides: Record<string, unknown> = {}, id = businessId) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/businesses/${id}/claims`,
    payload: { name: "Lee Park", email, formToken: await formToken(), ...overrides },
  });

const mailTo = (to: string) => ctx.prisma.outboxMessage.findMany({ where: { to }, orderBy: { id: "asc" } });
const claimOf = (email: string) => ctx.prisma.listingClaim.findFirstOrThrow({ where: { email } });

/** A member's tab token, as a signed-in member's browser holds it. */
async function memberBearer(email: string): Promise<string> {
  const member = await ctx.prisma.member.findUniqueOrThrow({ where: { email } });
  const expiresAt = at(clock.now(), 3_600_000);
  const parent = await ctx.prisma.session.create({
    data: { tokenHash: hashToken(newToken()), memberId: member.id, expiresAt },
  });
  const token = newToken();
  await ctx.prisma.session.create({
    data: { tokenHash: hashToken(token), memberId: member.id, expiresAt, parentId: parent.id },
  });
  return token;
}

describe("POST /api/businesses/{id}/claims", () => {
  it("answers 202 the same body whether the address matches or not", async () => {
    const byEmail = await claim("shop@ojaicheese.example");
    const byDomain = await claim("lee@orders.ojaicheese.example");
    const byStaff = await claim("lee.park@gmail.com");
    for (const response of [byEmail, byDomain, byStaff]) expect(response.statusCode, response.body).toBe(202);
    expect(byDomain.json()).toEqual(byEmail.json());
    expect(byStaff.json()).toEqual(byEmail.json());
    expect((await claimOf("shop@ojaicheese.example")).matchedBy).toBe("email");
    expect((await claimOf("lee@orders.ojaicheese.example")).matchedBy).toBe("domain");
    expect((await claimOf("lee.park@gmail.com")).matchedBy).toBeNull();
    const [proof] = await mailTo("lee@orders.ojaicheese.example");
    expect(proof?.text).toContain("https://chamber.test/account/verify?token=");
    expect(await mailTo("lee.park@gmail.com")).toEqual([]);
    expect((await mailTo("staff@test.example")).map((message) => message.subject)).toContain(
      "Claim to review: “Ojai Valley Cheese”",
    );
  });

  it("refuses a filled honeypot, a missing token, bad fields and an unknown business", async () => {
    const before = await ctx.prisma.listingClaim.count();
    expectError(await claim("a@b.example", { url: "http://spam.example" }), 400, "SPAM_CHECK");
    expectError(await claim("a@b.example", { formToken: undefined }), 400, "SPAM_CHECK");
    expectValidationError(await claim("not-an-address", { name: "" }), "email", "name");
    expectError(await claim("a@b.example", {}, 999_999), 404, "NOT_FOUND");
    expect(await ctx.prisma.listingClaim.count()).toBe(before);
  });
});

describe("staff decide the claims that wait for them", () => {
  it("lists them with the listing's e-mail and website beside the claimant", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/claims?status=pending", headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    const waiting = response
      .json<{ email: string; business: unknown }[]>()
      .find((row) => row.email === "lee.park@gmail.com");
    expect(waiting?.business).toEqual({
      id: businessId,
      name: "Ojai Valley Cheese",
      slug: "ojai-valley-cheese",
      email: "Shop@OjaiCheese.example",
      website: "https://www.ojaicheese.example",
    });
  });

  it("approves (access, and a mailed link) and refuses with the reason mailed; twice is 409", async () => {
    const { id } = await claimOf("lee.park@gmail.com");
    const approved = await ctx.app.inject({ method: "POST", url: `/api/claims/${id}/approve`, headers: ctx.auth });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved" });
    expect(approved.json()).not.toHaveProperty("inviteUrl");
    expect((await mailTo("lee.park@gmail.com")).map((message) => message.subject)).toEqual([
      "You can now edit “Ojai Valley Cheese”",
    ]);
    expectError(
      await ctx.app.inject({ method: "POST", url: `/api/claims/${id}/approve`, headers: ctx.auth }),
      409,
      "CONFLICT",
    );

    await claim("pat@elsewhere.example");
    const other = await claimOf("pat@elsewhere.example");
    const url = `/api/claims/${other.id}/reject`;
    expectValidationError(await ctx.app.inject({ method: "POST", url, headers: ctx.auth, payload: {} }), "reason");
    const refused = await ctx.app.inject({
      method: "POST",
      url,
      headers: ctx.auth,
      payload: { reason: "Not the owner." },
    });
    expect(refused.json()).toMatchObject({ status: "rejected", reason: "Not the owner." });
    const [told] = await mailTo("pat@elsewhere.example");
    expect(told?.text).toContain("Not the owner.");
    expectError(
      await ctx.app.inject({ method: "POST", url: "/api/claims/999999/approve", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("staff invite and remove members", () => {
  it("invites with 201; removing access ends the member's sessions", async () => {
    const invited = await ctx.app.inject({
      method: "POST",
      url: `/api/businesses/${businessId}/members`,
      headers: ctx.auth,
      payload: { name: "Kim Lee", email: "kim@ojaicheese.example" },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { member } = invited.json<{ member: { id: number; email: string } }>();
    expect(invited.json()).not.toHaveProperty("inviteUrl");
    const members = await ctx.app.inject({
      method: "GET",
      url: `/api/businesses/${businessId}/members`,
      headers: ctx.auth,
    });
    expect(members.json<{ email: string }[]>().map((row) => row.email)).toEqual([
      "lee.park@gmail.com",
      "kim@ojaicheese.example",
    ]);

    const bearer = await memberBearer("kim@ojaicheese.example");
    const mine = await ctx.app.inject({
      method: "GET",
      url: "/api/account/businesses",
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/members", headers: { authorization: `Bearer ${bearer}` } }),
      401,
      "UNAUTHORIZED",
    );
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/businesses/${businessId}/members/${member.id}`,
      headers: ctx.auth,
    });
    expect(removed.json()).toEqual({ success: true, id: member.id });
    expect(await ctx.prisma.session.count({ where: { memberId: member.id } })).toBe(0);
    // The member's bearer is refused at once: their sessions ended with their access.
    expectError(
      await ctx.app.inject({
        method: "GET",
        url: "/api/account/businesses",
        headers: { authorization: `Bearer ${bearer}` },
      }),
      401,
      "UNAUTHORIZED",
    );
    expectError(
      await ctx.app.inject({
        method: "DELETE",
        url: `/api/businesses/${businessId}/members/${member.id}`,
        headers: ctx.auth,
      }),
      404,
      "NOT_FOUND",
    );
    const people = await ctx.app.inject({ method: "GET", url: "/api/members", headers: ctx.auth });
    const kim = people
      .json<{ email: string; businesses: unknown[]; invitedUntil: string | null }[]>()
      .find((row) => row.email === "kim@ojaicheese.example");
    expect(kim).toMatchObject({ businesses: [], invitedUntil: expect.any(String) });
  });

  it("answers the invitation link when the server sends no mail", async () => {
    const quiet = await setup({ ...uncached, db: ctx.db, signIn: true, publicUrl: "https://chamber.test" });
    try {
      const invited = await quiet.app.inject({
        method: "POST",
        url: `/api/businesses/${businessId}/members`,
        headers: quiet.auth,
        payload: { name: "Ada", email: "ada@example.com" },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json<{ inviteUrl: string }>().inviteUrl).toMatch(
        /^https:\/\/chamber\.test\/account\/verify\?token=/,
      );
      expectError(
        await quiet.app.inject({ method: "GET", url: "/api/businesses/999999/members", headers: quiet.auth }),
        404,
        "NOT_FOUND",
      );
    } finally {
      await quiet.app.close();
    }
  });

  it("refuses every staff operation to a member and to nobody", async () => {
    const bearer = await memberBearer("lee.park@gmail.com");
    const requests = [
      { method: "GET", url: "/api/claims?status=pending" },
      { method: "POST", url: "/api/claims/1/approve" },
      { method: "POST", url: "/api/claims/1/reject", payload: { reason: "x" } },
      { method: "GET", url: "/api/members" },
      { method: "GET", url: `/api/businesses/${businessId}/members` },
      { method: "POST", url: `/api/businesses/${businessId}/members`, payload: { name: "A", email: "a@b.example" } },
      { method: "DELETE", url: `/api/businesses/${businessId}/members/1` },
      { method: "GET", url: `/api/businesses/${businessId}/changes` },
    ] as const;
    const snapshot = () => Promise.all([ctx.prisma.listingClaim.findMany(), ctx.prisma.businessMember.findMany()]);
    for (const request of requests) {
      await expectAdminOnly(ctx, request, snapshot);
      const asMember = await ctx.app.inject({ ...request, headers: { authorization: `Bearer ${bearer}` } });
      expectError(asMember, 401, "UNAUTHORIZED");
    }
  });
});
