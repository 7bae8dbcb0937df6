// A public form sent by the script says so on the page, in place of the form, as the no-script post
// does (FormSent): not in a toast that vanishes. The page's clock is driven past a toast's life
// (TOAST_DURATION_MS) and the confirmation is still in the main region, none in the notifications.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();
/** A toast's life (apps/web lib/toast.ts TOAST_DURATION_MS; not imported: it brings Mantine). */
const TOAST_DURATION_MS = 5_000;

/** Sends a form on `path` with the page's clock under the test's hand; answers the page. */
async function sent(path: string, fill: (page: Page) => Promise<void>) {
  const handle = await newPage(site.browser, site.server.url);
  await handle.page.clock.install();
  await handle.page.goto(path);
  await fill(handle.page);
  return handle;
}

/** The confirmation titled `title` is in the main region, and stays past a toast's life. */
async function expectConfirmationStays(page: Page, title: string, detail: string) {
  const confirmation = page.getByRole("main").getByRole("status").filter({ hasText: title });
  await confirmation.getByText(detail).waitFor();
  await page.clock.runFor(TOAST_DURATION_MS * 2);
  await expect(confirmation.isVisible()).resolves.toBe(true);
  await expect(
    page
      .getByRole("region", { name: /^Notifications/ })
      .getByText(title)
      .count(),
  ).resolves.toBe(0);
}

describe("a public form's success stays on the page", () => {
  it("the contact form", async () => {
    const { page, context } = await sent("/contact", async (page) => {
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByRole("textbox", { name: "First Name" }).fill("Rosa");
      await form.getByRole("textbox", { name: "Last Name" }).fill("Ortega");
      await form.getByRole("textbox", { name: "Email" }).fill("rosa@ojai.example");
      await form.getByRole("combobox", { name: "Subject" }).selectOption("Event Planning");
      await form.getByRole("textbox", { name: "Message" }).fill("We'd like to hold a harvest fair in Libbey Park.");
      await form.getByRole("button", { name: "Send Message" }).click();
    });
    await expectConfirmationStays(page, "Message sent successfully!", "We'll get back to you as soon as possible.");
    await context.close();
  });

  it("the newsletter signup", async () => {
    const { page, context } = await sent("/news", async (page) => {
      const form = page.getByRole("form", { name: "Newsletter signup" });
      await form.getByLabel("Email address").fill("reader@ojai.example");
      await form.getByRole("button").click();
    });
    await expectConfirmationStays(page, "Successfully subscribed!", "Confirm it by the link we mailed you.");
    await context.close();
  });
});
