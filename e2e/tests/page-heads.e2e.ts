// Each page's head is its route's (apps/web/src/lib/head.ts): the server's first response carries
// it, and a client-side navigation writes the next page's, including an item's own title once its
// data arrives after the page has been shown with its placeholders.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { navigateInApp, newPage, viewports } from "../harness/browser.ts";
import { holdTrpc } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { getJson, type SiteEvent } from "./public-support.ts";

const SITE_NAME = "Ojai Valley Chamber of Commerce";
const site = useSiteAndBrowser();
let events: SiteEvent[];

beforeAll(async () => {
  events = await getJson<SiteEvent[]>(`${site.server.url}/api/events`);
});

async function openPage() {
  const handle = await newPage(site.browser, site.server.url, viewports.desktop);
  handle.context.setDefaultTimeout(10_000);
  return handle;
}

/** The head's title, description, canonical link and og:title, as the document has them now. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "x:").pathname,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
  }));

describe("the page's head", () => {
  it("follows client-side navigation: title, description, canonical link and social tags", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/");
    await expect(headOf(page)).resolves.toMatchObject({ title: SITE_NAME, canonical: "/" });

    await navigateInApp(page, "/events", "/");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "Community Events" }).waitFor();
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: `Community Events | ${SITE_NAME}`,
        description:
          "Festivals, business mixers and community gatherings across the Ojai Valley: dates, times and places.",
        canonical: "/events",
        ogTitle: `Community Events | ${SITE_NAME}`,
      });

    await navigateInApp(page, "/contact", "/events");
    await expect.poll(() => page.title()).toBe(`Contact Us | ${SITE_NAME}`);
    await expect(page.locator('head link[rel="canonical"]').count()).resolves.toBe(1);
    await expect(page.locator("head title").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names an event once its data arrives after the page was shown without it", async () => {
    const { page, errors, context } = await openPage();
    const event = events[0];
    if (!event) throw new Error("the seeded site has no event");
    await page.goto("/events");
    const held = await holdTrpc(page, "event.byId");
    await navigateInApp(page, `/events/${event.id}`, "/events");
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    // The router shows the pending page once its wait is over (sooner or later on a busy machine).
    await expect.poll(() => page.title()).toBe(SITE_NAME);
    await held.release();
    await page.getByRole("heading", { level: 1, name: event.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${event.title} | ${SITE_NAME}`);
    await expect.poll(() => headOf(page).then((head) => head.canonical)).toBe(`/events/${event.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
