import { noopCache } from "@chamber/api";
import { openTestDatabase } from "@chamber/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, T0, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL, type SiteContentFixtures, seedSiteContent } from "../site-content-fixtures.ts";

let ctx: TestContext;
let fixtures: SiteContentFixtures;
let webRoot: string;

beforeAll(async () => {
  webRoot = makeWebRoot();
  ctx = await setup({ publicUrl: PUBLIC_URL, now: () => T0, cache: noopCache, webRoot, signIn: false });
  fixtures = await seedSiteContent(ctx.prisma);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe("the link-preview image", () => {
  test("is a 1200×630 PNG rendered from the valley art, named by its hash and cached for a year", async () => {
    const html = head((await get("/")).body);
    const image = metaContent(html, "og:image") ?? "";
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/og-image-[0-9a-f]{12}\\.png$`));
    expect(metaContent(html, "twitter:image")).toBe(image);
    const response = await get(image.slice(PUBLIC_URL.length));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  test("answers 404 under any other hash", async () => {
    expect((await get("/og-image-000000000000.png")).statusCode).toBe(404);
  });
});

describe("an event page", () => {
  test("carries the event's title, description, canonical link, social tags and Event data", async () => {
    const response = await get(`/events/${fixtures.events.upcoming}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = head(response.body);
    expect(title(html)).toBe("Ojai Art Walk | Ojai Valley Chamber of Commerce");
    expect(metaContent(html, "description")).toBe("Galleries stay open late.");
    expect(canonical(html)).toBe(`${PUBLIC_URL}/events/${fixtures.events.upcoming}`);
    expect(metaContent(html, "og:title")).toBe("Ojai Art Walk | Ojai Valley Chamber of Commerce");
    expect(metaContent(html, "og:url")).toBe(`${PUBLIC_URL}/events/${fixtures.events.upcoming}`);
    expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${PUBLIC_URL}/og-image-[0-9a-f]{12}\\.png$`));
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        "@type": "Event",
        name: "Ojai Art Walk",
        startDate: "2026-06-25T05:00:00-07:00",
        eventStatus: "https://schema.org/EventScheduled",
        location: expect.objectContaining({ "@type": "Place", name: "Ojai Arcade" }),
        organizer: expect.objectContaining({ name: "Ojai Valley Chamber of Commerce" }),
      }),
    ]);
  });

  test.each(["draft", "scheduled", "unlisted"] as const)(
    "is a 404 with the not-found title for a %s event",
    async (state) => {
      const response = await get(`/events/${fixtures.events[state]}`);
      expect(response.statusCode).toBe(404);
      expect(title(response.body)).toBe("404 Page Not Found");
      expect(metaContent(response.body, "robots")).toBe("noindex");
      expect(response.body).not.toContain("application/ld+json");
    },
  );

  test.each(["/events/999999", "/events/abc", "/events/99999999999"])("is a 404 for %s", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(title(response.body)).toBe("404 Page Not Found");
  });
});

describe("a news article page", () => {
  test("carries NewsArticle data and og:type article", async () => {
    const html = head((await get(`/news/${fixtures.articles.concerts}`)).body);
    expect(title(html)).toBe("Twilight Concerts Return | Ojai Valley Chamber of Commerce");
    expect(metaContent(html, "og:type")).toBe("article");
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        "@type": "NewsArticle",
        headline: "Twilight Concerts Return",
        datePublished: "2026-06-13T05:00:00-07:00",
        author: { "@type": "Person", name: "Lena Park" },
        publisher: expect.objectContaining({ "@type": "Organization" }),
      }),
    ]);
  });

  test("escapes a hostile title everywhere and keeps it inside its JSON-LD block", async () => {
    const response = await get(`/news/${fixtures.articles.hostile}`);
    expect(response.statusCode).toBe(200);
    const html = head(response.body);
    expect(title(html)).toBe(
      "Wine &amp; Cheese &lt;Night&gt; &lt;/script&gt;&lt;!-- | Ojai Valley Chamber of Commerce",
    );
    expect(html).not.toContain("<Night>");
    expect(html).not.toContain("<!--");
    expect(html.split("</script>").length - 1).toBe(1); // the JSON-LD (the app's scripts are in the body)
    expect(jsonLd(html)[0]?.headline).toBe("Wine & Cheese <Night> </script><!--");
  });

  test("is a 404 for an unknown article", async () => {
    const response = await get("/news/424242");
    expect(response.statusCode).toBe(404);
    expect(title(response.body)).toBe("404 Page Not Found");
  });
});

describe("other routes", () => {
  test("the home page describes the chamber as an Organization from the settings", async () => {
    const html = head((await get("/")).body);
    expect(title(html)).toBe("Ojai Valley Chamber of Commerce");
    expect(canonical(html)).toBe(`${PUBLIC_URL}/`);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        "@type": "Organization",
        name: "Ojai Valley Chamber of Commerce",
        telephone: "(805) 555-0100",
        address: expect.objectContaining({ streetAddress: "206 N Signal St", postalCode: "93023" }),
      }),
    ]);
  });

  test("a fixed route has its own title and canonical link, without a trailing slash", async () => {
    const redirected = await get("/events/?utm_source=x");
    expect(redirected.statusCode).toBe(307);
    expect(redirected.headers.location).toBe("/events?utm_source=x");
    const html = head((await get("/events?utm_source=x")).body);
    expect(title(html)).toBe("Community Events | Ojai Valley Chamber of Commerce");
    expect(canonical(html)).toBe(`${PUBLIC_URL}/events`);
  });

  test("a generic content route takes its title from the published page of that slug", async () => {
    expect(title((await get("/membership-benefits")).body)).toBe(
      "Membership Benefits | Ojai Valley Chamber of Commerce",
    );
    expect(title((await get("/page/membership-benefits")).body)).toBe(
      "Membership Benefits | Ojai Valley Chamber of Commerce",
    );
  });

  test("a draft or unknown content page is a 404", async () => {
    expect((await get("/page/secret-plans")).statusCode).toBe(404);
    expect((await get("/page/no-such-page")).statusCode).toBe(404);
  });

  test("the admin page is served but kept out of search results", async () => {
    const response = await get("/admin");
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, "robots")).toBe("noindex");
    expect(response.body).not.toContain('rel="canonical"');
  });

  test("an unknown path is a 404 with the not-found title", async () => {
    const response = await get("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(title(response.body)).toBe("404 Page Not Found");
  });

  test("HEAD answers with the same status as GET", async () => {
    expect((await ctx.app.inject({ method: "HEAD", url: `/events/${fixtures.events.upcoming}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "HEAD", url: `/events/${fixtures.events.draft}` })).statusCode).toBe(404);
  });
});

