// REST list paging (docs/decisions/033-rest-list-paging.md): every list of the OpenAPI document,
// walked `limit=2` at a time by its `Link` headers, answers each row once and in the order of the
// whole list, with `X-Total-Count` on every page; `updatedSince` answers only what changed after
// it; bad paging is a 400; without paging the answer has neither header. A new list joins the
// table below by one line, and a list missing from it fails the first test.
import { hashToken, newToken, startSession } from "@chamber/api";
import { seedData } from "@chamber/db";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectValidationError, setup, T0, type TestContext, uncached } from "../helpers.ts";
import { eventTakingRegistrations } from "../registration-fixtures.ts";
import { listingSubmission } from "./listing-fixture.ts";

let ctx: TestContext;
let memberAuth: string;
/** The business the member keeps, with members, changes and inquiries of its own. */
let kept: number;
/** An event taking registrations, with three of them. */
let ribbon: number;

/** Long before the test runs: every seeded row is aged to it, so only a touched row is "changed since". */
const OLD = new Date("2026-01-01T00:00:00.000Z");
const SINCE = new Date("2026-02-01T00:00:00.000Z");

type Row = Record<string, unknown>;
interface ListCase {
  /** The path as the OpenAPI document spells it. */
  path: string;
  /** What to ask for (the path with its ids and required filters). */
  url: () => string;
  caller: "public" | "admin" | "member";
  /** Changes one row now; answers its id. */
  touch: () => Promise<number>;
  idOf?: (row: Row) => unknown;
  /** The rows of an answer that is not the array itself. */
  rowsOf?: (body: unknown) => Row[];
}

const p = () => ctx.prisma;

interface Table {
  findFirst(args: object): Promise<{ id: number } | null>;
  update(args: { where: { id: number }; data: object }): Promise<{ id: number }>;
}
/** Changes the first row of `table` (matching `where`) now; answers its id. */
async function updateFirst(table: keyof TestContext["prisma"], data: object, where: object = {}) {
  const rows = p()[table] as unknown as Table;
  const row = await rows.findFirst({ where, orderBy: { id: "asc" } });
  return (await rows.update({ where: { id: row?.id ?? 0 }, data })).id;
}

