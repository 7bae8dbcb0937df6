// The newsletter's double opt-in as a reader lives it (docs/product.md "Newsletter"), on the built
// server with a real SMTP peer: signing up mails a link; the link's page confirms only when its
// button is pressed; the unsubscribe page saves the lists and unsubscribes in one press — all
// without JavaScript, and the lists with it too. Axe at 390 and 1280 px on both pages; screens in
// /tmp/newsletter-*.png.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { body } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteWithMail } from "../harness/site.ts";
import { newsletter } from "./form-support.ts";

const site = useSiteWithMail();

async function withoutScript(viewport: { width: number; height: number } = viewports.phone) {
  const context = await site.browser.newContext({ baseURL: site.server.url, viewport, javaScriptEnabled: false });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** The subscription's status and lists as stored. */
async function stored(email: string) {
  const { rows } = await sql(
    site.server,
    `select status::text as status, lists::text[] as lists, "isActive" from "NewsletterSubscription" where email = $1`,
    [email],
  );
  return rows[0] as { status: string; lists: string[]; isActive: boolean } | undefined;
}

/** Signs `email` up from /news without a script and answers the path of the link mailed to it. */
async function signUpAndOpenMail(page: Page, email: string): Promise<string> {
  await page.goto(newsletter.path);
  await newsletter.fill(page, { email });
  await page.getByRole("form", { name: newsletter.form }).getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL("**/news?sent=newsletter#newsletter-form");
  await page.getByRole("status").filter({ hasText: "Confirm it by the link we mailed you." }).waitFor();
  await expect.poll(() => site.mail.arrived.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
  const mail = site.mail.arrived.find((arrived) => arrived.to.includes(email));
  const url = /https?:\/\/\S+\/newsletter\/confirm\/[0-9a-f]+/.exec(body(mail?.raw ?? ""))?.[0] ?? "";
  expect(url).not.toBe("");
  return new URL(url).pathname;
}

const managePath = (confirmPath: string) => confirmPath.replace("/newsletter/confirm/", "/newsletter/unsubscribe/");

describe("a reader without JavaScript", () => {
  it("confirms a subscription from the mailed link, changes the lists, and unsubscribes in one click", async () => {
    const { page, context } = await withoutScript();
    const email = "reader.optin@ojai.example";
    const confirmPath = await signUpAndOpenMail(page, email);
    expect(await stored(email)).toMatchObject({ status: "pending", isActive: false });

    // Opening the link confirms nothing: the button does.
    const opened = await page.goto(confirmPath);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toMatch(/no-store/);
    await page.getByRole("heading", { level: 1, name: "Confirm your subscription" }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    expect((await stored(email))?.status).toBe("pending");
    await page.screenshot({ path: "/tmp/newsletter-confirm-390.png", fullPage: true });
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.getByRole("status").filter({ hasText: "You are subscribed" }).waitFor();
    expect(await stored(email)).toMatchObject({ status: "confirmed", isActive: true });

    // The lists: news off, events on.
    await page.goto(managePath(confirmPath));
    await page.getByRole("heading", { level: 1, name: "Your newsletter subscription" }).waitFor();
    const lists = page.getByRole("form", { name: "Newsletter lists" });
    await expect(lists.getByRole("checkbox", { name: /Members-only/ }).isDisabled()).resolves.toBe(true);
    await lists.getByRole("checkbox", { name: /^News/ }).uncheck();
    await lists.getByRole("button", { name: "Save my lists" }).click();
    await page.getByRole("status").filter({ hasText: "Your lists are saved" }).waitFor();
    expect((await stored(email))?.lists).toEqual(["events"]);

    // None at all is refused, under the lists, and nothing changes.
    await page
      .getByRole("form", { name: "Newsletter lists" })
      .getByRole("checkbox", { name: /Events digest/ })
      .uncheck();
    await page.getByRole("form", { name: "Newsletter lists" }).getByRole("button", { name: "Save my lists" }).click();
    await page.getByRole("alert").filter({ hasText: "Choose at least one list, or unsubscribe" }).waitFor();
    expect((await stored(email))?.lists).toEqual(["events"]);

    // One press unsubscribes.
    await page.goto(managePath(confirmPath));
    await page.screenshot({ path: "/tmp/newsletter-manage-390.png", fullPage: true });
    await page.getByRole("form", { name: "Unsubscribe" }).getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("status").filter({ hasText: "You are unsubscribed" }).waitFor();
    await page.screenshot({ path: "/tmp/newsletter-unsubscribed-390.png", fullPage: true });
    expect(await stored(email)).toMatchObject({ status: "unsubscribed", isActive: false });
    await context.close();
  });

  it("an unknown link is the site's 404", async () => {
    const { page, context } = await withoutScript();
    const response = await page.goto(`/newsletter/unsubscribe/${"0".repeat(64)}`);
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe("a reader with JavaScript", () => {
  it("confirms and changes the lists in the page", async () => {
    const { context: mailContext, page: mailPage } = await withoutScript();
    const email = "reader.script@ojai.example";
    const confirmPath = await signUpAndOpenMail(mailPage, email);
    await mailContext.close();

    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto(confirmPath);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.getByRole("status").filter({ hasText: "You are subscribed" }).waitFor();
    expect((await stored(email))?.status).toBe("confirmed");
    await page.getByRole("link", { name: "Choose lists or unsubscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "Your newsletter subscription" }).waitFor();
    const lists = page.getByRole("form", { name: "Newsletter lists" });
    await lists.getByRole("checkbox", { name: /Events digest/ }).uncheck();
    await lists.getByRole("button", { name: "Save my lists" }).click();
    await page.getByRole("status").filter({ hasText: "Your lists are saved" }).waitFor();
    expect((await stored(email))?.lists).toEqual(["news"]);
    await page.screenshot({ path: "/tmp/newsletter-manage-1280.png", fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the subscriber's pages", () => {
  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`have no serious axe violation on a ${label}`, async () => {
      const { context: mailContext, page: mailPage } = await withoutScript();
      const confirmPath = await signUpAndOpenMail(mailPage, `reader.axe.${label}@ojai.example`);
      await mailContext.close();
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      for (const path of [confirmPath, managePath(confirmPath)]) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await seriousAxeViolations(page), path).toEqual([]);
      }
      await page.goto(confirmPath);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.screenshot({ path: `/tmp/newsletter-confirm-${viewport.width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
