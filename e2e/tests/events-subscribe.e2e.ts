// "Subscribe to the calendar" on /events: plain links (webcal, the feed's address, Google and
// Outlook) that follow the category filter and work without a script; the webcal address, opened
// over the site's own scheme as a calendar app does, is a calendar ical.js reads; and the pages
// name their feeds as <link rel="alternate"> for feed readers.
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { getJson, type SiteEvent } from "./public-support.ts";

const site = useSiteAndBrowser();

const block = (page: Page) => page.getByRole("region", { name: "Subscribe to the calendar" });
const hrefOf = (page: Page, name: string) => block(page).getByRole("link", { name }).getAttribute("href");

/** The links of the block, and the site origin the page states (its canonical link's). */
async function subscribeLinks(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  return {
    origin: new URL(canonical ?? "").origin,
    webcal: await hrefOf(page, "Calendar app (webcal)"),
    https: await hrefOf(page, "Feed address (.ics)"),
    google: await hrefOf(page, "Google Calendar"),
    outlook: await hrefOf(page, "Outlook"),
  };
}

/** The feed a webcal address names, fetched over the site's scheme and parsed by ical.js. */
async function calendarAt(webcal: string, origin: string) {
  const response = await fetch(webcal.replace(/^webcal:/, new URL(origin).protocol));
  expect(response.status).toBe(200);
  return new ICAL.Component(ICAL.parse(await response.text()));
}

const alternates = (page: Page) =>
  page.locator('head link[rel="alternate"]').evaluateAll((links) =>
    links.map((link) => ({
      type: link.getAttribute("type"),
      href: link.getAttribute("href"),
      title: link.getAttribute("title"),
    })),
  );

describe("Subscribe to the calendar", () => {
  it("offers the whole calendar's links without a script, and ical.js reads the webcal feed", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      javaScriptEnabled: false,
      viewport: viewports.phone,
    });
    const page = await context.newPage();
    await page.goto("/events");
    const links = await subscribeLinks(page);
    const host = new URL(links.origin).host;
    expect(links.webcal).toBe(`webcal://${host}/feeds/events.ics`);
    expect(links.https).toBe(`${links.origin}/feeds/events.ics`);
    expect(links.google).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(links.webcal ?? "")}`);
    const outlook = new URL(links.outlook ?? "");
    expect(`${outlook.origin}${outlook.pathname}`).toBe("https://outlook.live.com/calendar/0/addfromweb");
    expect(outlook.searchParams.get("url")).toBe(links.https);
    expect(outlook.searchParams.get("name")).toBe("Ojai Valley Chamber of Commerce Events");
    // At 390 px the block's links wrap instead of widening the page.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    const calendar = await calendarAt(links.webcal ?? "", links.origin);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Ojai Valley Chamber of Commerce Events");
    expect(calendar.getAllSubcomponents("vevent").length).toBeGreaterThan(0);
    await context.close();
  });

  it("follows the category filter: the links are that category's feed, which holds its events only", async () => {
    const now = Date.now();
    const upcoming = (await getJson<SiteEvent[]>(`${site.server.url}/api/events`)).find(
      (event) => Date.parse(event.date) > now,
    ) as SiteEvent;
    const categories = await getJson<{ name: string; slug: string }[]>(`${site.server.url}/api/categories?kind=event`);
    const category = categories.find((one) => one.name === upcoming.category) as { name: string; slug: string };
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/events");
    await page
      .getByRole("group", { name: "Filter events by category" })
      .getByRole("link", { name: category.name, exact: true })
      .click();
    const feedPath = `/feeds/events.ics?category=${category.slug}`;
    await page.waitForFunction(
      (path) => document.querySelector('a[href^="webcal:"]')?.getAttribute("href")?.endsWith(path),
      feedPath,
    );
    const links = await subscribeLinks(page);
    expect(links.https).toBe(`${links.origin}${feedPath}`);
    expect(new URL(links.outlook ?? "").searchParams.get("name")).toBe(
      `Ojai Valley Chamber of Commerce Events: ${category.name}`,
    );
    const calendar = await calendarAt(links.webcal ?? "", links.origin);
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents.length).toBeGreaterThan(0);
    for (const vevent of vevents) expect(vevent.getFirstPropertyValue("categories")).toBe(category.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("feed links in the head", () => {
  it("names the events calendar on /events and an event's own on its page", async () => {
    const { page, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/events");
    await expect(alternates(page)).resolves.toEqual([
      { type: "text/calendar", href: "/feeds/events.ics", title: "Events calendar (iCalendar)" },
    ]);
    const event = (await getJson<SiteEvent[]>(`${site.server.url}/api/events`))[0] as SiteEvent;
    await page.goto(`/events/${event.id}`);
    await expect(alternates(page)).resolves.toEqual([
      { type: "text/calendar", href: `/feeds/events/${event.id}.ics`, title: `${event.title} (iCalendar)` },
    ]);
    await context.close();
  });

  it("names the news feed on /news and on an article", async () => {
    const { page, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    const rss = [{ type: "application/rss+xml", href: "/feeds/news.xml", title: "News (RSS)" }];
    await page.goto("/news");
    await expect(alternates(page)).resolves.toEqual(rss);
    const [article] = await getJson<{ id: number }[]>(`${site.server.url}/api/news`);
    await page.goto(`/news/${article?.id}`);
    await expect(alternates(page)).resolves.toEqual(rss);
    await context.close();
  });
});
