// /events and /events/$id: filter links kept in the URL, pages of 12 with page links, loading and
// empty states, the cards, and the
// detail page with its badges, cards, date formats, share, calendar links and not-found state.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { navigateInApp, newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { holdTrpc, unexpectedErrors } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { answerTrpc, getJson, type SiteEvent, siteDate } from "./public-support.ts";

const site = useSiteAndBrowser();
let events: SiteEvent[];
/** Events on one page of /events. */
const PAGE_SIZE = 12;

beforeAll(async () => {
  events = await getJson<SiteEvent[]>(`${site.server.url}/api/events`);
});

const now = () => Date.now();
const upcomingFeatured = () => events.find((event) => event.featured && Date.parse(event.date) > now()) as SiteEvent;
const pastEvent = () => events.find((event) => Date.parse(event.date) <= now()) as SiteEvent;
const withLineBreaks = () => events.find((event) => event.description.includes("\n")) as SiteEvent;

function filterLinks(page: Page) {
  return page.getByRole("group", { name: "Filter events by category" }).getByRole("link");
}

async function currentFilter(page: Page): Promise<string[]> {
  return page
    .getByRole("group", { name: "Filter events by category" })
    .locator('[aria-current="page"]')
    .allInnerTexts();
}

async function eventCardCount(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[data-testid="event-card"]').length === expected,
    count,
  );
}

/** Makes Share Event take the clipboard path, as on a browser without a share sheet. */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
}