const lists: ListCase[] = [
  {
    path: "/businesses",
    url: () => "/api/businesses",
    caller: "public",
    touch: async () => (await p().business.update({ where: { id: kept }, data: { phone: "(805) 555-0100" } })).id,
  },
  {
    path: "/events",
    url: () => "/api/events",
    caller: "public",
    touch: async () => {
      // One the public list shows (the seed has drafts and unlisted ones too).
      const [shown] = (await ctx.app.inject({ method: "GET", url: "/api/events?limit=1" })).json<{ id: number }[]>();
      return (await p().event.update({ where: { id: shown?.id ?? 0 }, data: { location: "Libbey Park" } })).id;
    },
  },
  {
    path: "/event-series",
    url: () => "/api/event-series",
    caller: "public",
    touch: () => updateFirst("eventSeries", { location: "Libbey Bowl" }),
  },
  {
    path: "/news",
    url: () => "/api/news",
    caller: "public",
    touch: () => updateFirst("newsArticle", { title: "Changed" }),
  },
  {
    path: "/board-members",
    url: () => "/api/board-members",
    caller: "public",
    touch: () => updateFirst("boardMember", { title: "Treasurer" }),
  },
  {
    path: "/categories",
    url: () => "/api/categories?kind=business",
    caller: "public",
    touch: () => updateFirst("category", { position: 99 }, { kind: "business" }),
  },
  {
    path: "/pages",
    url: () => "/api/pages",
    caller: "admin",
    touch: () => updateFirst("page", { title: "Changed" }),
  },
  {
    path: "/media",
    url: () => "/api/media",
    caller: "admin",
    touch: () => updateFirst("image", { alt: "Changed" }),
  },
  {
    path: "/settings",
    url: () => "/api/settings",
    caller: "admin",
    touch: () => updateFirst("setting", { description: "Changed" }),
  },
  {
    path: "/contact-messages",
    url: () => "/api/contact-messages",
    caller: "admin",
    touch: async () => (await p().contactMessage.create({ data: message(9) })).id,
  },
  {
    path: "/newsletter-subscriptions",
    url: () => "/api/newsletter-subscriptions",
    caller: "admin",
    touch: async () => (await p().newsletterSubscription.create({ data: { email: "late@example.com" } })).id,
  },
  {
    path: "/newsletter-issues",
    url: () => "/api/newsletter-issues",
    caller: "admin",
    touch: () => updateFirst("newsletterIssue", { subject: "Changed" }),
  },
  {
    path: "/newsletter-issues/archive",
    url: () => "/api/newsletter-issues/archive",
    caller: "public",
    touch: () => updateFirst("newsletterIssue", { subject: "Changed again" }, { status: "sent" }),
  },
  {
    path: "/submissions",
    url: () => "/api/submissions",
    caller: "admin",
    touch: () => updateFirst("submission", { status: "rejected", decidedAt: new Date() }),
  },
  {
    path: "/claims",
    url: () => "/api/claims",
    caller: "admin",
    touch: () => updateFirst("listingClaim", { status: "rejected", decidedAt: new Date() }),
  },
  {
    path: "/members",
    url: () => "/api/members",
    caller: "admin",
    // A newcomer: the seeded members also keep the listing /businesses/{id}/members lists.
    touch: async () => (await p().member.create({ data: { name: "Newcomer", email: "new@example.com" } })).id,
  },
  {
    path: "/tokens",
    url: () => "/api/tokens",
    caller: "admin",
    touch: () => updateFirst("apiToken", { revokedAt: new Date() }),
  },
  {
    path: "/mail/failing",
    url: () => "/api/mail/failing",
    caller: "admin",
    touch: async () =>
      (await p().outboxMessage.create({ data: { to: "late@example.com", subject: "s", text: "t", status: "failed" } }))
        .id,
  },
  {
    path: "/businesses/{id}/members",
    url: () => `/api/businesses/${kept}/members`,
    caller: "admin",
    touch: async () => {
      const member = await p().member.create({ data: { name: "Late", email: "late-member@example.com" } });
      await p().businessMember.create({ data: { businessId: kept, memberId: member.id, via: "invite" } });
      return member.id;
    },
  },
  {
    path: "/businesses/{id}/changes",
    url: () => `/api/businesses/${kept}/changes`,
    caller: "admin",
    touch: async () => (await p().listingChange.create({ data: { businessId: kept, changes: {} } })).id,
  },
  {
    path: "/account/businesses",
    url: () => "/api/account/businesses",
    caller: "member",
    idOf: (row) => (row.listing as Row).id,
    touch: async () => (await p().business.update({ where: { id: kept }, data: { phone: "(805) 555-0101" } })).id,
  },
  {
    path: "/deals",
    url: () => "/api/deals",
    caller: "public",
    touch: () => updateFirst("deal", { title: "Changed" }),
  },
  {
    path: "/jobs",
    url: () => "/api/jobs",
    caller: "public",
    touch: () => updateFirst("job", { title: "Changed" }),
  },
  {
    path: "/account/deals",
    url: () => "/api/account/deals",
    caller: "member",
    touch: () => updateFirst("deal", { title: "Changed again" }),
  },
  {
    path: "/account/jobs",
    url: () => "/api/account/jobs",
    caller: "member",
    touch: () => updateFirst("job", { title: "Changed again" }),
  },
  {
    path: "/account/businesses/{id}/inquiries",
    url: () => `/api/account/businesses/${kept}/inquiries`,
    caller: "member",
    touch: async () =>
      (await p().inquiry.create({ data: { businessId: kept, name: "Late", email: "l@example.com", message: "Hi" } }))
        .id,
  },
  {
    path: "/events/{id}/registrations",
    url: () => `/api/events/${ribbon}/registrations`,
    caller: "admin",
    rowsOf: (body) => (body as { registrations: Row[] }).registrations,
    touch: () => updateFirst("registration", { checkedInAt: new Date() }),
  },
  {
    path: "/imports",
    url: () => "/api/imports",
    caller: "admin",
    touch: () => updateFirst("businessImport", { undoneAt: new Date() }),
  },
  {
    path: "/webhooks",
    url: () => "/api/webhooks",
    caller: "admin",
    touch: () => updateFirst("webhookEndpoint", { description: "The CRM" }),
  },
  {
    path: "/calendar-subscriptions",
    url: () => "/api/calendar-subscriptions",
    caller: "admin",
    touch: () => updateFirst("calendarSubscription", { lastError: "The address answered with status 404" }),
  },
];

