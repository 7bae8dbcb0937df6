// What a visitor types, chooses or checks in a public form before the page's script has taken over
// (a slow phone: every script held back until the form is filled) is still there once React has
// hydrated the page, and the form then sends it.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { viewports, waitForHydration } from "../harness/browser.ts";
import { unexpectedErrors } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { contact, event, listing, newsletter, rowsWhere, tokenReady } from "./form-support.ts";

const site = useSiteAndBrowser();
const SCRIPTS = "**/assets/*.js";

/** Opens `path` with its scripts held back; `release` lets them run and waits for hydration. */
async function openWithScriptsHeld(path: string) {
  const context = await site.browser.newContext({ baseURL: site.server.url, viewport: viewports.phone });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.continue() : held.push(route));
  await page.route(SCRIPTS, hold);
  await page.goto(path, { waitUntil: "commit" });
  const release = async () => {
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await waitForHydration(page);
  };
  return { page, context, errors, release };
}

/** Every field's value in the form, by name (the hidden ones the script fills aside). */
const fieldValues = (page: Page, form: string) =>
  page.getByRole("form", { name: form }).evaluate((element) => {
    const values: Record<string, string> = {};
    new FormData(element as HTMLFormElement).forEach((value, name) => {
      if (!["formToken", "imageId"].includes(name)) values[name] = String(value);
    });
    return values;
  });

describe("a form filled before its script has run keeps what was entered", () => {
  it.each([
    ["contact", contact, "ContactMessage", `"email" = 'rosa@ojai.example'`],
    ["newsletter", newsletter, "NewsletterSubscription", `"email" = 'reader@ojai.example'`],
    ["event", event, "Submission", `"kind" = 'event' AND "submitterEmail" = 'rosa@ojai.example'`],
    ["listing", listing, "Submission", `"kind" = 'business' AND "submitterEmail" = 'sam@bikes.example'`],
  ])("%s", async (_name, form, table, where) => {
    const { page, context, errors, release } = await openWithScriptsHeld(form.path);
    await form.fill(page);
    const typed = await fieldValues(page, form.form);
    await release();
    // Every value entered is still there (controls the script enables, like the listing's mode, join them).
    expect(await fieldValues(page, form.form)).toMatchObject(typed);

    await tokenReady(page.getByRole("form", { name: form.form }));
    await page
      .getByRole("form", { name: form.form })
      .getByRole("button", { name: /Send|Submit|Subscribe/ })
      .click();
    await page.getByRole("status").filter({ hasText: form.sent }).waitFor();
    expect(await rowsWhere(site.server, table, where, [])).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