describe("/events", () => {
  it("lists the first 12 visible events as cards, with breadcrumb, title and a filter per category", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Community Events");
    await expect(page.title()).resolves.toBe("Community Events | Ojai Valley Chamber of Commerce");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.textContent()).resolves.toMatch(/Home\s*›\s*Events/);
    await expect(breadcrumb.getByRole("link", { name: "Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(filterLinks(page).allInnerTexts()).resolves.toEqual([
      "All Events",
      "Festival",
      "Music",
      "Workshop",
      "Networking",
      "Community",
      "Business",
      "Other",
    ]);
    await expect.poll(() => currentFilter(page)).toEqual(["All Events"]);

    const cards = page.getByTestId("event-card");
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(Math.min(PAGE_SIZE, events.length));
    const first = cards.first();
    const event = events[0] as SiteEvent;
    await expect(first.locator("h2").textContent()).resolves.toBe(event.title);
    const text = await first.textContent();
    expect(text).toContain(siteDate.card(event.date));
    expect(text).toContain(siteDate.time(event.date));
    expect(text).toContain(event.location);
    await expect(first.getByRole("link", { name: /^Learn More/ }).getAttribute("href")).resolves.toBe(
      `/events/${event.id}`,
    );
    // A featured event's card says so.
    const featured = cards.filter({ hasText: upcomingFeatured().title });
    await expect(featured.getByText("Featured", { exact: true }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("colours the category badge per group, with a default for other categories", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/events");
    await page.getByTestId("event-card").first().waitFor();
    const colourOf = async (category: string) => {
      const badge = page
        .getByTestId("category-badge")
        .filter({ hasText: new RegExp(`^${category}$`, "i") })
        .first();
      return badge.evaluate((element) => getComputedStyle(element).backgroundColor);
    };
    const colours = await Promise.all(["Festival", "Business", "Community", "Networking", "Workshop"].map(colourOf));
    const [festival, business, community, networking, workshop] = colours;
    expect(new Set([festival, business, community, networking]).size).toBe(4);
    expect(workshop).toBe(networking);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters by category, keeps the filter in the URL across a reload, and clears it with All Events", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/events");
    await page.getByTestId("event-card").first().waitFor();
    await filterLinks(page).filter({ hasText: "Festival" }).click();
    await page.waitForURL(/\?category=Festival$/);
    await expect.poll(() => currentFilter(page)).toEqual(["Festival"]);
    const festivals = events.filter((event) => event.category.toLowerCase() === "festival");
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="event-card"]').length === count,
      festivals.length,
    );
    const badges = await page.getByTestId("event-card").getByTestId("category-badge").allInnerTexts();
    expect(badges.every((badge) => badge === "Festival")).toBe(true);

    await page.reload();
    await page.getByTestId("event-card").first().waitFor();
    await expect.poll(() => currentFilter(page)).toEqual(["Festival"]);
    await expect(page.getByTestId("event-card").count()).resolves.toBe(festivals.length);

    await filterLinks(page).filter({ hasText: "All Events" }).click();
    await page.waitForURL((url) => url.pathname === "/events" && url.search === "");
    await eventCardCount(page, Math.min(PAGE_SIZE, events.length));
    // An unknown category in a hand-written URL shows all events.
    await page.goto("/events?category=Parade");
    await page.getByTestId("event-card").first().waitFor();
    await expect.poll(() => currentFilter(page)).toEqual(["All Events"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows six placeholders while loading and the empty message for a category with no events", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    const held = await holdTrpc(page, "event.listPage");
    await navigateInApp(page, "/events?category=Community");
    const placeholders = page.locator('[data-skeleton="card"]');
    await placeholders.first().waitFor();
    await expect(placeholders.count()).resolves.toBe(6);
    await held.release();
    await page.getByTestId("event-card").first().waitFor();

    // The same page when the chamber has no community events.
    const stop = await answerTrpc(page, "event.listPage", { items: [], total: 0, limit: PAGE_SIZE, offset: 0 });
    await navigateInApp(page, "/events?category=Community");
    await page.getByText("No events found for the selected category.").waitFor();
    await expect(page.getByTestId("event-card").count()).resolves.toBe(0);
    await stop();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens an event's page from its card's Learn More", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/events");
    const card = page.getByTestId("event-card").nth(1);
    await card.waitFor();
    const title = (await card.locator("h2").textContent()) ?? "";
    await card.getByRole("link", { name: /^Learn More/ }).click();
    await page.waitForURL(/\/events\/\d+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    // An event that takes no registrations answers its registration's read with 404 (decision 029),
    // which the browser logs; nothing else may fail.
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });

  it("pages through the events with real links, in the list's order, and a filter starts on page 1", async () => {
    expect(events.length).toBeGreaterThan(PAGE_SIZE);
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/events");
    await eventCardCount(page, PAGE_SIZE);
    const nav = page.getByRole("navigation", { name: "Events pages" });
    await expect(nav.getByRole("link").allInnerTexts()).resolves.toEqual(["1", "2", "Next"]);
    await expect(nav.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "Page 2" }).getAttribute("href")).resolves.toBe("/events?page=2");

    await nav.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/\/events\?page=2$/);
    const rest = events.slice(PAGE_SIZE);
    await eventCardCount(page, rest.length);
    await expect(page.getByTestId("event-card").locator("h2").allInnerTexts()).resolves.toEqual(
      rest.map((event) => event.title),
    );
    await expect.poll(() => nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["2"]);
    await expect(nav.getByRole("link", { name: "Previous page" }).getAttribute("href")).resolves.toBe("/events");

    // A filter link goes to its filter's first page.
    await expect(filterLinks(page).filter({ hasText: "Festival" }).getAttribute("href")).resolves.toBe(
      "/events?category=Festival",
    );
    await filterLinks(page).filter({ hasText: "Festival" }).click();
    await page.waitForURL(/\/events\?category=Festival$/);
    const festivals = events.filter((event) => event.category.toLowerCase() === "festival");
    await eventCardCount(page, festivals.length);
    await expect(nav.count()).resolves.toBe(0);

    // Past the end: the message says so, and the page links lead back.
    await page.goto("/events?page=5");
    await page.getByText("No events on page 5: this list has 2 pages.", { exact: true }).waitFor();
    await nav.getByRole("link", { name: "Page 1" }).click();
    await page.waitForURL((url) => url.pathname === "/events" && url.search === "");
    await eventCardCount(page, PAGE_SIZE);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`has no serious or critical accessibility violations (${name})`, async () => {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      await page.goto("/events");
      await page.getByTestId("event-card").first().waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("/events/$id", () => {
  it("shows the title, long date, time, location, badges and the four cards of an upcoming featured event", async () => {
    const event = upcomingFeatured();
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(event.title);
    const facts = await page.getByTestId("event-facts").textContent();
    expect(facts).toContain(siteDate.long(event.date));
    expect(facts).toContain(siteDate.time(event.date));
    expect(facts).toContain(event.location);
    const badges = await page.getByTestId("event-badges").locator("> *").allTextContents();
    expect(badges).toEqual(["Upcoming", event.category.charAt(0).toUpperCase() + event.category.slice(1), "Featured"]);

    for (const title of ["Event Details", "Event Information", "Actions", "Need More Info"]) {
      await expect(page.getByRole("heading", { name: title, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByTestId("event-full-date").textContent()).resolves.toBe(siteDate.full(event.date));
    await expect(page.title()).resolves.toBe(`${event.title} | Ojai Valley Chamber of Commerce`);
    await expect(page.getByRole("link", { name: "Contact Us" }).getAttribute("href")).resolves.toBe("/contact");
    await expect(page.getByRole("link", { name: "View All Events" }).getAttribute("href")).resolves.toBe("/events");
    await page.getByRole("link", { name: "Back to Events" }).click();
    await page.waitForURL((url) => url.pathname === "/events");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks a past event Past and keeps the line breaks of its description", async () => {
    const past = pastEvent();
    const multiline = withLineBreaks();
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto(`/events/${past.id}`);
    const badges = await page.getByTestId("event-badges").textContent();
    expect(badges).toContain("Past");
    expect(badges).not.toContain("Upcoming");

    await page.goto(`/events/${multiline.id}`);
    const description = page.getByTestId("event-description");
    await expect(description.evaluate((element) => getComputedStyle(element).whiteSpace)).resolves.toBe("pre-line");
    // Rendered text, not DOM text: the line breaks must survive layout.
    // biome-ignore lint/performance/useDomNodeTextContent: innerText is the point here
    const lines = (await description.innerText()).split("\n").filter(Boolean);
    expect(lines.length).toBe(multiline.description.split("\n").filter(Boolean).length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers share links and copies the event's address when the device has no share sheet", async () => {
    const event = upcomingFeatured();
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await withoutShareSheet(page);
    await page.goto(`/events/${event.id}`);
    const share = page.locator("details", { hasText: "Share Event" });
    await share.locator("summary").click();
    // The address shared is the site's canonical one (PUBLIC_URL), however the page was reached.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`/events/${event.id}$`));
    const mail = new URL((await share.getByRole("link", { name: "E-mail" }).getAttribute("href")) as string);
    expect(mail.searchParams.get("subject")).toBe(event.title);
    expect(mail.searchParams.get("body")).toContain(canonical);
    await share.getByRole("button", { name: "Copy link" }).click();
    const toast = page.locator("[data-toast-id]");
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toMatch(/Link copied\s*The event link is on your clipboard\./);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(canonical);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hands the title, description and URL to the device's share sheet when there is one", async () => {
    const event = upcomingFeatured();
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    await page.goto(`/events/${event.id}`);
    await page.locator("summary", { hasText: "Share Event" }).click();
    await page.waitForFunction(() => (window as unknown as { shareCalls: unknown[] }).shareCalls.length === 1);
    await expect(
      page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls[0]),
    ).resolves.toEqual({
      title: event.title,
      text: event.description,
      url: await page.locator('link[rel="canonical"]').getAttribute("href"),
    });
    await expect(page.locator("[data-toast-id]").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers the event as an .ics download and as a Google Calendar link", async () => {
    const event = upcomingFeatured();
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto(`/events/${event.id}`);
    const calendar = page.locator("details", { hasText: "Add to calendar" });
    await calendar.locator("summary").click();
    const ics = calendar.getByRole("link", { name: "Download .ics" });
    await expect(ics.getAttribute("href")).resolves.toBe(`/feeds/events/${event.id}.ics`);
    const google = calendar.getByRole("link", { name: "Google Calendar" });
    const href = new URL((await google.getAttribute("href")) as string);
    expect(href.origin + href.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(href.searchParams.get("action")).toBe("TEMPLATE");
    expect(href.searchParams.get("text")).toBe(event.title);
    expect(href.searchParams.get("details")).toBe(event.description);
    expect(href.searchParams.get("location")).toBe(event.location);
    const start = new Date(event.date)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(href.searchParams.get("dates")).toMatch(new RegExp(`^${start}/\\d{8}T\\d{6}Z$`));
    await expect(google.getAttribute("target")).resolves.toBe("_blank");
    await expect(google.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts a newly opened event at the top of the page", async () => {
    const [first, second] = events;
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto(`/events/${first?.id}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The page's own reset to the top runs once its route chunk (and the chunks that one imports)
    // has arrived, which can be after the router's hydration mark on a busy machine: scrolling
    // before it would be undone by it.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(300);
    // Same page component, new id (as when one event's page leads to another).
    await page.evaluate((id) => {
      window.history.pushState({}, "", `/events/${id}`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, second?.id);
    await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, second?.title);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a loading placeholder while the event loads", async () => {
    const event = upcomingFeatured();
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    const held = await holdTrpc(page, "event.byId");
    await navigateInApp(page, `/events/${event.id}`);
    await page.getByRole("status", { name: "Loading event" }).waitFor();
    await held.release();
    await page.getByRole("heading", { level: 1, name: event.title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const path of ["/events/999999", "/events/abc"]) {
    it(`shows Event Not Found for ${path}, with a way back to the events`, async () => {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Event Not Found");
      await expect(
        page.getByText("The event you're looking for doesn't exist or has been removed.").isVisible(),
      ).resolves.toBe(true);
      await page.getByRole("link", { name: "Back to Events" }).click();
      await page.waitForURL((url) => url.pathname === "/events");
      // The API's 404 for the missing event is expected; nothing else may fail.
      expect(unexpectedErrors(errors, [404])).toEqual([]);
      await context.close();
    });
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`has no serious or critical accessibility violations (${name})`, async () => {
      const event = upcomingFeatured();
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      await page.goto(`/events/${event.id}`);
      await page.getByTestId("event-description").waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
