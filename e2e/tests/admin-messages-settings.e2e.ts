// Admin Messages and Settings tabs: a message sent through the public contact API shows with every
// field and can be deleted; subscriptions likewise; both download as CSV with the admin's token;
// settings are added, edited with the key locked, and deleted.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import {
  cancelAndDiscard,
  card,
  expectToast,
  failedResource,
  fieldError,
  openTab,
  postJson,
  signInAsAdmin,
  unexpectedErrors,
} from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

const MESSAGE = {
  firstName: "Marisol",
  lastName: "Vega",
  email: "marisol@honeybee-lane.example",
  subject: "Membership Information",
  message: "How do we join the chamber?\nWe opened last spring.",
};

beforeAll(async () => {
  expect((await postJson(`${site.server.url}/api/contact`, MESSAGE)).status).toBe(200);
  expect((await postJson(`${site.server.url}/api/newsletter`, { email: "Reader@Example.com" })).status).toBe(202);
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Messages");
});
afterAll(async () => {
  await admin?.context.close();
});

describe("admin messages", () => {
  it("lists a message sent through the public contact API with every field", async () => {
    await page.getByRole("heading", { name: "Contact Messages" }).waitFor();
    await expect(page.getByTestId("message-count").textContent()).resolves.toBe("1 message");
    const message = card(page, "Message from Marisol Vega");
    await message.getByRole("heading", { name: "Marisol Vega" }).waitFor();
    await expect(message.getByRole("link", { name: MESSAGE.email }).getAttribute("href")).resolves.toBe(
      `mailto:${MESSAGE.email}`,
    );
    await message.getByText("Membership Information").waitFor();
    await message.getByText("We opened last spring.", { exact: false }).waitFor();
    await message.getByText(/^Received \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/).waitFor();
    await expect(message.getByRole("button", { name: /^Edit/ }).count()).resolves.toBe(0);
  });

  it("downloads contact messages and subscriptions as CSV with the admin's token", async () => {
    const [messages] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV of contact messages" }).click(),
    ]);
    expect(messages.suggestedFilename()).toMatch(/^contact-messages.*\.csv$/);
    await expect(readFile((await messages.path()) ?? "", "utf8")).resolves.toContain(MESSAGE.email);

    const [subscriptions] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV of newsletter subscriptions" }).click(),
    ]);
    expect(subscriptions.suggestedFilename()).toMatch(/^newsletter-subscriptions.*\.csv$/);
    await expect(readFile((await subscriptions.path()) ?? "", "utf8")).resolves.toContain("reader@example.com");
  });

  it("deletes a message and a subscription without asking", async () => {
    await card(page, "Message from Marisol Vega")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToast(page, "Success", "Contact message deleted successfully");
    await page.getByText("No contact messages yet.").waitFor();
    await expect(page.getByTestId("message-count").textContent()).resolves.toBe("0 messages");

    await page
      .getByRole("paragraph")
      .filter({ hasText: /^reader@example\.com$/ })
      .waitFor();
    await page.getByText(/^Signed up \w{3} \d{1,2}, \d{4} · News and Events digest$/).waitFor();
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("pending");
    await page.getByRole("button", { name: "Delete reader@example.com" }).click();
    await expectToast(page, "Success", "Newsletter subscription deleted successfully");
    await page.getByText("No newsletter subscriptions yet.").waitFor();
  });

  it("imports subscribers from a CSV file: a dry run's counts, then confirmed at once with consent", async () => {
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import subscribers" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "list.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Email,Lists\r\nana@valley.example,news\r\nben@valley.example,\r\nnot an address,news\r\n"),
    });
    await expect
      .poll(() => dialog.getByTestId("subscriber-import-counts").textContent())
      .toBe("2 new, 0 pending updated, 0 unchanged, 1 refused.");
    await dialog.getByText(/^Row 4 \(not an address\): email:/).waitFor();
    await dialog.getByRole("checkbox", { name: "These people already agreed to receive our newsletter" }).check();
    await dialog.getByRole("button", { name: "Import 2 subscribers" }).click();
    await dialog.getByText("2 new, 0 pending updated, 0 unchanged, 1 refused · 0 confirmation e-mails sent.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await page
      .locator("label")
      .filter({ hasText: /^Confirmed$/ })
      .click();
    await page
      .getByRole("paragraph")
      .filter({ hasText: /^ana@valley\.example$/ })
      .waitFor();
    await page
      .getByRole("paragraph")
      .filter({ hasText: /^ben@valley\.example$/ })
      .waitFor();
    await expect(page.getByTestId("subscription-status").allTextContents()).resolves.toEqual([
      "confirmed",
      "confirmed",
    ]);
    await page.screenshot({ path: "/tmp/newsletter-admin-1280.png", fullPage: true });
  });

  it("says so with the product's toast when a delete fails", async () => {
    expect((await postJson(`${site.server.url}/api/contact`, { ...MESSAGE, firstName: "Again" })).status).toBe(200);
    await page.reload();
    const message = card(page, "Message from Again Vega");
    await message.waitFor();
    await page.route("**/trpc/contact.delete**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await message.getByRole("button", { name: /^Delete/ }).click();
    await expectToast(page, "Error", "Failed to delete contact message");
    await page.unroute("**/trpc/contact.delete**");
    await expect(message.isVisible()).resolves.toBe(true);
  });
});