test("answers a page that cannot be read with 500 and an apology, not a crash, when the database is down", async () => {
  const db = await openTestDatabase();
  const broken = await setup({ db, webRoot, cache: noopCache, signIn: false, logger: false });
  await db.close();
  try {
    const response = await broken.app.inject({ method: "GET", url: "/events/1" });
    expect(response.statusCode).toBe(500);
    expect(title(response.body)).toBe("Something Went Wrong | Ojai Valley Chamber of Commerce");
    expect(response.body).toContain("Something Went Wrong");
  } finally {
    await broken.app.close();
  }
});

describe("an item with a photo", () => {
  test("shares the photo (largest WebP variant, with its size and alt) and names it in its structured data", async () => {
    const { encodeImage, saveImage } = await import("@chamber/db");
    const { pngImage } = await import("@chamber/db/test-images");
    const image = await saveImage(ctx.prisma, await encodeImage(await pngImage(900, 600)));
    const event = await ctx.prisma.event.update({
      where: { id: fixtures.events.upcoming },
      data: { imageId: image.id },
      select: { title: true },
    });
    try {
      const html = head((await get(`/events/${fixtures.events.upcoming}`)).body);
      const photoUrl = `${PUBLIC_URL}/images/${image.id}-${image.hash}-900.webp`;
      expect(metaContent(html, "og:image")).toBe(photoUrl);
      expect(metaContent(html, "twitter:image")).toBe(photoUrl);
      expect(metaContent(html, "og:image:width")).toBe("900");
      expect(metaContent(html, "og:image:height")).toBe("600");
      expect(metaContent(html, "og:image:alt")).toBe(event.title);
      expect(jsonLd(html)[0]?.image).toEqual([photoUrl]);
    } finally {
      await ctx.prisma.event.update({ where: { id: fixtures.events.upcoming }, data: { imageId: null } });
    }
  });
});

describe("a route's head, as its head() writes it into the first response", () => {
  test("a fixed page: its title, description, canonical link, Open Graph and Twitter tags", async () => {
    const html = head((await get("/contact")).body);
    const pageTitle = "Contact Us | Ojai Valley Chamber of Commerce";
    const description =
      "Write to the Ojai Valley Chamber of Commerce, or find our office address, phone and opening hours.";
    expect(title(html)).toBe(pageTitle);
    expect(metaContent(html, "description")).toBe(description);
    expect(canonical(html)).toBe(`${PUBLIC_URL}/contact`);
    expect(metaContent(html, "og:title")).toBe(pageTitle);
    expect(metaContent(html, "og:description")).toBe(description);
    expect(metaContent(html, "og:type")).toBe("website");
    expect(metaContent(html, "og:site_name")).toBe("Ojai Valley Chamber of Commerce");
    expect(metaContent(html, "og:url")).toBe(`${PUBLIC_URL}/contact`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:title")).toBe(pageTitle);
    expect(metaContent(html, "twitter:description")).toBe(description);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain("application/ld+json");
    expect(html).toContain('<meta name="site-timezone" content="America/Los_Angeles" />');
  });

  test("a content page: the published page's title, and a description from its text", async () => {
    const html = head((await get("/page/membership-benefits")).body);
    expect(title(html)).toBe("Membership Benefits | Ojai Valley Chamber of Commerce");
    expect(metaContent(html, "description")).toBeTruthy();
    expect(metaContent(html, "og:description")).toBe(metaContent(html, "description"));
    expect(canonical(html)).toBe(`${PUBLIC_URL}/page/membership-benefits`);
  });

  test("a 404: the bare not-found title, kept out of search results, without a canonical link", async () => {
    for (const url of ["/no/such/page", "/events/999999", "/news/424242", "/page/no-such-page"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      const html = head(response.body);
      expect(title(html)).toBe("404 Page Not Found");
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(metaContent(html, "robots")).toBe("noindex");
      expect(metaContent(html, "og:title")).toBe("404 Page Not Found");
      expect(canonical(html)).toBeUndefined();
    }
  });

  test("the site's name in every title is the chamber's, from its settings", async () => {
    await ctx.prisma.setting.update({ where: { key: "site.name" }, data: { value: "Ojai Valley Chamber" } });
    try {
      const html = head((await get("/events")).body);
      expect(title(html)).toBe("Community Events | Ojai Valley Chamber");
      expect(metaContent(html, "og:site_name")).toBe("Ojai Valley Chamber");
      expect(title(head((await get("/")).body))).toBe("Ojai Valley Chamber");
    } finally {
      await ctx.prisma.setting.update({
        where: { key: "site.name" },
        data: { value: "Ojai Valley Chamber of Commerce" },
      });
    }
  });
});
