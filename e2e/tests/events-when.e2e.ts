// /events' day filters (docs/product.md §2): "This weekend" lists only the coming weekend's events
// (site days), in the server's HTML as well as after hydration, and the month view fits a phone.
import { beforeAll, describe, expect, it } from "vitest";
import { eventDayBounds } from "../../packages/core/src/events/event-days.ts";
import { instantOfWallClock } from "../../packages/core/src/time/time-zone.ts";
import { newPage, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { getJson, type SiteEvent } from "./public-support.ts";

const site = useSiteAndBrowser();
const ZONE = "America/Los_Angeles";
const weekend = eventDayBounds("weekend", new Date(), ZONE);

/** Noon on `day` ("YYYY-MM-DD") plus `days`, in the site zone. */
function noon(day: string, days = 0): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return instantOfWallClock({ year, month, day: date + days, hour: 12, minute: 0, second: 0 }, ZONE);
}

beforeAll(async () => {
  const { rows } = await sql(
    site.server,
    `SELECT "name" FROM "Category" WHERE "kind" = 'event' ORDER BY "name" LIMIT 1`,
  );
  const insert = `INSERT INTO "Event" ("title", "description", "category", "location", "date", "updatedAt")
    VALUES ($1, 'A valley event.', $2, 'Libbey Park', $3, now())`;
  await sql(site.server, insert, ["Weekend fair", rows[0]?.name, noon(weekend.from)]);
  await sql(site.server, insert, ["Weekday talk", rows[0]?.name, noon(weekend.to, 3)]);
});

/** The titles the API lists for the weekend's site days: what the page must show. */
async function weekendTitles(): Promise<string[]> {
  const events = await getJson<SiteEvent[]>(
    `${site.server.url}/api/events?from=${weekend.from}&to=${weekend.to}&series=once`,
  );
  return events.slice(0, 12).map((event) => event.title);
}

describe("/events?when=weekend", () => {
  it("lists only this weekend's events, marked current, without JavaScript", async () => {
    const expected = await weekendTitles();
    expect(expected).toContain("Weekend fair");
    expect(expected).not.toContain("Weekday talk");
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/events");
      await page
        .getByRole("group", { name: "Show events by date" })
        .getByRole("link", { name: "This weekend" })
        .click();
      await page.waitForURL(/when=weekend/);
      const titles = await page.locator('[data-testid="event-card"] h3, [data-testid="event-card"] h2').allInnerTexts();
      expect(titles).toEqual(expected);
      const current = page.getByRole("group", { name: "Show events by date" }).locator('[aria-current="page"]');
      await expect(current.allInnerTexts()).resolves.toEqual(["This weekend"]);
    } finally {
      await context.close();
    }
  });

  it("lists the same after hydration, and says so when a range has no events", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/events?when=weekend");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="event-card"]').length > 0);
    const titles = await page.locator('[data-testid="event-card"] h3, [data-testid="event-card"] h2').allInnerTexts();
    expect(titles).toEqual(await weekendTitles());
    // The range form is a GET form: it lands on ?from=&to=, here a range without events.
    await page.getByLabel("From", { exact: true }).fill("2031-01-06");
    await page.getByLabel("To", { exact: true }).fill("2031-01-07");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/from=2031-01-06&to=2031-01-07/);
    await page.getByText("No events between 2031-01-06 and 2031-01-07.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/events?view=month on a phone", () => {
  it("shows all seven columns without a sideways scroll", async () => {
    const { page, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/events?view=month");
    await page.getByTestId("month-view").waitFor();
    const fit = await page.evaluate(() => {
      const root = document.scrollingElement as Element;
      const scroller = document.querySelector('[data-testid="month-view"] table')?.parentElement as HTMLElement;
      const heads = Array.from(document.querySelectorAll('[data-testid="month-view"] th'));
      return {
        page: root.scrollWidth <= root.clientWidth,
        table: scroller.scrollWidth <= scroller.clientWidth,
        columns: heads.filter((head) => head.getBoundingClientRect().right <= window.innerWidth).length,
      };
    });
    expect(fit).toEqual({ page: true, table: true, columns: 7 });
    await page.screenshot({ path: "test-results/events-month-390.png", fullPage: true });
    await context.close();
  });
});