/** GET lists answering arrays that are not paged, and why (decision 033). */
const notLists: Record<string, string> = {
  "/businesses/featured": "a showcase whose `limit` already says how many",
  "/events/featured": "a showcase whose `limit` already says how many",
  "/businesses/{id}/events": "an organizer's next few events, a bounded showcase",
  "/activity/people": "the activity log's filter choices, not rows of their own",
  "/registration-counts": "counts of the events asked for by id",
  "/reports/stale-listings": "a report computed at the moment, not rows that change",
  "/webhooks/{id}/deliveries": "an endpoint's delivery log, newest first, its own `limit` saying how many",
};

/** A listing as a visitor's submission stores it. */
const payload = { ...listingSubmission, category: "Retail", website: null, email: null, imageId: null };

const message = (n: number) => ({
  firstName: "Ana",
  lastName: `Reyes ${n}`,
  email: `ana${n}@example.com`,
  subject: "Hello",
  message: "Hi",
});

async function seed() {
  const data = seedData(T0);
  await p().business.createMany({ data: data.businesses });
  await p().event.createMany({ data: data.events });
  await p().newsArticle.createMany({ data: data.news });
  await p().boardMember.createMany({ data: data.boardMembers });
  await p().page.createMany({ data: data.pages });
  await p().setting.createMany({ data: data.settings });
  const businesses = await p().business.findMany({ orderBy: { id: "asc" }, take: 3, select: { id: true } });
  kept = (businesses[0] as { id: number }).id;
  const series = { description: "Weekly", category: "Community", location: "Libbey Park", horizon: T0 };
  for (const title of ["Farmers market", "Art walk", "Story time"]) {
    await p().eventSeries.create({ data: { ...series, title, date: T0, rule: "FREQ=WEEKLY" } });
  }
  for (const n of [1, 2, 3]) {
    await p().contactMessage.create({ data: message(n) });
    await p().newsletterSubscription.create({ data: { email: `reader${n}@example.com` } });
    await p().newsletterIssue.create({
      data: { subject: `Issue ${n}`, body: "Hello", status: "sent", sentAt: new Date(T0.getTime() + n * 60_000) },
    });
    await p().submission.create({
      data: { kind: "business", payload: { ...payload, name: `Shop ${n}` }, submitterEmail: "s@example.com" },
    });
    await p().apiToken.create({ data: { name: `Integration ${n}`, tokenHash: hashToken(newToken()), role: "editor" } });
    await p().outboxMessage.create({ data: { to: `x${n}@example.com`, subject: "s", text: "t", status: "failed" } });
    await p().image.create({ data: { hash: "0123456789abcdef", width: 10, height: 10, inLibrary: true } });
    const member = await p().member.create({ data: { name: `Member ${n}`, email: `member${n}@example.com` } });
    const business = (businesses[n - 1] as { id: number }).id;
    await p().businessMember.create({ data: { businessId: business, memberId: member.id, via: "claim" } });
    if (n === 1) {
      // The member who keeps all three listings, and signs in.
      for (const other of businesses.slice(1))
        await p().businessMember.create({ data: { businessId: other.id, memberId: member.id, via: "invite" } });
      memberAuth = `Bearer ${(await startSession(p(), { memberId: member.id }, new Date())).tab.token}`;
    } else {
      await p().businessMember.create({ data: { businessId: kept, memberId: member.id, via: "invite" } });
    }
    await p().listingClaim.create({ data: { businessId: business, memberId: member.id, name: "M", email: "m@x.org" } });
    await p().listingChange.create({ data: { businessId: kept, memberId: member.id, changes: {} } });
    await p().inquiry.create({ data: { businessId: kept, name: `V${n}`, email: "v@example.com", message: "Hi" } });
    await p().businessImport.create({
      data: { fileName: `members-${n}.csv`, actorName: "Admin", created: n, updated: 0, undo: {}, undoUntil: T0 },
    });
    await p().calendarSubscription.create({
      data: { url: `https://calendar.example.com/${n}.ics`, createdBy: "Admin" },
    });
    await p().webhookEndpoint.create({
      data: { url: `https://hooks.example.com/${n}`, events: ["business.created"], secret: `whsec_${n}` },
    });
  }
  // Deals and jobs live now (the app reads the real clock), on the member's businesses.
  const now = Date.now();
  for (const [n, { id: businessId }] of businesses.entries()) {
    const window = { startsAt: new Date(now - 86_400_000), endsAt: new Date(now + 5 * 86_400_000) };
    await p().deal.create({ data: { title: `Deal ${n}`, description: "d", businessId, ...window } });
    const open = { postedAt: window.startsAt, closesAt: window.endsAt, applyEmail: "jobs@example.com" };
    await p().job.create({
      data: { title: `Job ${n}`, description: "d", businessId, employmentType: "full-time", ...open },
    });
  }
  ribbon = (await eventTakingRegistrations(p(), { open: true, capacity: 10 })).id;
  for (const name of ["Ana", "Ben", "Cy"]) {
    await p().registration.create({
      data: {
        eventId: ribbon,
        name,
        email: `${name}@example.com`,
        emailKey: `${name}@example.com`,
        status: "confirmed",
      },
    });
  }
  // Every row changed long ago: `updatedSince` then finds only what a test touches.
  const aged = { createdAt: OLD, updatedAt: OLD };
  await Promise.all([
    p().business.updateMany({ data: aged }),
    p().event.updateMany({ data: aged }),
    p().eventSeries.updateMany({ data: aged }),
    p().newsArticle.updateMany({ data: aged }),
    p().boardMember.updateMany({ data: aged }),
    p().category.updateMany({ data: aged }),
    p().page.updateMany({ data: aged }),
    p().setting.updateMany({ data: { updatedAt: OLD } }),
    p().contactMessage.updateMany({ data: { createdAt: OLD, updatedAt: OLD } }),
    p().newsletterSubscription.updateMany({ data: aged }),
    p().newsletterIssue.updateMany({ data: aged }),
    p().submission.updateMany({ data: { createdAt: OLD } }),
    p().listingClaim.updateMany({ data: { createdAt: OLD } }),
    p().member.updateMany({ data: { createdAt: OLD } }),
    p().businessMember.updateMany({ data: { createdAt: OLD } }),
    p().apiToken.updateMany({ data: { createdAt: OLD } }),
    p().outboxMessage.updateMany({ data: { createdAt: OLD } }),
    p().listingChange.updateMany({ data: { createdAt: OLD } }),
    p().inquiry.updateMany({ data: { createdAt: OLD } }),
    p().registration.updateMany({ data: aged }),
    p().businessImport.updateMany({ data: { createdAt: OLD } }),
    p().calendarSubscription.updateMany({ data: aged }),
    p().webhookEndpoint.updateMany({ data: aged }),
    p().image.updateMany({ data: aged }),
    p().deal.updateMany({ data: aged }),
    p().job.updateMany({ data: aged }),
  ]);
}

