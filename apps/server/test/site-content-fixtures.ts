// Content for the site-content integration tests (seo, feeds): events in every visibility state around T0, news,
// pages and settings, plus a built-looking web root (index.html shell and a hero image).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

const baseEvent = { description: "Galleries stay open late.", category: "Community", location: "Ojai Arcade" };

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

/**
 * The built web app (apps/web/dist), which renders the pages these tests read. Turbo builds it
 * before the server's tests (the server lists @chamber/web among its devDependencies).
 */
export function makeWebRoot(): string {
  const root = fileURLToPath(new URL("../../web/dist", import.meta.url));
  if (!existsSync(join(root, "server", "entry-server.js"))) throw new Error(`${root} is not built: run pnpm build`);
  return root;
}

/** The browser entry script of that build ("assets/entry-client-<hash>.js"), from its manifest. */
export function builtEntryScript(root: string): string {
  const manifest = JSON.parse(readFileSync(join(root, "client", ".vite", "manifest.json"), "utf8"));
  return manifest["src/entry-client.tsx"].file;
}

/** Unfolds iCalendar content lines. */
export const icsLines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");
