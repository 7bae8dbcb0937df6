// Content for the site-content integration tests (seo, feeds): events in every visibility state around T0, news,
// pages and settings, plus a built-looking web root (index.html shell and a hero image).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "@chamber/db";
import { at, days, T0 } from "./helpers.ts";

export const PUBLIC_URL = "https://ojaichamber.example";

export interface SiteContentFixtures {
  events: {
    upcoming: number;
    winter: number;
    past: number;
    draft: number;
    scheduled: number;
    unlisted: number;
  };
  articles: { concerts: number; hostile: number };
}

const baseEvent = { description: "Galleries stay open late.", category: "community", location: "Ojai Arcade" };

export async function seedSiteContent(prisma: Database["prisma"]): Promise<SiteContentFixtures> {
  const event = async (title: string, data: Record<string, unknown>) =>
    (await prisma.event.create({ data: { ...baseEvent, title, date: at(T0, days(10)), ...data } })).id;
  const events = {
    upcoming: await event("Ojai Art Walk", { location: "Ojai Arcade, 323 E Ojai Ave" }),
    winter: await event("Holiday Stroll", { date: new Date("2026-12-05T02:30:00Z") }),
    past: await event("Spring Mixer", { date: at(T0, -days(10)) }),
    draft: await event("Draft Gala", { published: false }),
    scheduled: await event("Scheduled Fair", { publishedAt: at(T0, days(1)) }),
    unlisted: await event("Unlisted Sale", { unlistAt: at(T0, -days(1)) }),
  };
  const article = async (title: string, extra: Record<string, unknown> = {}) =>
    (
      await prisma.newsArticle.create({
        data: {
          title,
          excerpt: "Five free evening concerts.",
          content: "The **Twilight Concert Series** returns.",
          category: "events",
          author: "Lena Park",
          publishedAt: at(T0, -days(2)),
          ...extra,
        },
      })
    ).id;
  const articles = {
    concerts: await article("Twilight Concerts Return"),
    hostile: await article("Wine & Cheese <Night> </script><!--", { publishedAt: at(T0, -days(3)) }),
  };
  await prisma.page.createMany({
    data: [
      {
        title: "Membership Benefits",
        slug: "membership-benefits",
        content: "Members are listed in the directory.",
        published: true,
      },
      { title: "Secret Plans", slug: "secret-plans", content: "Not yet.", published: false },
    ],
  });
  await prisma.setting.createMany({
    data: [
      { key: "site.name", value: "Ojai Valley Chamber of Commerce" },
      { key: "contact.address", value: "206 N Signal St, Ojai, CA 93023" },
      { key: "contact.phone", value: "(805) 555-0100" },
    ],
  });
  return { events, articles };
}

/** A web root like apps/web/dist: the SPA shell and a hashed hero illustration. */
export function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "chamber-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(
    join(root, "index.html"),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ojai Valley Chamber of Commerce</title>
    <meta name="description" content="Shell description." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  writeFileSync(join(root, "assets", "index-abc123.js"), "console.log('app');\n");
  // A small stand-in for the valley art: a sky over a hill, 16:9 like the real one.
  writeFileSync(
    join(root, "assets", "hero-welcome-Xy12_ab.svg"),
    "<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='900' viewBox='0 0 1600 900'>" +
      "<rect width='1600' height='900' fill='#6a5a9c'/><path d='M0 600 Q800 300 1600 600 V900 H0Z' fill='#35875a'/></svg>\n",
  );
  return root;
}

/** Unfolds iCalendar content lines. */
export const icsLines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");
