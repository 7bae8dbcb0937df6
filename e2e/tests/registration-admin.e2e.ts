// The staff's side of event registration (docs/product.md "Registrations" and "Check-in"): an
// editor turns registration on with a capacity and a question (a refusal first, nothing typed
// lost), the card counts the people, the list shows their answers and cancels one (the first on the
// waitlist takes the place), the CSV downloads, and at the door, on a 390 px phone, people are
// found by part of their name and checked in with one tap, one undone; a person added by hand,
// promoted, and everyone written to; a moderator checks people in and is offered nothing else. The
// people are put in the database, as the public form would have. SCREENSHOT_DIR keeps screenshots at 390 and 1280 px.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, fieldError, postJson, signIn, signInAsAdmin, tokenOf } from "./admin-support.ts";

const site = useSiteAndBrowser();
const screenshotDir = process.env.SCREENSHOT_DIR;
const TITLE = "Harvest Mixer at the Arcade";
const SERIES = "Coffee Hour on the Green";
let admin: PageHandle;
let page: Page;
let eventId: number;
let category: string;
const ids: Record<string, number> = {};

async function screenshot(target: Page, name: string) {
  if (screenshotDir) await target.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** A registration as the public form makes it (the answers by question id). */
async function register(name: string, status: "confirmed" | "waitlisted", answers: Record<string, string>) {
  const email = `${name.split(" ")[0]?.toLowerCase()}@example.com`;
  const { rows } = await sql(
    site.server,
    `INSERT INTO "Registration" ("eventId", "name", "email", "emailKey", "answers", "status", "updatedAt")
     VALUES ($1, $2, $3, $3, $4, $5, now()) RETURNING "id"`,
    [eventId, name, email, JSON.stringify(answers), status],
  );
  ids[name] = (rows[0] as { id: number }).id;
}

const toastOf = (target: Page, text: string) => target.locator(".mantine-Notification-root").filter({ hasText: text });

const dialog = () => page.getByRole("dialog", { name: new RegExp(`^Registrations: ${TITLE}`) });

async function openRegistrations() {
  await page.goto(`/admin/events?q=${encodeURIComponent(TITLE)}`);
  await card(page, TITLE)
    .getByRole("button", { name: `Registrations for ${TITLE}` })
    .click();
  await dialog().waitFor();
}

beforeAll(async () => {
  const categories = await sql(
    site.server,
    `SELECT "name" FROM "Category" WHERE "kind" = 'event' ORDER BY "name" LIMIT 1`,
  );
  category = (categories.rows[0] as { name: string }).name;
  const { rows } = await sql(
    site.server,
    `INSERT INTO "Event" ("title", "description", "category", "location", "date", "updatedAt")
     VALUES ($1, 'Cider, cheese and neighbours.', $2, 'Ojai Arcade', now() + interval '10 days', now()) RETURNING "id"`,
    [TITLE, category],
  );
  eventId = (rows[0] as { id: number }).id;
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Events");
});
afterAll(async () => {
  await admin?.context.close();
});

describe("event registration for staff", () => {
  it("turns registration on with a capacity and a question", async () => {
    await openRegistrations();
    await dialog().getByRole("tab", { name: "Settings" }).click();
    const form = dialog().getByRole("form", { name: "Registration settings" });
    await form.getByRole("switch", { name: "Take registrations" }).check();
    await form.getByRole("checkbox", { name: "Unlimited places" }).uncheck();
    await form.getByRole("button", { name: "Add a question" }).click();
    await form.getByRole("textbox", { name: "Question" }).fill("Meal");
    await form.getByRole("combobox", { name: "Answer" }).click();
    await page.getByRole("option", { name: "A choice" }).click();
    await form.getByRole("textbox", { name: "Choices" }).fill("Fish");
    await form.getByRole("textbox", { name: "Price" }).fill("$15 members, $25 guests, pay at the door");
    // Refused: no capacity, one choice. What was typed stays.
    await form.getByRole("button", { name: "Save settings" }).click();
    const capacity = form.getByRole("textbox", { name: "Capacity" });
    await expect(fieldError(capacity)).resolves.toBe("Capacity is required (or choose unlimited)");
    await expect(fieldError(form.getByRole("textbox", { name: "Choices" }))).resolves.toBe(
      "A choice question needs at least two choices",
    );
    await expect(form.getByRole("textbox", { name: "Question" }).inputValue()).resolves.toBe("Meal");

    await capacity.fill("2");
    await form.getByRole("textbox", { name: "Choices" }).fill("Fish\nVegetarian");
    await screenshot(page, "registration-settings-1280");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Success", "Registration settings saved");
    await dialog().waitFor({ state: "hidden" });

    const { rows } = await sql(
      site.server,
      `SELECT "open", "capacity", "questions", "priceText" FROM "RegistrationSettings" WHERE "eventId" = $1`,
      [eventId],
    );
    const stored = rows[0] as { open: boolean; capacity: number; questions: { id: string; label: string }[] };
    expect(stored).toMatchObject({ open: true, capacity: 2, priceText: "$15 members, $25 guests, pay at the door" });
    expect(stored.questions.map((question) => question.label)).toEqual(["Meal"]);
    const meal = stored.questions[0]?.id ?? "";
    await register("Ana Lee", "confirmed", { [meal]: "Vegetarian" });
    await register("Bruno Díaz", "confirmed", { [meal]: "Fish" });
    await register("Carla Ng", "waitlisted", {});
  });

  it("counts the people on the card", async () => {
    await page.goto(`/admin/events?q=${encodeURIComponent(TITLE)}`);
    await card(page, TITLE).getByText("2 / 2 registered · 1 waitlisted").waitFor();
    await screenshot(page, "registration-card-1280");
    await page.setViewportSize(viewports.phone);
    await card(page, TITLE).getByText("2 / 2 registered · 1 waitlisted").waitFor();
    await screenshot(page, "registration-card-390");
    await page.setViewportSize(viewports.desktop);
  });

  it("lists the people with their answers, and cancels one for the waitlist's first", async () => {
    await openRegistrations();
    const ana = dialog().getByRole("article", { name: "Ana Lee" });
    await ana.getByText("Meal: Vegetarian").waitFor();
    await dialog().getByRole("article", { name: "Carla Ng" }).getByText("Waitlisted #1").waitFor();
    await screenshot(page, "registration-panel-1280");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog()
      .getByRole("article", { name: "Bruno Díaz" })
      .getByRole("button", { name: "Cancel Bruno Díaz's registration" })
      .click();
    await page
      .getByRole("dialog", { name: "Cancel registration" })
      .getByRole("button", { name: "Cancel registration" })
      .click();
    await expectToast(page, "Success", "Bruno Díaz's registration cancelled");
    await dialog().getByRole("article", { name: "Carla Ng" }).getByText("Confirmed").waitFor();
    await dialog()
      .getByTestId("registration-counts")
      .getByText(/^2 \/ 2 registered · 0 of 2 checked in$/)
      .waitFor();
  });

  it("fits a phone", async () => {
    await page.setViewportSize(viewports.phone);
    try {
      await dialog().getByRole("article", { name: "Ana Lee" }).waitFor();
      await screenshot(page, "registration-panel-390");
      await dialog().getByRole("tab", { name: "Settings" }).click();
      await dialog().getByRole("form", { name: "Registration settings" }).waitFor();
      await screenshot(page, "registration-settings-390");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewports.phone.width);
      await dialog().getByRole("tab", { name: "People" }).click();
    } finally {
      await page.setViewportSize(viewports.desktop);
    }
  });

  it("downloads the list as CSV", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog()
        .getByRole("button", { name: `Download CSV of the registrations for ${TITLE}` })
        .click(),
    ]);
    const text = await readFile((await download.path()) ?? "", "utf8");
    expect(text).toContain("Ana Lee");
    expect(text).toContain("Vegetarian");
  });

  it("sets a series' registration, which each date inherits", async () => {
    const first = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    first.setUTCHours(17, 0, 0, 0);
    const series = { title: SERIES, description: "Drip and talk.", category, location: "Libbey Park" };
    const made = await postJson(
      `${site.server.url}/api/event-series`,
      { ...series, date: first.toISOString(), rule: "FREQ=DAILY", count: 2 },
      (await tokenOf(page)) ?? undefined,
    );
    expect(made.status).toBe(200);
    await page.goto(`/admin/events?q=${encodeURIComponent(SERIES)}`);
    const dates = page.getByRole("article", { name: SERIES, exact: true });
    await expect.poll(() => dates.count()).toBe(2);
    await dates
      .first()
      .getByRole("button", { name: `Registrations for ${SERIES}` })
      .click();
    const seriesDialog = page.getByRole("dialog", { name: new RegExp(`^Registrations: ${SERIES}`) });
    await seriesDialog.getByRole("tab", { name: "Settings" }).click();
    await seriesDialog.getByRole("radio", { name: "The whole series" }).check();
    await seriesDialog.getByRole("switch", { name: "Take registrations" }).check();
    await seriesDialog.getByRole("button", { name: "Save for the series" }).click();
    await expectToast(page, "Success", "Registration settings saved");
    await seriesDialog.waitFor({ state: "hidden" });

    await dates
      .nth(1)
      .getByRole("button", { name: `Registrations for ${SERIES}` })
      .click();
    await seriesDialog.getByRole("tab", { name: "Settings" }).click();
    await seriesDialog.getByTestId("registration-inherited").waitFor();
    await expect(seriesDialog.getByRole("switch", { name: "Take registrations" }).isChecked()).resolves.toBe(true);
    await seriesDialog.getByRole("button", { name: "Close dialog" }).click();
  });

  it("checks people in at the door on a phone, by part of their name, and undoes one", async () => {
    const door = await newPage(site.browser, site.server.url, viewports.phone);
    try {
      const phone = door.page;
      await signInAsAdmin(phone);
      await phone.goto(`/admin/events/${eventId}/check-in`);
      await phone.getByRole("heading", { name: `Check-in: ${TITLE}` }).waitFor();
      const count = phone.getByTestId("checked-in-count");
      await count.getByText("0 of 2 checked in").waitFor();
      const rows = phone.getByTestId("check-in-row");

      const search = phone.getByRole("searchbox", { name: "Find by name" });
      await search.fill("an");
      await expect.poll(() => rows.count()).toBe(1);
      await rows.filter({ hasText: "Ana Lee" }).click();
      await count.getByText("1 of 2 checked in").waitFor();
      await search.fill("CAR");
      await rows.filter({ hasText: "Carla Ng" }).click();
      await count.getByText("2 of 2 checked in").waitFor();
      // The wrong Carla: undone from the toast, then checked in again and undone with a tap on her row.
      await toastOf(phone, "Carla Ng checked in").getByRole("button", { name: "Undo" }).click();
      await count.getByText("1 of 2 checked in").waitFor();
      await rows.filter({ hasText: "Carla Ng" }).click();
      await count.getByText("2 of 2 checked in").waitFor();
      await rows.filter({ hasText: "Carla Ng" }).click();
      await count.getByText("1 of 2 checked in").waitFor();
      await expectToast(phone, "Success", "Carla Ng is no longer checked in");
      await search.fill("");
      await expect.poll(() => rows.count()).toBe(2);
      await expect(rows.filter({ hasText: "Ana Lee" }).getAttribute("aria-pressed")).resolves.toBe("true");
      await expect(rows.filter({ hasText: "Carla Ng" }).getAttribute("aria-pressed")).resolves.toBe("false");
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewports.phone.width);
      await screenshot(phone, "check-in-390");
      const violations = await seriousAxeViolations(phone);
      expect(violations, violations.join("\n")).toEqual([]);

      // The server agrees, after a reload.
      await phone.reload();
      await count.getByText("1 of 2 checked in").waitFor();

      // A confirmation's QR code opens one person.
      await phone.goto(`/admin/events/${eventId}/check-in?registration=${ids["Carla Ng"]}`);
      await expect.poll(() => rows.count()).toBe(1);
      await rows.filter({ hasText: "Carla Ng" }).click();
      await count.getByText("2 of 2 checked in").waitFor();
      await phone.setViewportSize(viewports.desktop);
      await phone.getByRole("button", { name: "Show everyone" }).click();
      await expect.poll(() => rows.count()).toBe(2);
      await screenshot(phone, "check-in-1280");
    } finally {
      await door.context.close();
    }
  });

  it("adds a person by hand, moves them from the waitlist, and writes to everyone", async () => {
    await openRegistrations();
    await dialog().getByRole("button", { name: "Add a person" }).click();
    const add = dialog().getByRole("region", { name: "Add a person" });
    await add.getByRole("textbox", { name: "Name" }).fill("Dev Patel");
    await add.getByRole("textbox", { name: "Email" }).fill("dev@example.com");
    await add.getByRole("combobox", { name: "Meal" }).click();
    await page.getByRole("option", { name: "Fish" }).click();
    await add.getByRole("checkbox", { name: /E-mail them/ }).uncheck();
    await add.getByRole("button", { name: "Add person" }).click();
    await expectToast(page, "Success", "Person added");
    // The two places are taken: by hand too, past the capacity is the waitlist.
    const dev = dialog().getByRole("article", { name: "Dev Patel" });
    await dev.getByText("Waitlisted #1").waitFor();
    await dev.getByText("Meal: Fish").waitFor();
    await dev.getByRole("button", { name: "Promote Dev Patel" }).click();
    await expectToast(page, "Success", "Dev Patel moved from the waitlist");
    await dev.getByText("Confirmed", { exact: true }).waitFor();

    await dialog().getByRole("button", { name: "Write to everyone" }).click();
    const write = dialog().getByRole("region", { name: "Write to everyone registered" });
    await write.getByRole("button", { name: "Send to everyone" }).click();
    await expect(fieldError(write.getByRole("textbox", { name: "Subject" }))).resolves.toBeTruthy();
    await write.getByRole("textbox", { name: "Subject" }).fill("The mixer moves indoors");
    await write.getByRole("textbox", { name: "Message" }).fill("Rain is forecast: we meet in the Arcade's hall.");
    await write.getByRole("button", { name: "Send to everyone" }).click();
    await page
      .locator(".mantine-Notification-root")
      .filter({ hasText: /queued|Nobody/ })
      .waitFor();
    await write.waitFor({ state: "detached" });
  });

  it("lets a moderator check people in, and change nothing else", async () => {
    const email = "door@ojaichamber.example";
    await sql(
      site.server,
      `INSERT INTO "AdminUser" ("email", "name", "role", "passwordHash")
       SELECT $1, 'Door Keeper', 'moderator', "passwordHash" FROM "AdminUser" WHERE "email" = $2`,
      [email, ADMIN_EMAIL],
    );
    const door = await newPage(site.browser, site.server.url, viewports.phone);
    try {
      const phone = door.page;
      await signIn(phone, { email, password: ADMIN_PASSWORD });
      await phone.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
      await phone.goto(`/admin/events?q=${encodeURIComponent(TITLE)}`);
      const event = card(phone, TITLE);
      await event.getByRole("button", { name: `Registrations for ${TITLE}` }).click();
      const people = phone.getByRole("dialog", { name: new RegExp(`^Registrations: ${TITLE}`) });
      await people.getByRole("article", { name: "Dev Patel" }).waitFor();
      for (const hidden of ["Add a person", "Write to everyone", "Cancel Dev Patel's registration"]) {
        await expect(people.getByRole("button", { name: hidden }).count()).resolves.toBe(0);
      }
      await expect(people.getByRole("tab", { name: "Settings" }).count()).resolves.toBe(0);
      await people.getByRole("link", { name: "Check in at the door" }).click();
      const count = phone.getByTestId("checked-in-count");
      await count.getByText("2 of 3 checked in").waitFor();
      await phone.getByRole("searchbox", { name: "Find by name" }).fill("pat");
      await phone.getByTestId("check-in-row").filter({ hasText: "Dev Patel" }).click();
      await count.getByText("3 of 3 checked in").waitFor();
    } finally {
      await door.context.close();
    }
  });
});
