// Admin Import tab, events from iCalendar (docs/decisions/032-calendar-import.md): staff upload a
// Google Calendar export and see what it did; import it again and nothing changes; subscribe to a
// feed's address (served from this machine, so the server allows private targets), read it again
// now, and remove it. Screenshots at 390 and 1280 px go to /tmp for a person to look at.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { expectToast, signInAsAdmin } from "./admin-support.ts";

const fixtures = new URL("../../apps/server/test/imports/fixtures/", import.meta.url);
const googleFile = new URL("google-calendar.ics", fixtures).pathname;
const tec = readFileSync(new URL("the-events-calendar.ics", fixtures), "utf8");

const site = useSiteAndBrowser({ IMPORT_ALLOW_PRIVATE: "1" });
let admin: PageHandle;
let page: Page;
let feed: Server;
let feedUrl: string;

beforeAll(async () => {
  feed = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar" });
    response.end(tec);
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/museum.ics`;
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Import");
});
afterAll(async () => {
  await admin?.context.close();
  await new Promise((resolve) => feed?.close(resolve));
});

const shoot = async (name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/calendar-import-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

async function uploadGoogle() {
  const form = page.getByRole("form", { name: "From a file" });
  await form.locator('input[type="file"]').setInputFiles(googleFile);
  await form.getByRole("button", { name: "Import file" }).click();
}

describe("importing events from iCalendar", () => {
  it("imports a Google Calendar export and tells what it did", async () => {
    await page.getByText("No subscriptions yet").waitFor();
    await shoot("empty");
    await uploadGoogle();
    await expectToast(page, "Success", "Imported google-calendar.ics: 5 added, 0 updated, 0 unchanged");
    await page.getByRole("status").filter({ hasText: "Imported from google-calendar.ics" }).waitFor();
  });

  it("changes nothing when the same file comes again", async () => {
    await uploadGoogle();
    await expectToast(page, "Success", "Imported google-calendar.ics: 0 added, 0 updated, 5 unchanged");
  });

  it("subscribes to a feed's address, reads it again now and removes it", async () => {
    const form = page.getByRole("form", { name: "From a feed's address" });
    await form.getByRole("textbox", { name: "Calendar address" }).fill(feedUrl);
    await form.getByRole("checkbox", { name: "Keep it as a subscription (refreshed every hour)" }).check();
    await form.getByRole("button", { name: "Import from address" }).click();
    await expectToast(page, "Success", "Subscribed and imported: 5 added, 0 updated, 0 unchanged");
    const card = page.getByRole("article", { name: `Subscription ${feedUrl}` });
    await card.getByText("5 added, 0 updated, 0 unchanged").waitFor();
    await shoot("subscribed");
    await card.getByRole("button", { name: /Refresh now/ }).click();
    await expectToast(page, "Success", "Subscription read again");
    await card.getByText("0 added, 0 updated, 5 unchanged").waitFor();
    await card.getByRole("button", { name: /Remove/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Success", "Subscription removed; its events stay");
    await page.getByText("No subscriptions yet").waitFor();
  });

  it("shows why an address is refused under the field", async () => {
    const form = page.getByRole("form", { name: "From a feed's address" });
    await form.getByRole("textbox", { name: "Calendar address" }).fill("ftp://calendar.example.org/events.ics");
    await form.getByRole("button", { name: "Import from address" }).click();
    await expectToast(page, "Error", "The address must start with https://");
    await form.getByText("The address must start with https://").first().waitFor();
  });
});
