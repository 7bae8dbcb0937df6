// Members' sign-in through the REST door (docs/product.md "Member accounts"): the same 202 for
// every address, the link mailed to a real SMTP server in process, the link used once and for 15
// minutes only, the limits, the chamber_member cookie and its refresh, the two kinds of session
// kept apart, and signing out everywhere.
import { defaultRateLimits } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { at, expectError, manualClock, minutes, setup, T0, type TestContext, uncached } from "../helpers.ts";
import { body, header, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";

const PUBLIC_URL = "https://chamber.test.example";
const clock = manualClock();
let peer: SmtpPeer;
let ctx: TestContext;
let close = async () => {};
let memberId: number;

beforeAll(async () => {
  ({ peer, ctx, close } = await startMailApp(
    { ...uncached, now: clock.now, publicUrl: PUBLIC_URL },
    { staffEmail: null },
  ));
  const business = await ctx.prisma.business.create({
    data: {
      name: "Ojai Coffee Roasters",
      description: "Coffee.",
      category: "Dining",
      address: "1 Ojai Ave",
      phone: "555",
    },
  });
  const member = await ctx.prisma.member.create({ data: { name: "Rosa Vega", email: "rosa@ojaicoffee.example" } });
  memberId = member.id;
  await ctx.prisma.businessMember.create({ data: { businessId: business.id, memberId, via: "invite" } });
});
afterAll(() => close());

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const memberCookieOf = (response: { headers: Record<string, unknown> }) =>
  /chamber_member=([^;]*)/.exec(String(response.headers["set-cookie"]))?.[1] ?? "";

/** A link staff copied for the member (POST /api/members/{id}/sign-in-link). */
async function copiedLink(): Promise<string> {
  const response = await post(`/api/members/${memberId}/sign-in-link`, {}, ctx.auth);
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json<{ url: string }>();
  expect(url.startsWith(`${PUBLIC_URL}/account/verify?token=`)).toBe(true);
  return new URL(url).searchParams.get("token") ?? "";
}

async function signedIn() {
  clock.set(T0);
  const response = await post("/api/account/sign-in/verify", { token: await copiedLink() });
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json<{ token: string }>().token, cookie: memberCookieOf(response) };
}

