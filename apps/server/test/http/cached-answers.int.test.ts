// The cached-answer door (plugins/cached-answers.ts) must be invisible: over a real socket, the
// second read of a public list — answered by the door — carries the same status, headers and
// bytes as the first, which went the full way through Fastify and filled the cache. A rendered
// page is given to every visitor but a signed-in one: a session cookie that names no live session
// (made up, or signed out) gets the cached page like any anonymous visitor, and so does a request
// with a bearer token, which no page is rendered from.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, setup, type TestContext } from "../helpers.ts";
import { makeWebRoot } from "../site-content-fixtures.ts";

let ctx: TestContext;
let origin: string;

beforeAll(async () => {
  ctx = await setup();
  await ctx.prisma.business.create({
    data: {
      name: "Bart's Books",
      description: "Outdoor bookstore. ".repeat(80),
      category: "Retail",
      address: "302 W Matilija St",
      phone: "(805) 646-3755",
    },
  });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx?.close());

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !["date", "keep-alive", "connection"].includes(name)));

async function twice(path: string, init: RequestInit = {}) {
  const first = await fetch(origin + path, init);
  const firstBody = Buffer.from(await first.arrayBuffer());
  const second = await fetch(origin + path, init);
  const secondBody = Buffer.from(await second.arrayBuffer());
  return { first, firstBody, second, secondBody };
}