beforeAll(async () => {
  ctx = await setup(uncached);
  await seed();
});
afterAll(() => ctx?.close());

const get = (list: ListCase, url: string) => {
  const authorization = list.caller === "admin" ? ctx.auth.authorization : list.caller === "member" ? memberAuth : "";
  return ctx.app.inject({ method: "GET", url, headers: authorization ? { authorization } : {} });
};
const withQuery = (url: string, query: string) => `${url}${url.includes("?") ? "&" : "?"}${query}`;
const nextLink = (response: LightMyRequestResponse) => {
  const link = response.headers.link;
  if (link === undefined) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  expect(match, String(link)).not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
};

/** Every page from `url` on, by its Link headers: the rows in order, and each page's X-Total-Count. */
async function walk(list: ListCase, url: string) {
  const rows: Row[] = [];
  const totals: string[] = [];
  let next: string | null = url;
  while (next) {
    const response = await get(list, next);
    expect(response.statusCode, `${next}: ${response.body}`).toBe(200);
    const page = (list.rowsOf ?? ((body) => body as Row[]))(response.json());
    expect(page.length).toBeLessThanOrEqual(2);
    rows.push(...page);
    totals.push(String(response.headers["x-total-count"]));
    next = nextLink(response);
    expect(rows.length, "more pages than rows").toBeLessThan(500);
  }
  return { rows, totals };
}