describe("POST /api/account/sign-in", () => {
  it("answers 202 with the same body for a member and a stranger, and mails the member a link", async () => {
    clock.set(T0);
    const known = await post("/api/account/sign-in", { email: "rosa@ojaicoffee.example" });
    const unknown = await post("/api/account/sign-in", { email: "stranger@example.com" });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(unknown.body).toBe(known.body);

    const mail = await vi.waitFor(
      () => {
        const found = peer.arrived.find((arrived) => arrived.to.includes("rosa@ojaicoffee.example"));
        if (!found) throw new Error("no sign-in mail yet");
        return found;
      },
      { timeout: 5_000, interval: 25 },
    );
    expect(header(mail.raw, "subject")).toBe("Your sign-in link");
    const url = /https:\/\/\S+\/account\/verify\?token=[\w-]+/.exec(body(mail.raw))?.[0] ?? "";
    expect(url.startsWith(`${PUBLIC_URL}/account/verify?token=`)).toBe(true);
    expect(peer.arrived.some((arrived) => arrived.to.includes("stranger@example.com"))).toBe(false);

    const verified = await post("/api/account/sign-in/verify", { token: new URL(url).searchParams.get("token") });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(String(verified.headers["set-cookie"])).toMatch(
      /^chamber_member=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Expires=/,
    );
  });

  it("refuses an address that is not one", async () => {
    const response = await post("/api/account/sign-in", { email: "not an address" });
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /api/account/sign-in/verify", () => {
  it("refuses a link used twice with LINK_INVALID", async () => {
    clock.set(T0);
    const token = await copiedLink();
    expect((await post("/api/account/sign-in/verify", { token })).statusCode).toBe(200);
    const again = await post("/api/account/sign-in/verify", { token });
    expectError(again, 400, "LINK_INVALID");
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a link after its 15 minutes with LINK_INVALID", async () => {
    clock.set(T0);
    const token = await copiedLink();
    clock.set(at(T0, minutes(15)));
    expectError(await post("/api/account/sign-in/verify", { token }), 400, "LINK_INVALID");
  });
});

describe("the member's session", () => {
  it("reads who the member is with the member's bearer, and refreshes from the chamber_member cookie", async () => {
    const { token, cookie } = await signedIn();
    const me = await ctx.app.inject({ url: "/api/account/me", headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      id: memberId,
      name: "Rosa Vega",
      businesses: [{ slug: "ojai-coffee-roasters" }],
    });
    const refreshHeaders = { cookie: `chamber_member=${cookie}`, "x-chamber-refresh": "1" };
    expect((await post("/api/account/refresh", {}, refreshHeaders)).statusCode).toBe(200);
    expectError(await post("/api/account/refresh", {}, { cookie: `chamber_member=${cookie}` }), 403, "FORBIDDEN");
    // The member's cookie under the staff's name, or the staff's refresh, mints nothing.
    expectError(
      await post("/api/auth/refresh", {}, { ...refreshHeaders, cookie: `chamber_session=${cookie}` }),
      401,
      "UNAUTHORIZED",
    );
    expectError(await post("/api/auth/refresh", {}, refreshHeaders), 401, "UNAUTHORIZED");
  });

  it("is refused by the admin's routes, and a staff token by the member's", async () => {
    const { token } = await signedIn();
    for (const [method, url] of [
      ["GET", "/api/auth/me"],
      ["GET", "/api/mail/failing"],
      ["POST", `/api/members/${memberId}/sign-in-link`],
    ] as const)
      expectError(
        await ctx.app.inject({ method, url, headers: bearer(token), payload: method === "POST" ? {} : undefined }),
        401,
        "UNAUTHORIZED",
      );
    for (const [method, url] of [
      ["GET", "/api/account/me"],
      ["POST", "/api/account/sign-out"],
      ["POST", "/api/account/sign-out-everywhere"],
    ] as const)
      expectError(
        await ctx.app.inject({ method, url, headers: ctx.auth, payload: method === "POST" ? {} : undefined }),
        401,
        "UNAUTHORIZED",
      );
    // The staff's own session is untouched by those refusals.
    expect((await ctx.app.inject({ url: "/api/auth/me", headers: ctx.auth })).statusCode).toBe(200);
  });

  it("signing out clears the cookie; signing out everywhere ends every session of the member", async () => {
    const first = await signedIn();
    const signedOut = await post(
      "/api/account/sign-out",
      {},
      { ...bearer(first.token), cookie: `chamber_member=${first.cookie}` },
    );
    expect(signedOut.statusCode).toBe(200);
    expect(String(signedOut.headers["set-cookie"])).toMatch(/^chamber_member=; .*Max-Age=0/);
    expectError(await ctx.app.inject({ url: "/api/account/me", headers: bearer(first.token) }), 401, "UNAUTHORIZED");

    const second = await signedIn();
    const third = await signedIn();
    const everywhere = await post("/api/account/sign-out-everywhere", {}, bearer(third.token));
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json<{ sessionsEnded: number }>().sessionsEnded).toBeGreaterThanOrEqual(2);
    expectError(await ctx.app.inject({ url: "/api/account/me", headers: bearer(second.token) }), 401, "UNAUTHORIZED");
    const refresh = { cookie: `chamber_member=${second.cookie}`, "x-chamber-refresh": "1" };
    expectError(await post("/api/account/refresh", {}, refresh), 401, "UNAUTHORIZED");
  });
});

describe("limits", () => {
  it("takes 5 requests per address in 15 minutes, then 429 with Retry-After, known address or not", async () => {
    const limited = await setup({ db: ctx.db, now: clock.now, rateLimits: defaultRateLimits, signIn: false });
    try {
      clock.set(T0);
      for (const email of ["rosa@ojaicoffee.example", "stranger@example.com"]) {
        for (let i = 0; i < 5; i++)
          expect(
            (await limited.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email } })).statusCode,
          ).toBe(202);
        const refused = await limited.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email } });
        expectError(refused, 429, "TOO_MANY_REQUESTS");
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });
});