describe("answers from the response cache", () => {
  it("are the full path's answer to the byte and header", async () => {
    const { first, firstBody, second, secondBody } = await twice("/api/businesses?category=retail");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(secondBody.equals(firstBody)).toBe(true);
    expect(second.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(second.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
  });

  it("keep the compressed forms and the 304 of the full path", async () => {
    const gzip = { headers: { "accept-encoding": "gzip" } };
    const { first, second } = await twice("/api/businesses", gzip);
    expect(second.headers.get("content-encoding")).toBe(first.headers.get("content-encoding"));
    const etag = first.headers.get("etag") ?? "";
    const notModified = await fetch(`${origin}/api/businesses`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(notModified.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("hold the whole body when a HEAD read filled them", async () => {
    const identity = { "accept-encoding": "identity" };
    const head = await fetch(`${origin}/api/businesses?category=retail&from=head`, {
      method: "HEAD",
      headers: identity,
    });
    expect(head.status).toBe(200);
    const get = await fetch(`${origin}/api/businesses?category=retail&from=head`, { headers: identity });
    const body = (await get.json()) as { name: string }[];
    expect(body.map((business) => business.name)).toEqual(["Bart's Books"]);
    expect(get.headers.get("content-length")).toBe(head.headers.get("content-length"));
  });

  it("are never given to a request that carries credentials", async () => {
    await twice("/api/businesses");
    const admin = await fetch(`${origin}/api/businesses`, { headers: ctx.auth });
    expect(admin.status).toBe(200);
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
  });

  it("follow a write at once", async () => {
    await twice("/api/businesses");
    const created = await fetch(`${origin}/api/businesses`, {
      method: "POST",
      headers: { ...ctx.auth, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ojai Rotie",
        description: "Rotisserie chicken.",
        category: "dining",
        address: "469 E Ojai Ave",
        phone: "(805) 798-9227",
      }),
    });
    expect(created.status).toBe(200);
    const after = (await (await fetch(`${origin}/api/businesses`)).json()) as { name: string }[];
    expect(after.map((business) => business.name)).toContain("Ojai Rotie");
  });
});

describe("a rendered page from the response cache", () => {
  let pages: TestContext;
  let pagesOrigin: string;
  beforeAll(async () => {
    pages = await setup({ webRoot: makeWebRoot() });
    await pages.app.listen({ port: 0, host: "127.0.0.1" });
    pagesOrigin = `http://127.0.0.1:${(pages.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => pages?.close());

  it("is the rendered page to the byte, with that render's one Content-Security-Policy", async () => {
    const first = await fetch(`${pagesOrigin}/visitor`);
    const firstBody = await first.text();
    const second = await fetch(`${pagesOrigin}/visitor`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    // One header, not the site's and the page's side by side (a browser would enforce both).
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(second.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(second.headers.get("cache-control")).toBe("no-cache");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  /** A page read twice, so the second read is the cached one; answers the cached copy's headers. */
  async function cachedPage(path: string) {
    await (await fetch(pagesOrigin + path)).text();
    const cached = await fetch(pagesOrigin + path);
    await cached.text();
    expect(cached.headers.get("etag")).toBeTruthy();
    return cached;
  }

  /** A rendered page carries its own nonce and no ETag; a cached one the cached copy's. */
  const fromCache = async (response: Response, cached: Response) => {
    await response.text();
    return (
      response.headers.get("etag") === cached.headers.get("etag") &&
      response.headers.get("content-security-policy") === cached.headers.get("content-security-policy")
    );
  };

  it("varies by encoding only, as the render it keeps does, while a REST read varies by token too", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const rendered = await fetch(`${pagesOrigin}/about`, { headers: gzip });
    await rendered.text();
    const cached = await fetch(`${pagesOrigin}/about`, { headers: gzip });
    await cached.text();
    expect(cached.headers.get("etag")).toBeTruthy();
    expect(cached.headers.get("vary")).toBe("accept-encoding");
    expect(rendered.headers.get("vary")).toBe(cached.headers.get("vary"));
    const rest = await fetch(`${pagesOrigin}/api/businesses`);
    await rest.text();
    expect((await fetch(`${pagesOrigin}/api/businesses`)).headers.get("vary")).toBe("authorization, accept-encoding");
  });

  it("is not given to a browser carrying a live session's cookie", async () => {
    const cached = await cachedPage("/contact");
    const cookie = await sessionCookie(pages.app);
    const signedIn = await fetch(`${pagesOrigin}/contact`, { headers: { cookie } });
    expect(await fromCache(signedIn, cached)).toBe(false);
    expect(signedIn.headers.get("etag")).toBeNull();
    const again = await fetch(`${pagesOrigin}/contact`, { headers: { cookie: `theme=dark; ${cookie}` } });
    expect(await fromCache(again, cached)).toBe(false);
  });

  it("is not given to a browser carrying a live member's cookie", async () => {
    const cached = await cachedPage("/about");
    const member = await pages.prisma.member.create({ data: { name: "Rosa Vega", email: "rosa@cache.example" } });
    const { url } = (
      await pages.app.inject({ method: "POST", url: `/api/members/${member.id}/sign-in-link`, headers: pages.auth })
    ).json<{ url: string }>();
    const verified = await pages.app.inject({
      method: "POST",
      url: "/api/account/sign-in/verify",
      payload: { token: new URL(url, pagesOrigin).searchParams.get("token") },
    });
    const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
    expect(cookie).toMatch(/^chamber_member=[\w-]{43}$/);
    const signedIn = await fetch(`${pagesOrigin}/about`, { headers: { cookie } });
    expect(await fromCache(signedIn, cached)).toBe(false);
    // The staff's cookie name with a member's token is no session at all.
    const misnamed = await fetch(`${pagesOrigin}/about`, {
      headers: { cookie: cookie.replace("chamber_member", "chamber_session") },
    });
    expect(await fromCache(misnamed, cached)).toBe(true);
  });

  it.each([
    ["a made-up value", "junk"],
    ["an empty-looking value", "%20"],
    ["a token's shape that names no session", "A".repeat(43)],
  ])("is given to a browser whose session cookie is %s", async (_name, value) => {
    const cached = await cachedPage("/visitor");
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${pagesOrigin}/visitor`, { headers: { cookie: `chamber_session=${value}` } });
      expect(response.status).toBe(200);
      expect(await fromCache(response, cached)).toBe(true);
    }
  });

  it.each([
    ["a made-up bearer token", () => "Bearer junk"],
    ["an admin's bearer token (a page renders from no credentials)", () => pages.auth.authorization],
  ])("is given to a request with %s", async (_name, authorization) => {
    const cached = await cachedPage("/visitor");
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${pagesOrigin}/visitor`, { headers: { authorization: authorization() } });
      expect(response.status).toBe(200);
      expect(await fromCache(response, cached)).toBe(true);
    }
    // Past the door too: Fastify's hooks answer an injected request from the same copy.
    const injected = await pages.app.inject({ url: "/visitor", headers: { authorization: authorization() } });
    expect(injected.headers.etag).toBe(cached.headers.get("etag"));
  });

  it("is given again to a browser once its session has signed out", async () => {
    const cached = await cachedPage("/news");
    const cookie = await sessionCookie(pages.app);
    expect(await fromCache(await fetch(`${pagesOrigin}/news`, { headers: { cookie } }), cached)).toBe(false);
    const tab = await fetch(`${pagesOrigin}/api/auth/refresh`, {
      method: "POST",
      headers: { cookie, "x-chamber-refresh": "1", "content-type": "application/json" },
      body: "{}",
    });
    const { token } = (await tab.json()) as { token: string };
    const logout = await fetch(`${pagesOrigin}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(200);
    expect(await fromCache(await fetch(`${pagesOrigin}/news`, { headers: { cookie } }), cached)).toBe(true);
  });
});
