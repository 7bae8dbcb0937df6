import { noopCache } from "@chamber/api";
import { afterAll, beforeAll, expect, test } from "vitest";
import { setup, T0, type TestContext } from "../helpers.ts";
import { PUBLIC_URL, type SiteContentFixtures, seedSiteContent } from "../site-content-fixtures.ts";

let ctx: TestContext;
let fixtures: SiteContentFixtures;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0, cache: noopCache, signIn: false });
  fixtures = await seedSiteContent(ctx.prisma);
});
afterAll(() => ctx.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test("the sitemap lists every public route of the specification as an absolute URL", async () => {
  const response = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
  const urls = locs(response.body);
  for (const path of [
    "/",
    "/events",
    "/directory",
    "/deals",
    "/jobs",
    "/visitor",
    "/about",
    "/news",
    "/news/newsletters",
    "/contact",
    "/membership-benefits",
    "/get-involved",
    "/business-resources",
    "/privacy",
  ]) {
    expect(urls).toContain(`${PUBLIC_URL}${path}`);
  }
  expect(urls).not.toContain(`${PUBLIC_URL}/admin`);
});

test("the sitemap lists visible events (past ones too), news and published pages, nothing hidden", async () => {
  const urls = locs((await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body);
  const { events, articles } = fixtures;
  for (const id of [events.upcoming, events.winter, events.past]) expect(urls).toContain(`${PUBLIC_URL}/events/${id}`);
  for (const id of [events.draft, events.scheduled, events.unlisted]) {
    expect(urls).not.toContain(`${PUBLIC_URL}/events/${id}`);
  }
  expect(urls).toContain(`${PUBLIC_URL}/news/${articles.concerts}`);
  expect(urls).toContain(`${PUBLIC_URL}/news/${articles.hostile}`);
  expect(urls).toContain(`${PUBLIC_URL}/page/membership-benefits`);
  expect(urls).not.toContain(`${PUBLIC_URL}/page/secret-plans`);
});

test("the sitemap dates each item by its last change", async () => {
  const updatedAt = (await ctx.prisma.event.findUniqueOrThrow({ where: { id: fixtures.events.upcoming } })).updatedAt;
  const body = (await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
  expect(body).toContain(
    `<url><loc>${PUBLIC_URL}/events/${fixtures.events.upcoming}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
  );
});

test("robots.txt disallows /admin and names the sitemap", async () => {
  const response = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.body).toContain("User-agent: *\nDisallow: /admin\n");
  expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});
