// Admin Newsletter tab (docs/decisions/036-newsletter-sending.md): staff start an issue from This
// month, edit it, see it as a mail, send a test to themselves, send it and watch the progress reach
// done; the public archive then shows it without JavaScript.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { header } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { ADMIN_EMAIL } from "../harness/server.ts";
import { useSiteWithMail } from "../harness/site.ts";
import { expectToast, screenshotsAt, signInAsAdmin } from "./admin-support.ts";

const site = useSiteWithMail({ NEWSLETTER_RATE: "20" });
let admin: PageHandle;
let page: Page;
const SUBJECT = "December news from the chamber";
const readers = ["oak@example.com", "sage@example.com", "lavender@example.com"];

beforeAll(async () => {
  for (const email of readers)
    await sql(
      site.server,
      `INSERT INTO "NewsletterSubscription" ("email", "status", "isActive", "lists", "confirmedAt", "updatedAt")
       VALUES ($1, 'confirmed', true, '{news}', now(), now())`,
      [email],
    );
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Newsletter");
});
afterAll(async () => {
  await admin?.context.close();
});

const arrived = (subject: string) =>
  site.mail.arrived.filter((mail) => header(mail.raw, "subject") === subject).flatMap((mail) => mail.to);

describe("admin newsletter", () => {
  it("starts from This month, edits it and previews it as a mail", async () => {
    await page.getByRole("button", { name: "Start from This month" }).click();
    await expectToast(page, "Success", "Draft started from this month's events and news");
    await page.getByRole("heading", { name: "Edit issue" }).waitFor();
    const body = page.getByRole("textbox", { name: /^Body/ });
    // The seed's live deals and jobs, but never its members-only deal: the draft is for everyone.
    const drafted = await body.inputValue();
    expect(drafted).toContain("Spring tune-up, 20% off");
    expect(drafted).toContain("Barista, weekend mornings");
    expect(drafted).not.toContain("a free guest at any open studio night");
    await page.getByRole("textbox", { name: /^Subject/ }).fill(SUBJECT);
    await body.fill(`${await body.inputValue()}\n\nSee you on the Arcade!`);
    const preview = page.frameLocator('iframe[title="Mail preview"]');
    await preview.getByRole("heading", { name: SUBJECT }).waitFor();
    await preview.getByText("See you on the Arcade!").waitFor();
    await preview.getByRole("link", { name: "Unsubscribe" }).waitFor();
    await screenshotsAt(page, "admin-newsletter-editor");
  });

  it("sends a test to the signed-in staff member", async () => {
    await page.getByRole("button", { name: "Send test to me" }).click();
    await expectToast(page, "Success", `Test sent to ${ADMIN_EMAIL}`);
    await expect.poll(() => arrived(`[Test] ${SUBJECT}`), { timeout: 10_000 }).toEqual([ADMIN_EMAIL]);
  });

  it("sends the issue after a confirmation and shows its progress reach done", async () => {
    await page.getByRole("button", { name: "Send now" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this issue now" });
    await dialog.getByRole("button", { name: "Send now" }).click();
    await expectToast(page, "Success", "Sending started");
    const card = page.locator('[data-testid^="issue-"]').filter({ hasText: SUBJECT });
    await card.getByText(/ left · done$/).waitFor({ timeout: 20_000 });
    await card.getByText("Sent", { exact: true }).waitFor();
    expect(arrived(SUBJECT)).toEqual(expect.arrayContaining(readers));
    await screenshotsAt(page, "admin-newsletter-list");
  });

  it("is in the public archive, readable without JavaScript", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto("/news");
    await visitor.getByRole("link", { name: "Past Newsletters" }).click();
    await visitor.getByRole("heading", { name: "Past Newsletters", level: 1 }).waitFor();
    await visitor.getByRole("link", { name: SUBJECT }).click();
    await visitor.getByRole("heading", { name: SUBJECT, level: 1 }).waitFor();
    await visitor.getByText("See you on the Arcade!").waitFor();
    await expect(visitor.title()).resolves.toBe(`${SUBJECT} | Ojai Valley Chamber of Commerce`);
    await expect(visitor.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
      /\/news\/newsletters\/\d+$/,
    );
    await screenshotsAt(visitor, "newsletter-archive-issue");
    await context.close();
  });

  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`has no serious axe violation in the archive or the tab on a ${label}`, async () => {
      const { page: reader, errors, context } = await newPage(site.browser, site.server.url, viewport);
      await reader.goto("/news/newsletters");
      await reader.getByRole("link", { name: SUBJECT }).click();
      await reader.getByRole("heading", { name: SUBJECT, level: 1 }).waitFor();
      expect(await seriousAxeViolations(reader)).toEqual([]);
      await reader.goto("/news/newsletters");
      await reader.getByRole("heading", { name: "Past Newsletters", level: 1 }).waitFor();
      expect(await seriousAxeViolations(reader)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
