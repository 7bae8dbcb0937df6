// A page for every business (/directory/{slug}): each business of the seed answers 200 with its
// name and description in the first response and its LocalBusiness JSON-LD; an old slug answers a
// permanent redirect to the page's address now; an unknown or hidden one the 404 page;
// /directory/join is still the join form; the sitemap lists every visible business with lastmod.
import { noopCache } from "@chamber/api";
import { isVisible } from "@chamber/core";
import { seedData } from "@chamber/db";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, T0, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0, webRoot: makeWebRoot(), cache: noopCache });
  await ctx.prisma.business.createMany({ data: seedData(T0).businesses });
  await ctx.prisma.business.create({
    data: { ...business("Hidden Workshop"), published: false },
  });
});
afterAll(() => ctx.close());

function business(name: string) {
  return { name, description: "Made by hand.", category: "Arts", address: "1 Ojai Ave", phone: "(805) 555-0100" };
}

const get = (url: string) => ctx.app.inject({ method: "GET", url });

/** The page's JSON-LD blocks. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );

/** Text as the page writes it: React escapes quotes and ampersands. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("business pages", () => {
  test("every business of the seed answers 200 with its name, description and JSON-LD", async () => {
    const businesses = (await ctx.prisma.business.findMany()).filter((one) => isVisible(one, T0));
    expect(businesses.length).toBeGreaterThan(10);
    for (const one of businesses) {
      const response = await get(`/directory/${one.slug}`);
      expect(response.statusCode, one.slug).toBe(200);
      expect(response.body).toContain(`<h1`);
      expect(response.body, one.name).toContain(escaped(one.name));
      expect(response.body, one.name).toContain(escaped(one.description));
      expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/directory/${one.slug}"`);
      const [node] = jsonLd(response.body).filter((block) => block.name === one.name);
      expect(node, one.slug).toMatchObject({
        "@context": "https://schema.org",
        url: `${PUBLIC_URL}/directory/${one.slug}`,
        telephone: one.phone,
        address: { "@type": "PostalAddress" },
      });
    }
  });

  test("the JSON-LD names the most specific type, the address in parts, geo only when known", async () => {
    const cafe = await ctx.prisma.business.findFirstOrThrow({ where: { category: "Dining" } });
    await ctx.prisma.business.update({ where: { id: cafe.id }, data: { latitude: 34.448, longitude: -119.242 } });
    const [node] = jsonLd((await get(`/directory/${cafe.slug}`)).body);
    expect(node).toMatchObject({
      "@type": "FoodEstablishment",
      geo: { "@type": "GeoCoordinates", latitude: 34.448, longitude: -119.242 },
      address: { addressLocality: "Ojai", addressRegion: "CA", postalCode: "93023", addressCountry: "US" },
    });
    const shop = await ctx.prisma.business.findFirstOrThrow({ where: { category: "Retail" } });
    const [store] = jsonLd((await get(`/directory/${shop.slug}`)).body);
    expect(store).toMatchObject({ "@type": "Store" });
    expect(store).not.toHaveProperty("geo");
    if (shop.website) expect(store?.sameAs).toContain(shop.website);
  });

  test("an old slug answers 301 to the page's address now; a slug in capitals too", async () => {
    const renamed = await ctx.prisma.business.create({ data: business("Matilija Pottery") });
    await ctx.prisma.business.update({ where: { id: renamed.id }, data: { name: "Matilija Clay Studio" } });
    const response = await get("/directory/matilija-pottery");
    expect([301, 308]).toContain(response.statusCode);
    expect(new URL(response.headers.location ?? "", PUBLIC_URL).pathname).toBe("/directory/matilija-clay-studio");
    expect(response.headers["cache-control"]).toBe("no-store");
    const capitals = await get("/directory/Matilija-Clay-Studio");
    expect(capitals.statusCode).toBe(301);
    expect(new URL(capitals.headers.location ?? "", PUBLIC_URL).pathname).toBe("/directory/matilija-clay-studio");
    expect((await get("/directory/matilija-clay-studio")).statusCode).toBe(200);
  });

  test("an unknown or hidden business is the 404 page; /directory/join is still the join form", async () => {
    for (const slug of ["no-such-business", "hidden-workshop", "x".repeat(300)]) {
      const response = await get(`/directory/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.body).toContain("Business Not Found");
      expect(jsonLd(response.body)).toEqual([]);
    }
    const join = await get("/directory/join");
    expect(join.statusCode).toBe(200);
    expect(join.body).toContain("List Your Business");
  });

  test("the sitemap lists every visible business's page with its last change, no hidden one", async () => {
    const body = (await get("/sitemap.xml")).body;
    const businesses = await ctx.prisma.business.findMany();
    for (const one of businesses) {
      const entry = `<url><loc>${PUBLIC_URL}/directory/${one.slug}</loc><lastmod>${one.updatedAt.toISOString()}</lastmod></url>`;
      if (isVisible(one, T0)) expect(body).toContain(entry);
      else expect(body).not.toContain(`/directory/${one.slug}<`);
    }
  });
});
