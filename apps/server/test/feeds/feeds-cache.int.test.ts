// With the server's real read cache: an admin's write through the API shows in the feeds, the
// sitemap and the page heads at once, because they read through the routers and the same cache keys.
import { afterAll, beforeAll, expect, test } from "vitest";
import { at, days, setup, T0, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";

let ctx: TestContext;
const webRoot = makeWebRoot();

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0, webRoot });
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => (await ctx.app.inject({ method: "GET", url })).body;

test("an event created, hidden and renamed through the API updates feeds, sitemap and page at once", async () => {
  expect(await get("/feeds/events.ics")).not.toContain("BEGIN:VEVENT");
  expect(await get("/sitemap.xml")).not.toContain("/events/1<");

  const event = {
    title: "Ojai Art Walk",
    description: "Galleries stay open late.",
    category: "community",
    location: "Ojai Arcade",
    date: at(T0, days(3)).toISOString(),
  };
  const created = await ctx.app.inject({ method: "POST", url: "/api/events", headers: ctx.auth, payload: event });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ id: number }>().id;

  expect(await get("/feeds/events.ics")).toContain(`UID:event-${id}@ojaichamber.example`);
  expect(await get("/sitemap.xml")).toContain(`${PUBLIC_URL}/events/${id}<`);
  expect(await get(`/events/${id}`)).toContain("<title>Ojai Art Walk |");

  const renamed = { ...event, title: "Ojai Art Walk (Moved)" };
  await ctx.app.inject({ method: "PUT", url: `/api/events/${id}`, headers: ctx.auth, payload: renamed });
  expect(await get(`/events/${id}`)).toContain("<title>Ojai Art Walk (Moved) |");
  expect(await get("/feeds/events.ics")).toContain("SUMMARY:Ojai Art Walk (Moved)");

  await ctx.app.inject({
    method: "PUT",
    url: `/api/events/${id}`,
    headers: ctx.auth,
    payload: { ...renamed, published: false },
  });
  expect(await get("/feeds/events.ics")).not.toContain("BEGIN:VEVENT");
  expect((await ctx.app.inject({ method: "GET", url: `/feeds/events/${id}.ics` })).statusCode).toBe(404);
  expect((await ctx.app.inject({ method: "GET", url: `/events/${id}` })).statusCode).toBe(404);
});

test("a news article published through the API appears in the RSS feed at once", async () => {
  expect(await get("/feeds/news.xml")).not.toContain("<item>");
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/news",
    headers: ctx.auth,
    payload: { title: "Fresh News", content: "Body.", category: "events", author: "Lena Park" },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(await get("/feeds/news.xml")).toContain("<title>Fresh News</title>");
});

test("a settings change through the API renames the feeds and the page heads at once", async () => {
  expect(await get("/feeds/news.xml")).toContain("<title>Ojai Valley Chamber of Commerce News</title>");
  expect(await get("/")).toContain("<title>Ojai Valley Chamber of Commerce</title>");
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/settings",
    headers: ctx.auth,
    payload: { key: "site.name", value: "Ojai Valley Chamber" },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(await get("/feeds/news.xml")).toContain("<title>Ojai Valley Chamber News</title>");
  expect(await get("/feeds/events.ics")).toContain("X-WR-CALNAME:Ojai Valley Chamber Events");
  expect(await get("/")).toContain("<title>Ojai Valley Chamber</title>");

  await ctx.app.inject({ method: "DELETE", url: "/api/settings/site.name", headers: ctx.auth });
  expect(await get("/feeds/news.xml")).toContain("<title>Ojai Valley Chamber of Commerce News</title>");
});
