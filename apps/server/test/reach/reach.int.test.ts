// A listing's reach counted on the server (src/reach/): directory impressions as a rendered or a
// cached page is answered, a business page's view from the page cache, clicks through /go/ and the
// directory's beacon; none for crawlers, DNT, GPC, or signed-in staff and members. Then the stats
// over REST: zero-filled days, a member's own business only, staff any.
import { noReach } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MemoryServerCache } from "../../src/cache/server-cache.ts";
import { responseCache } from "../../src/http/response-cache.ts";
import { expectError, manualClock, sessionCookie, setup, T0, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";
import { addBusiness, BROWSER, countsOf, memberWithToken } from "./reach-fixtures.ts";

const clock = manualClock();
const cache = new MemoryServerCache({ now: clock.now });
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof addBusiness>>;
let bare: Awaited<ReturnType<typeof addBusiness>>;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: clock.now, webRoot: makeWebRoot(), cache, reachFlushMs: 3_600_000 });
  shop = await addBusiness(ctx.prisma, "Arcade Books");
  bare = await addBusiness(ctx.prisma, "Bare Bones Repair", { website: null, email: null, category: "Services" });
});
afterAll(async () => {
  await ctx.close();
  await cache.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { "user-agent": BROWSER, ...headers } });
/** The counts written so far. */
const counted = async (businessId: number) => {
  await ctx.app.reach.flush();
  return countsOf(ctx.prisma, businessId);
};

describe("directory impressions", () => {
  test("each business on a results page, rendered or from the page cache", async () => {
    const rendered = await get("/directory");
    expect(rendered.statusCode).toBe(200);
    expect((await counted(shop.id)).impressions).toBe(1);
    expect((await counted(bare.id)).impressions).toBe(1);
    await get("/directory");
    expect((await counted(shop.id)).impressions).toBe(2);
    await get("/directory?category=Services");
    expect((await counted(shop.id)).impressions).toBe(2);
    expect((await counted(bare.id)).impressions).toBe(3);
  });

  test("counted too when the door before Fastify answers from the cache", async () => {
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const before = (await counted(shop.id)).impressions;
    for (const round of [1, 2]) {
      const response = await fetch(`${address}/directory?page=1`, { headers: { "user-agent": BROWSER } });
      expect(response.status, `round ${round}`).toBe(200);
      await response.text();
    }
    expect((await counted(shop.id)).impressions).toBe(before + 2);
  });

  test("not counted: crawlers, no user agent, DNT, GPC, staff and members, a HEAD", async () => {
    const before = await counted(shop.id);
    const staff = await sessionCookie(ctx.app);
    const refused: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "" },
      { dnt: "1" },
      { "sec-gpc": "1" },
      { cookie: staff },
      { cookie: "theme=dark; chamber_member=0123456789abcdefghijklmnopqrstuvwxyzABCDEFG" },
      { authorization: `Bearer ${ctx.token}` },
    ];
    for (const headers of refused) expect((await get("/directory", headers)).statusCode).toBe(200);
    await ctx.app.inject({ method: "HEAD", url: "/directory", headers: { "user-agent": BROWSER } });
    expect(await counted(shop.id)).toEqual(before);
  });
});

describe("business page views", () => {
  test("a page answered from the page cache counts one view, for the business its slug names", async () => {
    // A cached copy of /directory/{slug} stands in for the rendered page here.
    const responses = responseCache(cache);
    const page = {
      body: Buffer.from("<!doctype html><h1>Arcade Books</h1>"),
      contentType: "text/html; charset=utf-8",
      headers: {},
    };
    responses.store(`/directory/${shop.slug}`, responses.begin(), page);
    responses.store("/directory/no-such-shop", responses.begin(), page);
    const before = await counted(shop.id);
    const response = await get(`/directory/${shop.slug}`);
    expect(response.body).toContain("Arcade Books");
    await get("/directory/no-such-shop");
    await get(`/directory/${shop.slug}`, { dnt: "1" });
    expect(await counted(shop.id)).toEqual({ ...before, views: before.views + 1 });
  });
});

