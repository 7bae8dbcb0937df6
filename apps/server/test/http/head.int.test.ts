// HEAD answers as GET would, without the body (RFC 9110 §9.3.2), on every kind of request: the
// REST door, the feeds, the sitemap, a page of the web app and one of its files.
import { noopCache } from "@chamber/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, T0, type TestContext } from "../helpers.ts";
import {
  builtEntryScript,
  makeWebRoot,
  PUBLIC_URL,
  type SiteContentFixtures,
  seedSiteContent,
} from "../site-content-fixtures.ts";

let ctx: TestContext;
let fixtures: SiteContentFixtures;
let webRoot: string;

beforeAll(async () => {
  webRoot = makeWebRoot();
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0, cache: noopCache, webRoot });
  fixtures = await seedSiteContent(ctx.prisma);
});
afterAll(async () => {
  await ctx.close();
});

const comparedHeaders = ["content-type", "cache-control", "etag", "content-length", "vary", "content-disposition"];

async function expectHeadLikeGet(url: string, headers: Record<string, string> = {}) {
  const get = await ctx.app.inject({ method: "GET", url, headers });
  const head = await ctx.app.inject({ method: "HEAD", url, headers });
  expect(head.statusCode, url).toBe(get.statusCode);
  for (const name of comparedHeaders) expect(head.headers[name], `${url} ${name}`).toEqual(get.headers[name]);
  expect(head.body, url).toBe("");
  return get;
}

describe("HEAD on the REST door", () => {
  test.each(["/api/businesses", "/api/events", "/api/news", "/api/board-members", "/api/events/featured"])(
    "answers %s with the GET's status and headers and no body",
    async (url) => {
      const get = await expectHeadLikeGet(url);
      expect(get.statusCode).toBe(200);
      expect(get.headers.etag).toBeDefined();
      expect(get.body.length).toBeGreaterThan(0);
    },
  );

  test("answers an item with its GET's headers, and a hidden one with the GET's 404", async () => {
    expect((await expectHeadLikeGet(`/api/events/${fixtures.events.upcoming}`)).statusCode).toBe(200);
    expect((await expectHeadLikeGet(`/api/events/${fixtures.events.draft}`)).statusCode).toBe(404);
  });

  test("answers an admin read as the admin's GET (private, no-store)", async () => {
    const get = await expectHeadLikeGet("/api/settings", ctx.auth);
    expect(get.statusCode).toBe(200);
    expect(get.headers["cache-control"]).toBe("private, no-store");
    expect((await expectHeadLikeGet("/api/settings")).statusCode).toBe(401);
  });

  test("answers a path no procedure knows with the GET's 404", async () => {
    expect((await expectHeadLikeGet("/api/no-such-thing")).statusCode).toBe(404);
  });

  test("answers with the GET's compressed headers when the client accepts br", async () => {
    const get = await expectHeadLikeGet("/api/events", { "accept-encoding": "br" });
    const head = await ctx.app.inject({ method: "HEAD", url: "/api/events", headers: { "accept-encoding": "br" } });
    expect(head.headers["content-encoding"]).toEqual(get.headers["content-encoding"]);
  });
});

describe("HEAD on the tRPC door", () => {
  test("answers a query with the GET's status and headers and no body", async () => {
    const get = await expectHeadLikeGet(`/trpc/event.list?input=${encodeURIComponent("{}")}`);
    expect(get.statusCode).toBe(200);
    expect(get.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("HEAD beside the API", () => {
  test.each(["/feeds/events.ics", "/feeds/news.xml", "/sitemap.xml", "/robots.txt"])(
    "answers %s with the GET's status and headers and no body",
    async (url) => {
      expect((await expectHeadLikeGet(url)).statusCode).toBe(200);
    },
  );

  test("answers one event's calendar file, attachment header included", async () => {
    const get = await expectHeadLikeGet(`/feeds/events/${fixtures.events.upcoming}.ics`);
    expect(get.headers["content-disposition"]).toContain("attachment");
  });

  test("answers a page of the web app and a missing one as their GETs do", async () => {
    expect((await expectHeadLikeGet("/")).statusCode).toBe(200);
    expect((await expectHeadLikeGet(`/events/${fixtures.events.upcoming}`)).statusCode).toBe(200);
    expect((await expectHeadLikeGet("/no-such-page")).statusCode).toBe(404);
  });

  test("answers a file of the web app with its GET's headers", async () => {
    const get = await expectHeadLikeGet(`/${builtEntryScript(webRoot)}`);
    expect(get.statusCode).toBe(200);
    expect(get.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("HEAD on answers kept by the server's response cache", () => {
  test("answers from the kept copy with the GET's headers, plain and compressed", async () => {
    const cached = await setup({ publicUrl: PUBLIC_URL, now: () => T0, signIn: false });
    try {
      await seedSiteContent(cached.prisma);
      for (const headers of [{}, { "accept-encoding": "br" }]) {
        const first = await cached.app.inject({ method: "GET", url: "/api/events", headers });
        const get = await cached.app.inject({ method: "GET", url: "/api/events", headers });
        const head = await cached.app.inject({ method: "HEAD", url: "/api/events", headers });
        expect(get.body).toBe(first.body);
        expect(head.statusCode).toBe(200);
        for (const name of [...comparedHeaders, "content-encoding"])
          expect(head.headers[name]).toEqual(get.headers[name]);
        expect(head.body).toBe("");
      }
    } finally {
      await cached.close();
    }
  });
});
