// Admin Webhooks tab (docs/decisions/031-webhooks.md): an owner adds an endpoint and is shown its
// signing secret once, sends a test ping and reads it in the delivery log (the example host does
// not resolve, so the log shows why it failed), sends it again, turns the endpoint off, deletes it.
// SCREENSHOT_DIR set: the tab is photographed at 390 and 1280 px.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { expectToast, signInAsAdmin } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;
const screenshotDir = process.env.SCREENSHOT_DIR;
const url = "https://hooks.ojai-portal.example/chamber";

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Webhooks");
});
afterAll(async () => {
  await admin?.context.close();
});

const card = () => page.getByRole("article", { name: `Webhook endpoint ${url}` });

async function photograph(name: string) {
  if (!screenshotDir) return;
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${screenshotDir}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}

describe("admin webhooks", () => {
  it("starts empty, refuses a private address and shows a new endpoint's secret once", async () => {
    await page.getByText("No webhook endpoints yet.").waitFor();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const form = page.getByRole("form", { name: "Add a webhook endpoint" });
    await form.getByRole("textbox", { name: "Endpoint URL" }).fill("https://localhost/hooks");
    await form.getByRole("checkbox", { name: "All events" }).check();
    await photograph("webhooks-add");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expectToast(page, "Error", "Failed to add the webhook endpoint");
    await form.getByText("localhost resolves to a loopback address").waitFor();
    await form.getByRole("textbox", { name: "Endpoint URL" }).fill(url);
    await form.getByRole("textbox", { name: "Description" }).fill("Member portal");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expectToast(page, "Success", "Webhook endpoint added: copy its secret now");
    const secret = page.getByRole("textbox", { name: "Signing secret" });
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await photograph("webhooks-secret");
    await page.getByRole("button", { name: "Close dialog" }).click();
    await card().getByText("All events").waitFor();
    expect(await page.getByText(/whsec_/).count()).toBe(0);
  });

  it("pings the endpoint and shows the attempt in its log, with Send again", async () => {
    await card()
      .getByRole("button", { name: `Send test ping ${url}` })
      .click();
    await expectToast(page, "Success", "Test ping queued: its outcome shows in the delivery log");
    const log = card().getByRole("table", { name: `Deliveries to ${url}` });
    const row = log.getByRole("row", { name: /webhook\.ping/ });
    // The host does not resolve: the attempt fails and the log says why.
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toMatch(/ENOTFOUND|EAI_AGAIN/);
    await photograph("webhooks-log");
    // The log and the card are only reached here (axe-sweep sees the empty tab).
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByRole("button", { name: "Send again webhook.ping" }).click();
    await expectToast(page, "Success", "webhook.ping queued to send again");
  });

  it("turns the endpoint off, and deletes it after a confirmation", async () => {
    await card()
      .getByRole("button", { name: `Edit ${url}` })
      .click();
    const form = page.getByRole("form", { name: "Edit webhook endpoint" });
    await form.getByRole("switch", { name: "On" }).uncheck();
    await form.getByRole("button", { name: "Save endpoint" }).click();
    await expectToast(page, "Success", "Webhook endpoint saved");
    await card().getByText("Off", { exact: true }).waitFor();
    expect(
      await card()
        .getByRole("button", { name: `Send test ping ${url}` })
        .isDisabled(),
    ).toBe(true);
    await card()
      .getByRole("button", { name: `Delete ${url}` })
      .click();
    await page.getByRole("dialog", { name: "Delete webhook endpoint" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Webhook endpoint deleted");
    await page.getByText("No webhook endpoints yet.").waitFor();
  });
});