describe("GET /go/{businessId}/{kind}", () => {
  test("redirects 302 to the business's own website, phone, e-mail and map, and counts each", async () => {
    const before = await counted(shop.id);
    const targets = {
      website: "https://shop.example/home?a=1",
      phone: "tel:+18056463755",
      email: "mailto:hello@shop.example",
      directions: "https://www.google.com/maps/search/?api=1&query=302%20W%20Matilija%20St%2C%20Ojai%2C%20CA%2093023",
    };
    for (const [kind, location] of Object.entries(targets)) {
      const response = await get(`/go/${shop.id}/${kind}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
    await get(`/go/${shop.id}/website`, { "user-agent": "curl/8.5.0" });
    await get(`/go/${shop.id}/website`, { "sec-gpc": "1" });
    expect(await counted(shop.id)).toEqual({
      ...before,
      websiteClicks: before.websiteClicks + 1,
      phoneClicks: before.phoneClicks + 1,
      emailClicks: before.emailClicks + 1,
      directionsClicks: before.directionsClicks + 1,
    });
  });

  test("404 for an unknown business, kind or missing value; never elsewhere", async () => {
    const hidden = await addBusiness(ctx.prisma, "Hidden Hardware", { published: false });
    for (const url of [
      "/go/999999/website",
      `/go/${shop.id}/twitter`,
      `/go/${shop.id}/https:%2F%2Fevil.example`,
      "/go/abc/website",
      `/go/${bare.id}/website`,
      `/go/${bare.id}/email`,
      `/go/${hidden.id}/phone`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe("POST /go/impressions (the directory's beacon while paging)", () => {
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/go/impressions",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "sec-fetch-site": "same-origin",
        "user-agent": BROWSER,
        ...headers,
      },
      payload: body,
    });

  test("counts each business named once; refuses another site and a bad body", async () => {
    const before = await counted(shop.id);
    expect((await beacon(`${shop.id},${shop.id},${bare.id},999999`)).statusCode).toBe(204);
    expect((await beacon(`${shop.id}`, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await beacon("1,two")).statusCode).toBe(400);
    expect((await beacon(`${shop.id}`, { dnt: "1" })).statusCode).toBe(204);
    expect((await counted(shop.id)).impressions).toBe(before.impressions + 1);
  });
});

describe("stats over REST", () => {
  test("a member's own business, every day present; another's 404; staff and anonymous 401", async () => {
    clock.set(T0);
    const mine = await addBusiness(ctx.prisma, "Stats Shop");
    const theirs = await addBusiness(ctx.prisma, "Other Shop");
    const { token } = await memberWithToken(ctx.prisma, "owner@stats.example", [mine.id], T0);
    await ctx.prisma.listingReachDay.create({ data: { businessId: mine.id, day: new Date("2026-06-14"), views: 4 } });
    const auth = { authorization: `Bearer ${token}` };
    const url = (id: number, query = "from=2026-06-13&to=2026-06-15") => `/api/account/businesses/${id}/stats?${query}`;
    const response = await get(url(mine.id), auth);
    expect(response.statusCode, response.body).toBe(200);
    const zero = noReach;
    expect(response.json()).toEqual({
      days: [
        { date: "2026-06-13", ...zero },
        { date: "2026-06-14", ...zero, views: 4 },
        { date: "2026-06-15", ...zero },
      ],
    });
    expectError(await get(url(theirs.id), auth), 404, "NOT_FOUND");
    expectError(await get(url(mine.id), ctx.auth), 401, "UNAUTHORIZED");
    expectError(await get(url(mine.id)), 401, "UNAUTHORIZED");
    expect((await get(url(mine.id, "from=2026-06-15&to=2026-06-13"), auth)).statusCode).toBe(400);
    expect((await get(url(mine.id, "from=2025-01-01&to=2026-06-13"), auth)).statusCode).toBe(400);
    expect((await get(`/api/businesses/${mine.id}/stats?from=2026-06-14&to=2026-06-14`, ctx.auth)).json()).toEqual({
      days: [{ date: "2026-06-14", ...zero, views: 4 }],
    });
    expectError(await get(`/api/businesses/${mine.id}/stats?from=2026-06-14&to=2026-06-14`, auth), 401, "UNAUTHORIZED");
    const stale = await get("/api/reports/stale-listings", ctx.auth);
    expect(stale.json()).toContainEqual({
      id: mine.id,
      name: "Stats Shop",
      slug: mine.slug,
      members: 1,
      lastMemberChangeAt: null,
    });
    expectError(await get("/api/reports/stale-listings"), 401, "UNAUTHORIZED");
  });
});