describe("REST list paging", () => {
  it("has every GET list of the OpenAPI document in its table or named as not a list", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        { get?: { responses: Record<string, { headers?: Row; content?: Record<string, { schema: Row }> }> } }
      >;
    }>();
    const arrays = Object.entries(document.paths)
      .filter(([, item]) => item.get?.responses["200"]?.content?.["application/json"]?.schema.type === "array")
      .map(([path]) => path);
    const arrayLists = lists.filter((list) => !list.rowsOf).map((list) => list.path);
    expect(arrays.sort()).toEqual([...arrayLists, ...Object.keys(notLists)].sort());
    for (const { path } of lists) {
      expect(Object.keys(document.paths[path]?.get?.responses["200"]?.headers ?? {}), path).toEqual([
        "X-Total-Count",
        "Link",
      ]);
    }
  });

  describe.each(lists.map((list) => [list.path, list] as const))("GET %s", (_path, list) => {
    const idOf = (row: Row) => (list.idOf ?? ((r: Row) => r.id))(row);

    it("walks by Link headers: each row once, in the whole list's order, X-Total-Count on every page", async () => {
      const whole = await get(list, list.url());
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.headers.link).toBeUndefined();
      expect(whole.headers["x-total-count"]).toBeUndefined();
      const all = (list.rowsOf ?? ((body) => body as Row[]))(whole.json());
      expect(all.length).toBeGreaterThanOrEqual(3);
      const { rows, totals } = await walk(list, withQuery(list.url(), "limit=2"));
      expect(rows).toEqual(all);
      expect(new Set(rows.map(idOf)).size).toBe(all.length);
      expect(new Set(totals)).toEqual(new Set([String(all.length)]));
    });

    it("answers with updatedSince only the rows changed after it", async () => {
      const changed = await list.touch();
      const { rows, totals } = await walk(list, withQuery(list.url(), `updatedSince=${SINCE.toISOString()}&limit=2`));
      expect(rows.map(idOf)).toEqual([changed]);
      expect(totals).toEqual(["1"]);
    });
  });

  it("refuses a bad limit, cursor or date with the one error body", async () => {
    const admin = { headers: ctx.auth };
    for (const query of ["limit=0", "limit=201", "limit=two"])
      expectValidationError(await ctx.app.inject({ method: "GET", url: `/api/news?${query}` }), "limit");
    expectValidationError(await ctx.app.inject({ method: "GET", url: "/api/news?cursor=not%20ours" }), "cursor");
    expectValidationError(
      await ctx.app.inject({ method: "GET", url: "/api/contact-messages?updatedSince=yesterday", ...admin }),
      "updatedSince",
    );
    const forged = Buffer.from(JSON.stringify(["x", 1])).toString("base64url");
    expectError(await ctx.app.inject({ method: "GET", url: `/api/news?cursor=${forged}` }), 400, "BAD_REQUEST");
    // A cursor of the list's own order does not continue a walk by change, nor the reverse.
    const first = await ctx.app.inject({ method: "GET", url: "/api/board-members?limit=1" });
    const cursor = new URL(nextLink(first) as string, "http://x").searchParams.get("cursor");
    const since = `updatedSince=${OLD.toISOString()}`;
    const mixed = `/api/board-members?${since}&cursor=${cursor}`;
    expectError(await ctx.app.inject({ method: "GET", url: mixed }), 400, "BAD_REQUEST");
    const offset = `/api/businesses?offset=2&cursor=${cursor}`;
    expectError(await ctx.app.inject({ method: "GET", url: offset }), 400, "BAD_REQUEST");
  });

  it("keeps the offset of /businesses and /events as it was, without paging headers", async () => {
    for (const url of ["/api/businesses", "/api/events"]) {
      const all = (await ctx.app.inject({ method: "GET", url })).json<Row[]>();
      const slice = await ctx.app.inject({ method: "GET", url: `${url}?limit=2&offset=1` });
      expect(slice.json()).toEqual(all.slice(1, 3));
      expect(slice.headers.link).toBeUndefined();
    }
  });
});

describe("REST list paging behind the caches", () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await setup({ db: ctx.db, signIn: false });
  });
  afterAll(() => cached?.close());

  it("answers a kept page with its headers, and a page leaves the whole list's answer alone", async () => {
    const url = "/api/board-members?limit=2";
    const first = await cached.app.inject({ method: "GET", url });
    const again = await cached.app.inject({ method: "GET", url });
    expect(again.body).toBe(first.body);
    for (const name of ["link", "x-total-count"]) {
      expect(first.headers[name]).toBeDefined();
      expect(again.headers[name]).toBe(first.headers[name]);
    }
    const whole = await cached.app.inject({ method: "GET", url: "/api/board-members" });
    expect(whole.json<Row[]>().length).toBe(Number(first.headers["x-total-count"]));
    expect(whole.headers["x-total-count"]).toBeUndefined();
  });
});
