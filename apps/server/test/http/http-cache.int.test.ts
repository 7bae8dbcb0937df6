// HTTP caching and compression (decision 006): Cache-Control per kind of answer,
// ETag/304 on public reads, the in-process cache of public answers (fresh after every write, and
// after its time to live for changes that come from the clock), br/gzip, and the web build's files.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "../../src/http/http-cache.ts";
import { at, setup, T0, type TestContext } from "../helpers.ts";
import { builtEntryScript, makeWebRoot } from "../site-content-fixtures.ts";

const business = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `${name} serves the Ojai Valley with care and a long memory for regulars' names.`,
  category: "Dining",
  address: "100 E Ojai Ave, Ojai, CA 93023",
  phone: "(805) 555-0100",
  ...extra,
});

const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((row) => row.name);

describe("Cache-Control, ETag and 304 on the API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup();
    for (let i = 0; i < 8; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/businesses",
        headers: ctx.auth,
        payload: business(`Topa Kitchen ${i}`),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  it("marks a public list public with a weak ETag and answers a matching If-None-Match with 304", async () => {
    const first = await ctx.app.inject({ url: "/api/businesses" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/authorization/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await ctx.app.inject({ url: "/api/businesses", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    const other = await ctx.app.inject({ url: "/api/businesses", headers: { "if-none-match": 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it("answers 304 on a public read by id and on the featured list too", async () => {
    for (const url of [
      "/api/businesses/1",
      "/api/businesses/featured",
      "/api/events",
      "/api/news",
      "/api/board-members",
    ]) {
      const first = await ctx.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe(PUBLIC_CACHE_CONTROL);
      const second = await ctx.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
      expect(second.statusCode, url).toBe(304);
    }
  });

  it("leaves a public route's own Cache-Control alone", async () => {
    const docs = await ctx.app.inject({ url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["cache-control"]).toBe("no-cache");
  });

  it("serves a write to the very next public read, with a new ETag", async () => {
    const before = await ctx.app.inject({ url: "/api/businesses" });
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: business("Arcade Bakery"),
    });
    expect(created.statusCode).toBe(200);

    const after = await ctx.app.inject({
      url: "/api/businesses",
      headers: { "if-none-match": String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(names(after.body)).toContain("Arcade Bakery");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("keeps what an admin sees private, uncached, and away from the public", async () => {
    const draft = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: business("Draft Dairy", { published: false }),
    });
    expect(draft.statusCode).toBe(200);
    const { id } = draft.json<{ id: number }>();

    const publicList = await ctx.app.inject({ url: "/api/businesses" });
    expect(names(publicList.body)).not.toContain("Draft Dairy");

    const adminList = await ctx.app.inject({ url: "/api/businesses", headers: ctx.auth });
    expect(adminList.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(adminList.headers.etag).toBeUndefined();
    expect(names(adminList.body)).toContain("Draft Dairy");
    const adminRead = await ctx.app.inject({ url: `/api/businesses/${id}`, headers: ctx.auth });
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);

    // The admin's answers never reach the public, in either order.
    expect(names((await ctx.app.inject({ url: "/api/businesses" })).body)).not.toContain("Draft Dairy");
    expect((await ctx.app.inject({ url: `/api/businesses/${id}` })).statusCode).toBe(404);
    // A forged token is not the public either: it gets 401 or the public list, never a cached admin answer.
    const forged = await ctx.app.inject({
      url: "/api/businesses",
      headers: { authorization: "Bearer nope-nope-nope" },
    });
    expect(forged.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(names(forged.body)).not.toContain("Draft Dairy");
  });

  it("marks writes, /trpc, /api/auth, /api/health and errors private, no-store", async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "cache@test.example" } }),
      ctx.app.inject({ url: "/trpc/business.list?input=%7B%7D" }),
      ctx.app.inject({ url: "/api/auth/me", headers: ctx.auth }),
      ctx.app.inject({ url: "/api/auth/me" }),
      ctx.app.inject({ url: "/api/health" }),
      ctx.app.inject({ url: "/api/businesses/999999" }),
      ctx.app.inject({ url: `/api/businesses?category=${"x".repeat(300)}` }),
      ctx.app.inject({ url: "/api/no-such-thing" }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 200, 200, 401, 200, 404, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.etag).toBeUndefined();
    }
  });

  it("compresses JSON with br or gzip as the client accepts, and leaves small answers alone", async () => {
    const plain = await ctx.app.inject({ url: "/api/businesses" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round++) {
      // First after a write (computed), then from the cache.
      if (round === 0)
        await ctx.app.inject({
          method: "POST",
          url: "/api/businesses",
          headers: ctx.auth,
          payload: business(`Round ${round}`),
        });
      const identity = (await ctx.app.inject({ url: "/api/businesses" })).body;
      const br = await ctx.app.inject({ url: "/api/businesses", headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity);
      const gzip = await ctx.app.inject({ url: "/api/businesses", headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity);
      const refused = await ctx.app.inject({
        url: "/api/businesses",
        headers: { "accept-encoding": "br;q=0, gzip;q=0" },
      });
      expect(refused.headers["content-encoding"]).toBeUndefined();
    }
    const small = await ctx.app.inject({ url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});

describe("freshness of cached public reads", () => {
  let ctx: TestContext;
  let now = T0;
  beforeAll(async () => {
    ctx = await setup({ now: () => now });
  });
  afterAll(() => ctx.close());

  it("serves a cached list until its time to live when the database changes behind the API's back", async () => {
    now = T0;
    expect(names((await ctx.app.inject({ url: "/api/businesses" })).body)).toEqual([]);
    await ctx.prisma.business.create({ data: business("Side Door Deli") });
    now = at(T0, 29_000);
    expect(names((await ctx.app.inject({ url: "/api/businesses" })).body)).toEqual([]);
    now = at(T0, 31_000);
    expect(names((await ctx.app.inject({ url: "/api/businesses" })).body)).toEqual(["Side Door Deli"]);
  });

  it("shows a scheduled business once its publishedAt has passed, with no write in between", async () => {
    now = at(T0, 60_000);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/businesses",
      headers: ctx.auth,
      payload: business("Matilija Tea", { publishedAt: at(now, 10_000).toISOString() }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(names((await ctx.app.inject({ url: "/api/businesses" })).body)).not.toContain("Matilija Tea");
    now = at(now, 40_000);
    expect(names((await ctx.app.inject({ url: "/api/businesses" })).body)).toContain("Matilija Tea");
  });
});

describe("caching of the web build", () => {
  let ctx: TestContext;
  const webRoot = makeWebRoot();
  const entryScript = `/${builtEntryScript(webRoot)}`;
  beforeAll(async () => {
    ctx = await setup({ webRoot, signIn: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const asset = await ctx.app.inject({ url: entryScript, headers: { "accept-encoding": "br" } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("br");
    const plain = await ctx.app.inject({ url: entryScript });
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(plain.body);
  });

  it("makes browsers revalidate every rendered page", async () => {
    for (const url of ["/", "/events", "/directory"]) {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
    }
    const unknown = await ctx.app.inject({ url: "/no-such-page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-cache");
  });

  it("sends a script only the headers a page's subresource reads; an SVG, a page and a missing file keep the document's", async () => {
    const script = await ctx.app.inject({ url: entryScript });
    expect(script.statusCode).toBe(200);
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["strict-transport-security"]).toBeDefined();
    for (const name of [
      "content-security-policy",
      "permissions-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
    ]) {
      expect(script.headers[name], name).toBeUndefined();
    }
    for (const url of ["/favicon.svg", "/", "/assets/no-such-chunk.js"]) {
      const answer = await ctx.app.inject({ url });
      expect(String(answer.headers["content-security-policy"]), url).toContain("frame-ancestors 'none'");
      expect(String(answer.headers["permissions-policy"]), url).toContain("camera=()");
      expect(answer.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("caches other public files for an hour", async () => {
    const icon = await ctx.app.inject({ url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
