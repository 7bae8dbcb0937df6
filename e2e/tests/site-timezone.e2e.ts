// A chamber outside Pacific time (SITE_TIMEZONE=America/New_York): the pages draw every date in its
// zone, the server's first HTML and the browser's hydrated page alike (no hydration mismatch), and
// after a move in the page too.
import { describe, expect, it } from "vitest";
import { navigateInApp, newPage, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { getJson, type SiteEvent } from "./public-support.ts";

const ZONE = "America/New_York";
const site = useSiteAndBrowser({ SITE_TIMEZONE: ZONE });

/** "6:30 PM" in `zone`, by Intl alone. */
const timeIn = (zone: string, iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit", hour12: true }).format(
    new Date(iso),
  );

describe("a site in New York's zone", () => {
  it("shows an event's time in it on its page and, after a move in the page, in the list", async () => {
    const events = await getJson<(SiteEvent & { allDay: boolean })[]>(`${site.server.url}/api/events`);
    const event = events.find((one) => !one.allDay);
    if (!event) throw new Error("the seeded site has no event with a time");
    const eastern = timeIn(ZONE, event.date);
    expect(eastern).not.toBe(timeIn("America/Los_Angeles", event.date));

    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByTestId("event-time-range").textContent()).resolves.toContain(eastern);
    await expect(page.getByTestId("event-facts").textContent()).resolves.toContain(eastern);

    await navigateInApp(page, "/events", `/events/${event.id}`);
    const card = page.getByTestId("event-card").filter({ hasText: event.title }).first();
    await expect(card.textContent()).resolves.toContain(eastern);
    // A page drawn in another zone than the server's would be a hydration error here.
    expect(errors).toEqual([]);
    await context.close();
  });
});
