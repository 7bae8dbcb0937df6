// Issue 16 end to end: a monthly first-Thursday series made in the admin, one date skipped, one
// occurrence cancelled and another moved, each seen on the public list, on its detail page (with
// schema.org Event data) and in the calendar feed, which ical.js parses and expands.
import ICAL from "ical.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageHandle } from "../harness/browser.ts";
import { launchBrowser, newPage } from "../harness/browser.ts";
import { type RunningServer, startServer } from "../harness/server.ts";
import { newPageInZone, nextMonthIn, pickDateTime, signInAsAdmin, tokenOf } from "./admin-support.ts";

const SITE_ZONE = "America/Los_Angeles";
const TITLE = "First Thursday Business Mixer";
const SHOTS = process.env.SCREENSHOT_DIR;

let server: RunningServer;
let browser: Browser;
let admin: PageHandle;
let page: Page;
let token: string;

interface Occurrence {
  id: number;
  date: string;
  status: string;
  seriesId: number | null;
  occurrenceDate: string | null;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await newPageInZone(browser, server.url, SITE_ZONE);
  page = admin.page;
  await signInAsAdmin(page, "Events");
  token = (await tokenOf(page)) ?? "";
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await server?.stop();
});

/** The day of the month of next month's first Thursday, in the site zone. */
function firstThursdayNextMonth(): number {
  const { year, month } = nextMonthIn(SITE_ZONE);
  const weekdayOfFirst = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((4 - weekdayOfFirst + 7) % 7);
}

const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

const localWeekday = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: SITE_ZONE, weekday: "long", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

async function shoot(name: string, target: Page) {
  if (!SHOTS) return;
  await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Every /events card with this title, page after page, as its text. */
async function publicCards(visitor: Page): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number < 20; number++) {
    await visitor.goto(`/events${number > 1 ? `?page=${number}` : ""}`);
    const cards = visitor.getByTestId("event-card").filter({ hasText: TITLE });
    texts.push(...(await cards.allInnerTexts()));
    if ((await visitor.getByRole("link", { name: /next page/i }).count()) === 0) break;
  }
  return texts;
}