describe("admin settings", () => {
  it("validates the Add Setting dialog and creates a setting", async () => {
    await openTab(page, "Settings");
    await page.getByRole("heading", { name: "Website Settings" }).waitFor();
    await page.getByRole("button", { name: "Add Setting" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Setting" });
    await dialog.getByRole("button", { name: "Create Setting" }).click();
    await expect(fieldError(dialog.getByRole("textbox", { name: "Key" }))).resolves.toBe("Key is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Value" }))).resolves.toBe("Value is required");

    await dialog.getByRole("textbox", { name: "Key" }).fill("Festival Banner");
    await dialog.getByRole("textbox", { name: "Value" }).fill("Lavender Festival, June 20");
    await dialog.getByRole("button", { name: "Create Setting" }).click();
    await expect(fieldError(dialog.getByRole("textbox", { name: "Key" }))).resolves.toMatch(/^Key may use lower-case/);

    await dialog.getByRole("textbox", { name: "Key" }).fill("festival.banner");
    await dialog.getByRole("textbox", { name: "Description" }).fill("Shown above the home page hero");
    await dialog.getByRole("button", { name: "Create Setting" }).click();
    await expectToast(page, "Success", "Setting created successfully");
    await dialog.waitFor({ state: "hidden" });
    const created = card(page, "festival.banner");
    await created.getByText("Lavender Festival, June 20").waitFor();
    await created.getByText("Shown above the home page hero").waitFor();
  });

  it("refuses a key that exists, with the product's toast", async () => {
    await page.getByRole("button", { name: "Add Setting" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Setting" });
    await dialog.getByRole("textbox", { name: "Key" }).fill("festival.banner");
    await dialog.getByRole("textbox", { name: "Value" }).fill("Duplicate");
    await dialog.getByRole("button", { name: "Create Setting" }).click();
    await expectToast(page, "Error", "Failed to create setting");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Key" }))).resolves.toMatch(/already in use/);
    // What was typed is still unsaved: Cancel asks before throwing it away.
    await cancelAndDiscard(dialog);
    await dialog.waitFor({ state: "hidden" });
  });

  it("edits a setting inline with its key locked", async () => {
    await card(page, "festival.banner").getByRole("button", { name: "Edit festival.banner" }).click();
    const form = page.getByRole("region", { name: "Edit festival.banner" });
    await expect(form.getByRole("textbox", { name: "Key" }).isDisabled()).resolves.toBe(true);
    await expect(form.getByRole("textbox", { name: "Key" }).inputValue()).resolves.toBe("festival.banner");
    await form.getByRole("textbox", { name: "Value" }).fill("");
    await form.getByRole("button", { name: "Update Setting" }).click();
    await expect(fieldError(form.getByRole("textbox", { name: "Value" }))).resolves.toBe("Value is required");
    await form.getByRole("textbox", { name: "Value" }).fill("Lavender Festival, June 21");
    await form.getByRole("button", { name: "Update Setting" }).click();
    await expectToast(page, "Success", "Setting updated successfully");
    await card(page, "festival.banner").getByText("Lavender Festival, June 21").waitFor();
  });

  it("deletes a setting without asking", async () => {
    await card(page, "festival.banner").getByRole("button", { name: "Delete festival.banner" }).click();
    await expectToast(page, "Success", "Setting deleted successfully");
    await card(page, "festival.banner").waitFor({ state: "detached" });
    expect(
      unexpectedErrors(admin.errors, [
        failedResource(500),
        failedResource(409),
        /Failed to delete contact message/,
        /Failed to create setting/,
      ]),
    ).toEqual([]);
  });
});

describe("chamber details", () => {
  it("edits the chamber's facts as named fields, each error under its field, and the site shows them", async () => {
    await openTab(page, "Settings");
    const details = page.getByRole("region", { name: "Chamber details" });
    const phone = details.getByRole("textbox", { name: "Phone" });
    await expect(details.getByRole("textbox", { name: "Chamber name" }).inputValue()).resolves.toBe(
      "Ojai Valley Chamber of Commerce",
    );
    await phone.fill("call us");
    await details.getByRole("textbox", { name: "Email" }).fill("desk at ojai");
    await details.getByRole("button", { name: "Save chamber details" }).click();
    await expect(fieldError(phone)).resolves.toBe("Enter a phone number, e.g. (805) 555-0100");
    await expect(fieldError(details.getByRole("textbox", { name: "Email" }))).resolves.toBe(
      "Enter a valid email address",
    );

    await phone.fill("(805) 555-0142");
    await details.getByRole("textbox", { name: "Email" }).fill("desk@ojai-valley-chamber.example");
    await details.getByRole("textbox", { name: "Twitter" }).fill("");
    await details.getByRole("button", { name: "Save chamber details" }).click();
    await expectToast(page, "Success", "Chamber details saved");
    // Each fact is still its setting row, listed below the form.
    await card(page, "contact.phone").getByText("(805) 555-0142").waitFor();

    const visitor = await newPage(site.browser, site.server.url);
    try {
      await visitor.page.goto("/contact");
      const footer = visitor.page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "(805) 555-0142" }).getAttribute("href")).resolves.toBe(
        "tel:+18055550142",
      );
      await footer.getByRole("link", { name: "desk@ojai-valley-chamber.example" }).waitFor();
      await expect(footer.getByRole("link", { name: /^Twitter/ }).count()).resolves.toBe(0);
      await footer.getByRole("link", { name: /^Facebook/ }).waitFor();
      const contact = visitor.page.getByRole("heading", { name: "Contact Information" }).locator("xpath=..");
      await contact.getByRole("link", { name: "(805) 555-0142" }).waitFor();
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
    // What the earlier tests provoked on purpose, and nothing else.
    expect(
      unexpectedErrors(admin.errors, [
        failedResource(500),
        failedResource(409),
        /Failed to delete contact message/,
        /Failed to create setting/,
      ]),
    ).toEqual([]);
  });
});
