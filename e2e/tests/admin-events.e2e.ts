// Admin Events tab: the add/edit dialog, dates entered and shown in the chamber's zone whatever the
// browser's own, the Other category round trip, the badges, and the delete confirmation.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import {
  cancelAndDiscard,
  card,
  expectToast,
  fieldError,
  newPageInZone,
  nextMonthIn,
  pickDateTime,
  pickDay,
  signInAsAdmin,
  tokenOf,
} from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

// The browser runs in Tokyo; the chamber's zone is America/Los_Angeles.
const BROWSER_ZONE = "Asia/Tokyo";
const SITE_ZONE = "America/Los_Angeles";

beforeAll(async () => {
  admin = await newPageInZone(site.browser, site.server.url, BROWSER_ZONE);
  page = admin.page;
  await signInAsAdmin(page, "Events");
});
afterAll(async () => {
  await admin?.context.close();
});

const TITLE = "Pink Moment Wine Walk";
const dialogNamed = (name: string) => page.getByRole("dialog", { name });

/** The test event as the API stored it. */
async function storedEvent() {
  const token = await tokenOf(page);
  const events = (await (
    await fetch(`${site.server.url}/api/events`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { title: string; date: string; category: string }[];
  return events.find((event) => event.title === TITLE);
}

/** "15, 6:30 PM": the day of the month and the time of an instant in the site zone. */
const siteTime = (instant: string | undefined) =>
  new Intl.DateTimeFormat("en-US", { timeZone: SITE_ZONE, day: "numeric", hour: "numeric", minute: "2-digit" }).format(
    new Date(instant ?? 0),
  );

describe("admin events", () => {
  it("shows the API's messages under each empty required field", async () => {
    await page.getByRole("heading", { name: "Event Calendar" }).waitFor();
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = dialogNamed("Add Event");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(fieldError(dialog.getByRole("textbox", { name: "Title" }))).resolves.toBe("Title is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Description" }))).resolves.toBe(
      "Description is required",
    );
    await expect(fieldError(dialog.getByRole("combobox", { name: "Category" }))).resolves.toBe("Category is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Location" }))).resolves.toBe("Location is required");
    await dialog.getByText("Date is required").waitFor();
  });

  it("creates an event at 6:30 PM Ojai time from a browser in another zone", async () => {
    const dialog = dialogNamed("Add Event");
    await dialog.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Tasting rooms pour until the mountains glow.");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    // Music is in the event list (the old form lacked it).
    await page.getByRole("option", { name: "Music", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Event website" }).fill("ojaiwinewalk.example");
    await dialog.getByRole("textbox", { name: "Location" }).fill("Ojai Avenue");
    await pickDateTime(dialog, { day: 15, time: "6:30 PM" });
    await dialog.getByRole("switch", { name: "Featured" }).check();
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Success", "Event created successfully");
    await dialog.waitFor({ state: "hidden" });

    const { year, month } = nextMonthIn(BROWSER_ZONE);
    const day = new Date(Date.UTC(year, month - 1, 15, 12));
    const weekday = day.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
    const monthName = day.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
    const created = card(page, TITLE);
    await created.getByText(`${weekday}, ${monthName} 15, ${year} at 6:30 PM`).waitFor();
    for (const badge of ["Upcoming", "Featured", "Published"]) {
      await expect(created.getByText(badge, { exact: true }).isVisible()).resolves.toBe(true);
    }

    // What the API stored is that instant in Ojai, not in Tokyo.
    const token = await tokenOf(page);
    const events = (await (
      await fetch(`${site.server.url}/api/events`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { title: string; date: string; category: string; website: string | null }[];
    const stored = events.find((event) => event.title === TITLE);
    expect(stored).toMatchObject({ category: "Music", website: "https://ojaiwinewalk.example" });
    const ojaiTime = new Intl.DateTimeFormat("en-US", {
      timeZone: SITE_ZONE,
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(stored?.date ?? 0));
    expect(ojaiTime).toBe("15, 6:30 PM");
  });

  it("reopens the event with its category, website and the same time, and saves an edit", async () => {
    await card(page, TITLE)
      .getByRole("button", { name: `Edit ${TITLE}` })
      .click();
    const dialog = dialogNamed("Edit Event");
    await expect(dialog.getByRole("combobox", { name: "Category" }).inputValue()).resolves.toBe("Music");
    await expect(dialog.getByRole("textbox", { name: "Event website" }).inputValue()).resolves.toBe(
      "https://ojaiwinewalk.example",
    );
    await expect(dialog.getByRole("button", { name: "Date", exact: true }).textContent()).resolves.toMatch(
      / 15, \d{4}$/,
    );
    await expect(dialog.getByRole("combobox", { name: "Time", exact: true }).inputValue()).resolves.toBe("6:30 PM");

    await dialog.getByRole("textbox", { name: "Location" }).fill("Libbey Park");
    await dialog.getByRole("button", { name: "Update Event" }).click();
    await expectToast(page, "Success", "Event updated successfully");
    await card(page, TITLE).getByText("Libbey Park").waitFor();
  });

  it("reads a time typed with the keyboard as 6:30 PM however it is written, and keeps it when the day changes", async () => {
    // Each round moves the event to another day; the last puts it back on the 15th for the tests after.
    for (const [typed, day] of [
      ["6:30 PM", 16],
      ["18:30", 17],
      ["6:30pm", 15],
    ] as const) {
      await card(page, TITLE)
        .getByRole("button", { name: `Edit ${TITLE}` })
        .click();
      const dialog = dialogNamed("Edit Event");
      const time = dialog.getByRole("combobox", { name: "Time", exact: true });
      // Clear it with the keyboard, as a person would, then type.
      await time.click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.press("Backspace");
      await page.keyboard.type(typed);
      await page.keyboard.press("Tab");
      await expect(time.inputValue()).resolves.toBe("6:30 PM");
      // A new day keeps the time already entered instead of setting 12:00 AM.
      await pickDay(dialog, "Date", day, { sameMonth: true });
      await expect(time.inputValue()).resolves.toBe("6:30 PM");
      await dialog.getByRole("button", { name: "Update Event" }).click();
      await expectToast(page, "Success", "Event updated successfully");
      await dialog.waitFor({ state: "hidden" });
      await card(page, TITLE)
        .getByText(new RegExp(` ${day}, \\d{4} at 6:30 PM$`))
        .waitFor();
      const stored = await storedEvent();
      expect(siteTime(stored?.date)).toBe(`${day}, 6:30 PM`);
    }
  });

  it("refuses a time that could be morning or evening, and a day with no time, instead of saving a guess", async () => {
    await card(page, TITLE)
      .getByRole("button", { name: `Edit ${TITLE}` })
      .click();
    const dialog = dialogNamed("Edit Event");
    const time = dialog.getByRole("combobox", { name: "Time", exact: true });
    await time.fill("6:30");
    await time.press("Tab");
    await expect(fieldError(time)).resolves.toBe("Add AM or PM (6:30 PM), or use the 24-hour clock (18:30)");
    await dialog.getByRole("button", { name: "Update Event" }).click();
    await expect(fieldError(time)).resolves.toBe("Add AM or PM (6:30 PM), or use the 24-hour clock (18:30)");
    await time.fill("");
    await dialog.getByRole("button", { name: "Update Event" }).click();
    await expect(fieldError(time)).resolves.toBe("Enter a time like 6:30 PM or 18:30");
    // The time was changed, so closing asks first; the change is thrown away.
    await cancelAndDiscard(dialog);
    await dialog.waitFor({ state: "hidden" });
    // Nothing was saved: still 6:30 PM.
    expect(siteTime((await storedEvent())?.date)).toBe("15, 6:30 PM");
  });

  it("shows Past for an event whose date has gone", async () => {
    const past = page.getByRole("article").filter({ has: page.getByText("Past", { exact: true }) });
    await expect(past.count()).resolves.toBeGreaterThan(0);
  });

  it("labels times with the site zone's real name", async () => {
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = dialogNamed("Add Event");
    await dialog.getByText("When the event starts (Pacific Time)").waitFor();
    await dialog.getByText("Optional. Hidden from the public site until then (Pacific Time).").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("shows and enters dates in the zone the page's site-timezone meta tag names", async () => {
    const eastern = await newPageInZone(site.browser, site.server.url, BROWSER_ZONE);
    // The page as a server configured with SITE_TIMEZONE=America/New_York would send it.
    await eastern.page.route(
      (url) => url.pathname.startsWith("/admin"),
      async (route) => {
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<meta\s+name="site-timezone"[^>]*>/g, "")
          .replace("<head>", '<head><meta name="site-timezone" content="America/New_York">');
        return route.fulfill({ response, body: html });
      },
    );
    await signInAsAdmin(eastern.page, "Events");
    const { year, month } = nextMonthIn(BROWSER_ZONE);
    const day = new Date(Date.UTC(year, month - 1, 15, 12));
    const weekday = day.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
    const monthName = day.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
    // 6:30 PM in Ojai is 9:30 PM in New York.
    await card(eastern.page, TITLE).getByText(`${weekday}, ${monthName} 15, ${year} at 9:30 PM`).waitFor();
    await card(eastern.page, TITLE)
      .getByRole("button", { name: `Edit ${TITLE}` })
      .click();
    const dialog = eastern.page.getByRole("dialog", { name: "Edit Event" });
    await dialog.getByText("When the event starts (Eastern Time)").waitFor();
    await expect(dialog.getByRole("button", { name: "Date", exact: true }).textContent()).resolves.toMatch(
      / 15, \d{4}$/,
    );
    await expect(dialog.getByRole("combobox", { name: "Time", exact: true }).inputValue()).resolves.toBe("9:30 PM");
    expect(eastern.errors).toEqual([]);
    await eastern.context.close();
  });

  it("asks 'Are you sure you want to delete this event?' before deleting", async () => {
    await card(page, TITLE)
      .getByRole("button", { name: `Delete ${TITLE}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete event" });
    await confirm.getByText("Are you sure you want to delete this event?", { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Event deleted successfully");
    await card(page, TITLE).waitFor({ state: "detached" });
    expect(admin.errors).toEqual([]);
  });
});