describe("a monthly first-Thursday series", () => {
  let occurrences: Occurrence[] = [];

  it("is made in the admin from the way staff say it", async () => {
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    await dialog.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Members meet on the first Thursday.");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Business", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Location" }).fill("Ojai Valley Inn");
    await pickDateTime(dialog, { day: firstThursdayNextMonth(), time: "6:00 PM" });
    await dialog.getByRole("combobox", { name: "Repeats" }).click();
    await page.getByRole("option", { name: /weekday of the month/ }).click();
    await expect(dialog.getByTestId("repeat-summary").textContent()).resolves.toBe("Monthly on the first Thursday");
    await dialog.getByRole("textbox", { name: "Number of times" }).fill("5");
    await shoot("admin-series-1280", page);
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await dialog.waitFor({ state: "hidden" });

    const series = (await api("GET", "/event-series?scope=all")) as { title: string; occurrences: Occurrence[] }[];
    occurrences = series.find((one) => one.title === TITLE)?.occurrences ?? [];
    expect(occurrences).toHaveLength(5);
    for (const occurrence of occurrences) expect(localWeekday(occurrence.date)).toBe("Thursday 6:00 PM");
  });

  it("offers this occurrence or the whole series when one is edited", async () => {
    await page.reload();
    await page
      .getByRole("button", { name: `Edit ${TITLE}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Event" });
    const choice = dialog.getByTestId("series-scope");
    await expect(choice.getByText("This occurrence").isVisible()).resolves.toBe(true);
    await choice.getByText("The whole series").click();
    await expect(dialog.getByRole("button", { name: "Update Series" }).isVisible()).resolves.toBe(true);
    await shoot("admin-occurrence-1280", page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  it("skips one date, cancels one occurrence and moves another; the list, pages and feed say so", async () => {
    const [, skipped, cancelled, moved] = occurrences as [Occurrence, Occurrence, Occurrence, Occurrence];
    const fields = {
      title: TITLE,
      description: "Members meet on the first Thursday.",
      category: "business",
      location: "Ojai Valley Inn",
    };
    await api("DELETE", `/events/${skipped.id}`);
    await api("PUT", `/events/${cancelled.id}`, { ...fields, date: cancelled.date, status: "cancelled" });
    const newDate = new Date(Date.parse(moved.date) + 7 * 24 * 3_600_000).toISOString();
    await api("PUT", `/events/${moved.id}`, { ...fields, date: newDate, status: "rescheduled" });

    // The public list: four left, one marked Cancelled, one Rescheduled (server-rendered, no script).
    const visitorContext = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const visitor = { context: visitorContext, page: await visitorContext.newPage() };
    try {
      const cards = await publicCards(visitor.page);
      expect(cards).toHaveLength(4);
      expect(cards.filter((text) => text.includes("Cancelled"))).toHaveLength(1);
      expect(cards.filter((text) => text.includes("Rescheduled"))).toHaveLength(1);

      // The cancelled occurrence keeps its page, with a notice and EventCancelled.
      await visitor.page.goto(`/events/${cancelled.id}`);
      await expect(visitor.page.getByTestId("event-status-notice").textContent()).resolves.toMatch(
        /has been cancelled/,
      );
      const cancelledLd = await jsonLd(visitor.page);
      expect(cancelledLd.eventStatus).toBe("https://schema.org/EventCancelled");
      expectSchemaOrgEvent(cancelledLd);

      await visitor.page.goto(`/events/${moved.id}`);
      const movedLd = await jsonLd(visitor.page);
      expect(movedLd.eventStatus).toBe("https://schema.org/EventRescheduled");
      expect(Date.parse(String(movedLd.previousStartDate))).toBe(Date.parse(moved.date));
      expect(Date.parse(String(movedLd.startDate))).toBe(Date.parse(newDate));
      expectSchemaOrgEvent(movedLd);

      const skippedPage = await visitor.page.goto(`/events/${skipped.id}`);
      expect(skippedPage?.status()).toBe(404);
    } finally {
      await visitor.context.close();
    }

    // The feed: one series, the skipped date gone, the cancelled and moved ones as overrides.
    const text = await (await fetch(`${server.url}/feeds/events.ics`)).text();
    const vevents = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .filter((vevent) => vevent.getFirstPropertyValue("summary") === TITLE);
    expect(vevents).toHaveLength(3);
    const master = vevents.find((vevent) => vevent.hasProperty("rrule"));
    if (!master) throw new Error("no RRULE in the feed");
    const event = new ICAL.Event(master, {
      exceptions: vevents.filter((vevent) => vevent.hasProperty("recurrence-id")),
    });
    const expanded: [string, unknown][] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      expanded.push([
        details.startDate.toJSDate().toISOString(),
        details.item.component.getFirstPropertyValue("status"),
      ]);
    }
    const [first, , , , fifth] = occurrences as Occurrence[];
    expect(expanded).toEqual([
      [first?.date, "CONFIRMED"],
      [cancelled.date, "CANCELLED"],
      [newDate, "CONFIRMED"],
      [fifth?.date, "CONFIRMED"],
    ]);
  });

  it("shows past events on their own through a link that works without JavaScript", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const visitor = await context.newPage();
    try {
      await visitor.goto("/events");
      await visitor
        .getByRole("group", { name: "Show events by date" })
        .getByRole("link", { name: "Past events" })
        .click();
      await visitor.waitForURL(/when=past/);
      const badges = await visitor.getByTestId("event-card").allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const text of badges) expect(text).toContain("Past");
      expect(badges.join(" ")).not.toContain(TITLE);
    } finally {
      await context.close();
    }
  });

  it("shows a month view whose events are reached with the keyboard, without JavaScript too", async () => {
    const [, , cancelled] = occurrences;
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_ZONE, year: "numeric", month: "2-digit" })
      .format(new Date(cancelled?.date ?? 0))
      .slice(0, 7);
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const visitor = await context.newPage();
    try {
      await visitor.goto(`/events?view=month&month=${month}`);
      const view = visitor.getByTestId("month-view");
      const link = view.getByRole("link", { name: `Cancelled: ${TITLE}` });
      await expect(link.count()).resolves.toBe(1);
      // Tab from the month's heading links reaches the event link.
      await view.getByRole("link").first().focus();
      let reached = false;
      for (let presses = 0; presses < 10 && !reached; presses++) {
        await visitor.keyboard.press("Tab");
        reached = await link.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      await visitor.keyboard.press("Enter");
      await visitor.waitForURL(new RegExp(`/events/${cancelled?.id}$`));
    } finally {
      await context.close();
    }
  });

  it("looks right on a phone and a desktop", async () => {
    if (!SHOTS) return;
    for (const width of [390, 1280]) {
      const shot = await newPage(browser, server.url, { width, height: 900 });
      const [, , cancelled] = occurrences;
      await shot.page.goto("/events");
      await shoot(`events-${width}`, shot.page);
      const [, , target] = occurrences;
      const month = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_ZONE, year: "numeric", month: "2-digit" })
        .format(new Date(target?.date ?? 0))
        .slice(0, 7);
      await shot.page.goto(`/events?view=month&month=${month}`);
      await shoot(`events-month-${width}`, shot.page);
      await shot.page.goto(`/events/${cancelled?.id}`);
      await shoot(`event-cancelled-${width}`, shot.page);
      await shot.context.close();
    }
  });
});

async function jsonLd(target: Page): Promise<Record<string, unknown>> {
  const blocks = await target.locator('script[type="application/ld+json"]').allTextContents();
  const event = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((ld) => ld["@type"] === "Event");
  if (!event) throw new Error("no Event JSON-LD");
  return event;
}

/** schema.org Event and Thing properties (https://schema.org/Event) the site may state. */
const schemaOrgEventProperties = new Set([
  "@context",
  "@type",
  "name",
  "description",
  "url",
  "image",
  "startDate",
  "endDate",
  "previousStartDate",
  "eventStatus",
  "eventAttendanceMode",
  "location",
  "organizer",
  "performer",
  "offers",
  "duration",
]);

function expectSchemaOrgEvent(ld: Record<string, unknown>) {
  expect(Object.keys(ld).filter((key) => !schemaOrgEventProperties.has(key))).toEqual([]);
  expect(ld["@context"]).toBe("https://schema.org");
  expect(String(ld.eventStatus)).toMatch(
    /^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed|Rescheduled|MovedOnline)$/,
  );
  expect(String(ld.eventAttendanceMode)).toMatch(/^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/);
  expect(ld.location).toMatchObject({ "@type": expect.stringMatching(/^(Place|VirtualLocation)$/) });
}
