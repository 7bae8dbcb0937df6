// What the response cache keeps is what the procedures declare (`cache: "public"` in their meta),
// not what a URL looks like: a declared read is kept, an undeclared public read (a series, which a
// read may extend) is answered afresh every time, and no error, no admin's read and no write is
// kept. The ICS feed lives in the read cache and is dropped by an event or series write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryServerCache } from "../../src/cache/server-cache.ts";
import { PUBLIC_CACHE_CONTROL } from "../../src/http/http-cache.ts";
import { at, days, setup, T0, type TestContext } from "../helpers.ts";
import { makeWebRoot } from "../site-content-fixtures.ts";

let ctx: TestContext;
const cache = new MemoryServerCache({ now: () => T0 });
beforeAll(async () => {
  ctx = await setup({ cache, now: () => T0, webRoot: makeWebRoot() });
});
afterAll(async () => {
  await ctx?.close();
  await cache.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe("the response cache keeps", () => {
  it("a read whose procedure declares it", async () => {
    expect((await get("/api/news")).statusCode).toBe(200);
    expect(cache.responses.get("/api/news")).toBeDefined();
  });

  it("no public read whose procedure does not, though its answer stays public for a CDN", async () => {
    const response = await get("/api/event-series");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(cache.responses.get("/api/event-series")).toBeUndefined();
  });

  it("no error, and no read an admin made", async () => {
    expect((await get("/api/news/999999")).statusCode).toBe(404);
    expect(cache.responses.get("/api/news/999999")).toBeUndefined();
    expect((await get("/api/businesses?category=retail", ctx.auth)).statusCode).toBe(200);
    expect(cache.responses.get("/api/businesses?category=retail")).toBeUndefined();
  });

  it("no answer to a read with a bad input", async () => {
    expect((await get("/api/businesses/not-a-number")).statusCode).toBe(400);
    expect(cache.responses.get("/api/businesses/not-a-number")).toBeUndefined();
  });
});

describe("the calendar feed", () => {
  it("is kept until an event or a series is written", async () => {
    const before = (await get("/feeds/events.ics")).body;
    expect(before).not.toContain("Ojai Music Walk");
    const event = {
      title: "Ojai Music Walk",
      description: "Porches and patios.",
      category: "community",
      location: "Libbey Park",
      date: at(T0, days(2)).toISOString(),
    };
    const created = await ctx.app.inject({ method: "POST", url: "/api/events", headers: ctx.auth, payload: event });
    expect(created.statusCode, created.body).toBe(200);
    expect((await get("/feeds/events.ics")).body).toContain("SUMMARY:Ojai Music Walk");

    const series = await ctx.app.inject({
      method: "POST",
      url: "/api/event-series",
      headers: ctx.auth,
      payload: { ...event, title: "Ojai Porch Hour", rule: "FREQ=WEEKLY" },
    });
    expect(series.statusCode, series.body).toBe(200);
    expect((await get("/feeds/events.ics")).body).toContain("Ojai Porch Hour");
  });
});
