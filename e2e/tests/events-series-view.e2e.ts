// Following a repeating event as a visitor (decision 017, issue 27): /events lists a series once
// ("Every first Thursday, 6:30 PM — next: …") and every date with ?series=each, without a script;
// an occurrence's page says its rule, lists the next dates and offers the whole series as one .ics;
// a skipped date's address answers "This date is skipped — next: …" (410), and an occurrence moved
// on its own says where it moved from.
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantOfWallClock } from "../../packages/core/src/time/time-zone.ts";
import type { PageHandle } from "../harness/browser.ts";
import { newPage, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { newPageInZone, nextMonthIn, postJson, signInAsAdmin, tokenOf } from "./admin-support.ts";
import { siteDate } from "./public-support.ts";

const ZONE = "America/Los_Angeles";
const TITLE = "Valley Makers Night";
const CATEGORY = "Makers";
const SHOTS = process.env.SCREENSHOT_DIR;

const site = useSiteAndBrowser();
let admin: PageHandle;
interface Occurrence {
  id: number;
  date: string;
}
let occurrences: Occurrence[] = [];
/** Where the third date was moved, a day later. */
let moved = "";
let seriesId = 0;

/** Next month's first Thursday at 6:30 PM in the site zone. */
function firstThursdayNextMonth(): Date {
  const { year, month } = nextMonthIn(ZONE);
  const weekdayOfFirst = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((4 - weekdayOfFirst + 7) % 7);
  return instantOfWallClock({ year, month, day, hour: 18, minute: 30, second: 0 }, ZONE);
}

/** "Dec 3": a card's short date (Intl in the site zone, not the app's own formatting). */
const monthDay = (iso: string) => siteDate.card(iso).replace(/, \d{4}$/, "");
const fullDate = siteDate.full;

const series = {
  title: TITLE,
  description: "Tools, tinkering and neighbours.",
  category: CATEGORY,
  location: "Ojai Library",
  rule: "FREQ=MONTHLY;BYDAY=1TH",
  count: 5,
  cost: "Free",
};

beforeAll(async () => {
  admin = await newPageInZone(site.browser, site.server.url, ZONE);
  await signInAsAdmin(admin.page);
  const token = (await tokenOf(admin.page)) ?? "";
  const api = (path: string, method: string, body?: unknown) =>
    fetch(`${site.server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  await postJson(`${site.server.url}/api/categories`, { kind: "event", name: CATEGORY }, token);
  const created = await api("/event-series", "POST", { ...series, date: firstThursdayNextMonth().toISOString() });
  expect(created.status, await created.clone().text()).toBe(200);
  ({ id: seriesId, occurrences } = (await created.json()) as { id: number; occurrences: Occurrence[] });
  // The second date is skipped; the third moved a day later on its own.
  expect((await api(`/events/${occurrences[1]?.id}`, "DELETE")).status).toBe(200);
  const third = occurrences[2] as Occurrence;
  moved = new Date(Date.parse(third.date) + 24 * 60 * 60 * 1000).toISOString();
  const put = await api(`/events/${third.id}`, "PUT", { ...series, date: moved });
  expect(put.status, await put.clone().text()).toBe(200);
});
afterAll(async () => {
  await admin?.context.close();
});

const cards = (page: Page) => page.locator('[data-testid="event-card"]', { hasText: TITLE });

describe("/events lists a series once", () => {
  it("by its next date, and every date with ?series=each, without a script", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/events?category=${CATEGORY}`);
    await expect(cards(page).count()).resolves.toBe(1);
    await expect(cards(page).getByTestId("event-repeats").textContent()).resolves.toBe(
      `Every first Thursday, 6:30 PM — next: ${monthDay(occurrences[0]?.date ?? "")}`,
    );
    const toggle = page.getByRole("group", { name: "Show repeating events" });
    await expect(toggle.locator('[aria-current="page"]').textContent()).resolves.toBe("Once, by the next date");
    await toggle.getByRole("link", { name: "Every date" }).click();
    await page.waitForURL(/series=each/);
    // Five dates, one skipped.
    await expect(cards(page).count()).resolves.toBe(4);
    await expect(page.getByTestId("event-repeats").count()).resolves.toBe(0);
    // The other filters keep the toggle: a date range, then back to one card a series.
    const from = new Date(occurrences[2]?.date ?? "").toISOString().slice(0, 10);
    await page.goto(`/events?category=${CATEGORY}&series=each&from=${from}`);
    await expect(cards(page).count()).resolves.toBe(3);
    await page
      .getByRole("group", { name: "Show repeating events" })
      .getByRole("link", { name: "Once, by the next date" })
      .click();
    await page.waitForURL((url) => !url.search.includes("series="));
    await expect(cards(page).count()).resolves.toBe(1);
    await context.close();
  });

  it("the same after hydration, at 390 and 1280 px", async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      await page.goto(`/events?category=${CATEGORY}`);
      await page.getByTestId("event-repeats").waitFor();
      await expect(cards(page).count()).resolves.toBe(1);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        viewport.width,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/events-grouped-${viewport.width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("an occurrence's page", () => {
  it("says its rule, lists the next dates, shows the cost and offers the whole series as one .ics", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto(`/events/${occurrences[0]?.id}`);
    await expect(page.getByTestId("event-series-words").textContent()).resolves.toBe("Every first Thursday, 6:30 PM");
    const next = page.getByTestId("event-series-next").getByRole("link");
    await expect(next.count()).resolves.toBe(3);
    await expect(page.getByTestId("event-cost").textContent()).resolves.toBe("Free");
    const calendar = page.locator("details", { hasText: "Add to calendar" });
    await calendar.locator("summary").click();
    const href = await calendar.getByRole("link", { name: "Whole series (.ics)" }).getAttribute("href");
    expect(href).toBe(`/feeds/series/${seriesId}.ics`);
    const ics = await (await fetch(`${site.server.url}${href}`)).text();
    const master = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
    expect(master.some((vevent) => vevent.hasProperty("rrule") && vevent.hasProperty("exdate"))).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/occurrence-1280.png`, fullPage: true });
    await page.setViewportSize(viewports.phone);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/occurrence-390.png`, fullPage: true });
    // A next date is a link to that occurrence's page.
    await next.first().click();
    await page.waitForURL(new RegExp(`/events/${occurrences[2]?.id}$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("of an occurrence moved on its own says where it moved from", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto(`/events/${occurrences[2]?.id}`);
    await expect(page.getByTestId("event-status-notice").textContent()).resolves.toContain(
      `Moved from ${fullDate(occurrences[2]?.date ?? "")}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a skipped date's address", () => {
  it("answers 410 with the next date, not the not-found page, with and without a script", async () => {
    const response = await fetch(`${site.server.url}/events/${occurrences[1]?.id}`);
    expect(response.status).toBe(410);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      await page.goto(`/events/${occurrences[1]?.id}`);
      await page.getByRole("heading", { name: "This date is skipped", level: 1 }).waitFor();
      // The next date is the third, where it was moved.
      await expect(page.getByTestId("event-skipped-next").textContent()).resolves.toBe(`Next: ${fullDate(moved)}`);
      await expect(page.getByText("Event Not Found").count()).resolves.toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/skipped-${viewport.width}.png`, fullPage: true });
      expect(errors.filter((error) => !error.includes("410"))).toEqual([]);
      await context.close();
    }
  });
});
