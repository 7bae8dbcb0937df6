// The Activity view (docs/product.md "Activity"): changes staff make through the admin show there
// under their name, the person filter keeps the URL and narrows the day's changes to one person
// (a visitor's message is someone else's), the CSV downloads with the same filter, and an edit
// form's History names the change. Set SCREENSHOT_DIR to keep screenshots at 390 and 1280 px.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { ADMIN_EMAIL } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, openTab, postJson, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();
const screenshotDir = process.env.SCREENSHOT_DIR;
const MEMBER = "Rosalind Okafor";
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  const message = { firstName: "Ines", lastName: "Park", email: "ines@example.com", subject: "Hello", message: "Hi" };
  expect((await postJson(`${site.server.url}/api/contact`, message)).status).toBe(200);
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Board");
});
afterAll(async () => {
  await admin?.context.close();
});

/** The entries the view shows, each as its text. */
const entries = () => page.getByTestId("activity-entry");

async function choosePerson(label: string) {
  await page.getByRole("combobox", { name: "Person" }).click();
  await page.getByRole("option", { name: label }).click();
}

describe("staff activity", () => {
  it("records a board member added and changed through the admin", async () => {
    await page.getByRole("button", { name: "Add Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Member" });
    await dialog.getByRole("textbox", { name: "Full name" }).fill(MEMBER);
    await dialog.getByRole("textbox", { name: "Title" }).fill("Orchard Steward");
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expectToast(page, "Success", "Board member added successfully");
    await card(page, MEMBER)
      .getByRole("button", { name: `Edit ${MEMBER}` })
      .click();
    const form = page.getByRole("region", { name: `Edit ${MEMBER}` });
    await form.getByRole("textbox", { name: "Title" }).fill("Head Beekeeper");
    await form.getByRole("button", { name: "Update Member" }).click();
    await expectToast(page, "Success", "Board member updated successfully");
  });

  it("shows the day's changes by person, in the URL", async () => {
    await openTab(page, "Activity");
    await page.getByRole("heading", { name: "Activity" }).waitFor();
    // Everyone's: the visitor's message and the admin's two changes.
    await entries().filter({ hasText: "Contact message" }).waitFor();
    await entries().filter({ hasText: "Head Beekeeper" }).waitFor();

    await choosePerson(`${ADMIN_EMAIL} (Owner)`);
    await page.waitForURL(/actor=staff%3A\d+/);
    await entries().filter({ hasText: "Contact message" }).waitFor({ state: "detached" });
    const mine = entries().filter({ hasText: "Board member" });
    await mine.first().waitFor();
    await expect(mine.count()).resolves.toBe(2);
    const changed = mine.filter({ hasText: "Changed" });
    await changed.getByText("Orchard Steward").waitFor();
    await changed.getByText("Head Beekeeper").waitFor();
    await expect(changed.getByText(ADMIN_EMAIL).count()).resolves.toBe(1);
    await changed.getByText("Owner", { exact: true }).waitFor();

    await choosePerson("Visitors");
    await entries().filter({ hasText: "Contact message" }).waitFor();
    await expect(entries().filter({ hasText: "Board member" }).count()).resolves.toBe(0);

    // A reload keeps the filter.
    await page.reload();
    await entries().filter({ hasText: "Contact message" }).waitFor();
    await expect(page.getByRole("combobox", { name: "Person" }).inputValue()).resolves.toBe("Visitors");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("downloads the filtered activity as CSV", async () => {
    await choosePerson(`${ADMIN_EMAIL} (Owner)`);
    await entries().filter({ hasText: "Board member" }).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV of the activity shown" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d\d-\d\d\.csv$/);
    const text = await readFile((await download.path()) ?? "", "utf8");
    expect(text).toContain("Id,When (America/Los_Angeles),Who,Kind,Role,Action,Entity,Entity id,Changes");
    expect(text).toContain(`${ADMIN_EMAIL},staff,owner,update,Board member`);
    expect(text).not.toContain("ContactMessage");
    expect(text).not.toContain("Contact message");
    if (screenshotDir) {
      await page.screenshot({ path: `${screenshotDir}/activity-1280.png`, fullPage: true });
      await page.setViewportSize(viewports.phone);
      await entries().first().waitFor();
      await page.screenshot({ path: `${screenshotDir}/activity-390.png`, fullPage: true });
      await page.setViewportSize(viewports.desktop);
    }
  });

  it("shows a board member's history in its form", async () => {
    await openTab(page, "Board");
    await card(page, MEMBER)
      .getByRole("button", { name: `Edit ${MEMBER}` })
      .click();
    const form = page.getByRole("region", { name: `Edit ${MEMBER}` });
    await form.getByText("History", { exact: true }).click();
    const history = form.getByTestId("entity-history");
    await history.getByText(/^Changed title · /).waitFor();
    await history.getByText(/^Created · /).waitFor();
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/activity-history-1280.png`, fullPage: true });
    expect(unexpectedErrors(admin.errors)).toEqual([]);
  });
});
