// Deals and jobs over the REST door (issue 30): visibility at the exact start and end instants on
// a moved clock, members-only deals hidden from every anonymous read and shown to a member's
// bearer, a member's post waiting for staff (202) and staff's decision mailed through a real SMTP
// peer, the reminder sent once however often the job runs, the 60-day limit, and each operation
// refused to the wrong caller.
import { API_TOKEN_PREFIX, hashToken, newToken, sendPostReminders, startSession } from "@chamber/api";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, days, expectError, expectValidationError, manualClock, T0, uncached } from "../helpers.ts";
import { arrival, body, type SmtpPeer, startMailApp } from "../mail/smtp-peer.ts";

const clock = manualClock(T0);
let peer: SmtpPeer;
let ctx: Awaited<ReturnType<typeof startMailApp>>["ctx"];
let close = async () => {};
beforeAll(async () => {
  ({ peer, ctx, close } = await startMailApp({ ...uncached, now: clock.now }));
});
afterAll(() => close());

const iso = (ms: number) => at(T0, ms).toISOString();
const json = <T>(response: LightMyRequestResponse) => response.json<T>();
type Row = { id: number; title: string };

async function newBusiness(name: string): Promise<number> {
  return newBusinessAs(name, ctx.auth);
}

async function newBusinessAs(name: string, headers: Record<string, string>): Promise<number> {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/businesses",
    headers,
    payload: { name, description: "A valley shop.", category: "retail", address: "1 Ojai Ave", phone: "805-555-0100" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

/** A signed-in member with access to `businessIds`: their bearer header and address. */
async function member(email: string, businessIds: number[]) {
  const row = await ctx.prisma.member.create({ data: { name: "Lena Ortiz", email } });
  for (const businessId of businessIds)
    await ctx.prisma.businessMember.create({ data: { businessId, memberId: row.id, via: "invite" } });
  return signIn(email);
}

/** The member's bearer header from a session started now (the clock moves past a session's life). */
async function signIn(email: string) {
  const row = await ctx.prisma.member.findUniqueOrThrow({ where: { email } });
  const { tab } = await startSession(ctx.prisma, { memberId: row.id }, clock.now());
  return { authorization: `Bearer ${tab.token}` };
}

async function tokenOf(role: "editor" | "moderator") {
  const token = newToken(API_TOKEN_PREFIX);
  await ctx.prisma.apiToken.create({ data: { name: `A ${role}`, tokenHash: hashToken(token), role } });
  return { authorization: `Bearer ${token}` };
}

const deal = (title: string, from: number, to: number, more: object = {}) => ({
  title,
  description: "Half off a second scoop.",
  startsAt: iso(from),
  endsAt: iso(to),
  ...more,
});
const job = (title: string, more: object = {}) => ({
  title,
  description: "Help in the orchard.",
  employmentType: "seasonal",
  location: { kind: "business" },
  apply: { email: "jobs@orchard.example" },
  ...more,
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const send = (method: "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload && { payload }) });
const titles = async (url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<Row[]>(response).map((row) => row.title);
};

describe("time windows", () => {
  it("shows a deal from its start instant and hides it at its end instant", async () => {
    clock.set(T0);
    const businessId = await newBusiness("Scoops");
    const created = await send("POST", "/api/deals", ctx.auth, {
      ...deal("Second scoop", days(1), days(3)),
      businessId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = json<Row>(created);
    const list = `/api/deals?businessId=${businessId}`;
    clock.set(at(T0, days(1) - 1));
    expect(await titles(list)).toEqual([]);
    expectError(await get(`/api/deals/${id}`), 404, "NOT_FOUND");
    clock.set(at(T0, days(1)));
    expect(await titles(list)).toEqual(["Second scoop"]);
    expect((await get(`/api/deals/${id}`)).statusCode).toBe(200);
    clock.set(at(T0, days(3) - 1));
    expect(await titles(list)).toEqual(["Second scoop"]);
    clock.set(at(T0, days(3)));
    expect(await titles(list)).toEqual([]);
    expectError(await get(`/api/deals/${id}`), 404, "NOT_FOUND");
    // Staff (an API token: the admin's session has run out on this clock) see it in every state and time.
    expect(await titles(`${list}&scope=all`, await tokenOf("editor"))).toEqual(["Second scoop"]);
  });

  it("shows a job from postedAt until closesAt, 30 days by default; a closed job is 404", async () => {
    clock.set(T0);
    const businessId = await newBusiness("Orchard");
    const created = await send("POST", "/api/jobs", ctx.auth, { ...job("Picker"), businessId });
    expect(created.statusCode, created.body).toBe(200);
    const answer = json<{ id: number; postedAt: string; closesAt: string; location: object }>(created);
    expect(answer.postedAt).toBe(T0.toISOString());
    expect(answer.closesAt).toBe(iso(days(30)));
    expect(answer.location).toEqual({ kind: "business", address: "1 Ojai Ave" });
    clock.set(at(T0, days(30) - 1));
    expect(await titles(`/api/jobs?businessId=${businessId}&type=seasonal&remote=false`)).toEqual(["Picker"]);
    expect(await titles(`/api/jobs?businessId=${businessId}&type=full-time`)).toEqual([]);
    expect(await titles(`/api/jobs?businessId=${businessId}&postedWithin=7`)).toEqual([]);
    clock.set(at(T0, days(30)));
    expect(await titles(`/api/jobs?businessId=${businessId}`)).toEqual([]);
    expectError(await get(`/api/jobs/${answer.id}`), 404, "NOT_FOUND");
  });

  it("refuses a close more than 60 days after posting, on closesAt", async () => {
    clock.set(T0);
    const businessId = await newBusiness("Limits");
    const over = { ...job("Too long"), businessId, postedAt: iso(0), closesAt: iso(days(60) + 1) };
    expectValidationError(await send("POST", "/api/jobs", ctx.auth, over), "closesAt");
    const ok = await send("POST", "/api/jobs", ctx.auth, { ...over, closesAt: iso(days(60)) });
    expect(ok.statusCode, ok.body).toBe(200);
    const { id } = json<Row>(ok);
    const longer = await send("PUT", `/api/jobs/${id}`, ctx.auth, { ...over, closesAt: iso(days(61)) });
    expectValidationError(longer, "closesAt");
  });
});

describe("members-only deals", () => {
  it("are left out of every anonymous read and shown to a member's bearer", async () => {
    clock.set(T0);
    const businessId = await newBusiness("Members Only Market");
    const created = await send("POST", "/api/deals", ctx.auth, {
      ...deal("Members' tasting", -days(1), days(5), { audience: "members" }),
      businessId,
    });
    const { id } = json<Row>(created);
    const reader = await member("reader@example.com", []);
    expect(await titles(`/api/deals?businessId=${businessId}`)).toEqual([]);
    expectError(await get(`/api/deals/${id}`), 404, "NOT_FOUND");
    const trpc = await get(`/trpc/deal.list?input=${encodeURIComponent(JSON.stringify({ businessId }))}`);
    expect(json<{ result: { data: Row[] } }>(trpc).result.data).toEqual([]);
    expect(await titles(`/api/deals?businessId=${businessId}`, reader)).toEqual(["Members' tasting"]);
    const one = await get(`/api/deals/${id}`, reader);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers["cache-control"]).not.toMatch(/public/);
  });
});

describe("a member's posts", () => {
  it("wait for staff (202); approving shows them and mails the member", async () => {
    clock.set(T0);
    const businessId = await newBusiness("Pixie Farm");
    const poster = await member("grower@pixie.example", [businessId]);
    const posted = await send("POST", `/api/account/businesses/${businessId}/jobs`, poster, job("Packer"));
    expect(posted.statusCode, posted.body).toBe(202);
    expect(json<{ status: string }>(posted).status).toBe("pending");
    const { id } = json<Row>(posted);
    expect(await titles(`/api/jobs?businessId=${businessId}`)).toEqual([]);
    expect(await titles("/api/jobs?scope=all&review=pending", ctx.auth)).toContain("Packer");
    await arrival(peer, "staff@test.example", "To review: job posting “Packer”");
    const moderator = await tokenOf("moderator");
    const approved = await send("POST", `/api/jobs/${id}/approve`, moderator);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await titles(`/api/jobs?businessId=${businessId}`)).toEqual(["Packer"]);
    await arrival(peer, "grower@pixie.example", "Approved: “Packer”");
  });

  it("refused: the reason is mailed, the post stays hidden", async () => {
    clock.set(T0);
    const businessId = await newBusiness("Ranch Store");
    const poster = await member("owner@ranch.example", [businessId]);
    const posted = await send(
      "POST",
      `/api/account/businesses/${businessId}/deals`,
      poster,
      deal("Free hay", 0, days(5)),
    );
    expect(posted.statusCode, posted.body).toBe(202);
    const { id } = json<Row>(posted);
    expectValidationError(await send("POST", `/api/deals/${id}/refuse`, ctx.auth, { reason: " " }), "reason");
    const refused = await send("POST", `/api/deals/${id}/refuse`, ctx.auth, { reason: "Hay is not a deal we list." });
    expect(refused.statusCode, refused.body).toBe(200);
    const mail = await arrival(peer, "owner@ranch.example", "Not published: “Free hay”");
    expect(body(mail.raw)).toContain("Hay is not a deal we list.");
    expect(await titles(`/api/deals?businessId=${businessId}`)).toEqual([]);
    const mine = await get("/api/account/deals", poster);
    expect(json<{ reviewState: string; refusalReason: string }[]>(mine)[0]).toMatchObject({
      reviewState: "refused",
      refusalReason: "Hay is not a deal we list.",
    });
  });

  it("are refused to the wrong caller on every operation", async () => {
    clock.set(T0);
    const mine = await newBusiness("Mine Bakery");
    const theirs = await newBusiness("Their Bakery");
    const poster = await member("baker@mine.example", [mine]);
    const editor = await tokenOf("editor");
    const moderator = await tokenOf("moderator");
    const theirDeal = json<Row>(
      await send("POST", "/api/deals", ctx.auth, { ...deal("Their bread", 0, days(5)), businessId: theirs }),
    );
    const theirJob = json<Row>(
      await send("POST", "/api/jobs", ctx.auth, { ...job("Their baker"), businessId: theirs }),
    );
    // Staff operations: nobody 401, a member 401, a moderator 403 for content writes.
    for (const [method, url, payload] of [
      ["POST", "/api/deals", { ...deal("x", 0, days(1)), businessId: mine }],
      ["PUT", `/api/deals/${theirDeal.id}`, { ...deal("x", 0, days(1)), businessId: mine }],
      ["DELETE", `/api/deals/${theirDeal.id}`, undefined],
      ["POST", "/api/jobs", { ...job("x"), businessId: mine }],
      ["PUT", `/api/jobs/${theirJob.id}`, { ...job("x"), businessId: mine }],
      ["DELETE", `/api/jobs/${theirJob.id}`, undefined],
    ] as const) {
      expectError(await send(method, url, {}, payload), 401, "UNAUTHORIZED");
      expectError(await send(method, url, poster, payload), 401, "UNAUTHORIZED");
      expectError(await send(method, url, moderator, payload), 403, "FORBIDDEN");
    }
    for (const url of [`/api/deals/${theirDeal.id}/approve`, `/api/jobs/${theirJob.id}/approve`]) {
      expectError(await send("POST", url, {}), 401, "UNAUTHORIZED");
      expectError(await send("POST", url, poster), 401, "UNAUTHORIZED");
    }
    expectError(await get("/api/deals?scope=all"), 401, "UNAUTHORIZED");
    // Member operations: nobody and staff 401, another business's 404.
    for (const [method, url, payload] of [
      ["POST", `/api/account/businesses/${theirs}/deals`, deal("x", 0, days(1))],
      ["PUT", `/api/account/deals/${theirDeal.id}`, deal("x", 0, days(1))],
      ["POST", `/api/account/deals/${theirDeal.id}/extend`, { endsAt: iso(days(9)) }],
      ["DELETE", `/api/account/deals/${theirDeal.id}`, undefined],
      ["POST", `/api/account/businesses/${theirs}/jobs`, job("x")],
      ["PUT", `/api/account/jobs/${theirJob.id}`, job("x")],
      ["POST", `/api/account/jobs/${theirJob.id}/extend`, {}],
      ["DELETE", `/api/account/jobs/${theirJob.id}`, undefined],
    ] as const) {
      expectError(await send(method, url, {}, payload), 401, "UNAUTHORIZED");
      expectError(await send(method, url, editor, payload), 401, "UNAUTHORIZED");
      expectError(await send(method, url, poster, payload), 404, "NOT_FOUND");
    }
    expectError(await get("/api/account/jobs"), 401, "UNAUTHORIZED");
    // An editor may write content but deletes are undoable.
    const removed = await send("DELETE", `/api/jobs/${theirJob.id}`, editor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send("POST", `/api/jobs/${theirJob.id}/restore`, editor)).statusCode).toBe(200);
  });
});

describe("the reminder before the end", () => {
  it("is mailed once, 3 days before, however often the job runs; extending sends it again", async () => {
    clock.set(T0);
    const businessId = await newBusiness("Reminder Roasters");
    const poster = await member("roaster@remind.example", [businessId]);
    await send("PUT", "/api/member-settings", ctx.auth, { postsNeedApproval: false });
    const posted = await send("POST", `/api/account/businesses/${businessId}/jobs`, poster, job("Roaster"));
    expect(posted.statusCode, posted.body).toBe(200);
    const { id } = json<Row>(posted);
    const reminders = () => ({
      prisma: ctx.prisma,
      mail: { staffEmail: null, publicUrl: "https://chamber.example", wake: () => ctx.app.outbox?.wake() },
      publicUrl: "https://chamber.example",
      zone: "America/Los_Angeles",
      now: clock.now,
    });
    clock.set(at(T0, days(27) - 1));
    expect(await sendPostReminders(reminders())).toBe(0);
    clock.set(at(T0, days(27)));
    const mailed = () => ctx.prisma.outboxMessage.count({ where: { to: "roaster@remind.example" } });
    // Two instances at once: the posts due (this one and earlier tests') are claimed by one of them.
    const counts = await Promise.all([sendPostReminders(reminders()), sendPostReminders(reminders())]);
    expect(Math.min(...counts)).toBe(0);
    expect(await sendPostReminders(reminders())).toBe(0);
    expect(await mailed()).toBe(1);
    const mail = await arrival(peer, "roaster@remind.example", "Ending on");
    expect(body(mail.raw)).toContain(`/account/businesses/${businessId}?tab=jobs&post=${id}`);
    const extended = await send("POST", `/api/account/jobs/${id}/extend`, await signIn("roaster@remind.example"), {});
    expect(extended.statusCode, extended.body).toBe(200);
    expect(json<{ closesAt: string }>(extended).closesAt).toBe(iso(days(60)));
    clock.set(at(T0, days(57)));
    expect(await sendPostReminders(reminders())).toBe(1);
    expect(await sendPostReminders(reminders())).toBe(0);
    expect(await mailed()).toBe(2);
    await send("PUT", "/api/member-settings", ctx.auth, { postsNeedApproval: true });
  });
});

describe("shared caches", () => {
  it("keep an anonymous answer no longer than until the next start or end", async () => {
    // Long after every earlier test's posts ended.
    const base = days(100);
    clock.set(at(T0, base));
    const editor = await tokenOf("editor");
    const businessId = await newBusinessAs("Cache Corner", editor);
    const soon = await send("POST", "/api/deals", editor, {
      ...deal("Ends soon", base - days(1), base + 120_000),
      businessId,
    });
    expect(soon.statusCode, soon.body).toBe(200);
    const list = await get(`/api/deals?businessId=${businessId}`);
    expect(list.headers["cache-control"]).toBe("public, max-age=120, s-maxage=120");
    const one = await get(`/api/deals/${json<Row>(soon).id}`);
    expect(one.headers["cache-control"]).toBe("public, max-age=120, s-maxage=120");
    clock.set(at(T0, base + 180_000));
    await send("POST", "/api/deals", editor, { ...deal("Ends later", base, base + days(10)), businessId });
    const later = await get(`/api/deals?businessId=${businessId}`);
    expect(json<Row[]>(later).map((row) => row.title)).toEqual(["Ends later"]);
    expect(later.headers["cache-control"]).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
    // A member's answer is never public.
    const reader = await member("cache-reader@example.com", []);
    expect((await get(`/api/deals?businessId=${businessId}`, reader)).headers["cache-control"]).toBe(
      "private, no-store",
    );
  });
});
