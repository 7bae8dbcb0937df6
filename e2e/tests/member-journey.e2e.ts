// A listing kept by its own member, end to end (docs/product.md "Business page", "Claims and
// members", "The member's listing", "Inquiries", "Reach"), on the built server with a real SMTP
// peer: a visitor finds a business by a directory search and opens its page; the owner claims it
// with an address at the listing's website domain and follows the mailed link; signed in, they set
// today's opening hours and a new photo, and see the change waiting; staff approve it; the public
// page then shows "Open now" and the new photo; a visitor's message reaches the member's mailbox
// with Reply-To the visitor; and the member's reach shows the visitor's view of the page.
// The visitor's browser says it is an ordinary Chrome (headless Chrome is a crawler to isbot, and
// a crawler is not counted); the member's is another browser context, as another person's is.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, header } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, newTab, type PageHandle, viewports } from "../harness/browser.ts";
import { drawnJpeg } from "../harness/drawn-photo.ts";
import { useSiteWithMail } from "../harness/site.ts";
import { expectToast, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";
import { tokenReady } from "./form-support.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BUSINESS = "Matilija Creek Taqueria";
const OWNER = "lupe@matilija-creek-taqueria.example";
const screenshotDir = process.env.SCREENSHOT_DIR;

const site = useSiteWithMail({ STAFF_EMAIL: "staff@ojaichamber.example" });

let visitor: PageHandle;
let member: PageHandle;
let slug = "";

beforeAll(async () => {
  const context = await site.browser.newContext({
    baseURL: site.server.url,
    viewport: viewports.phone,
    userAgent: CHROME,
  });
  visitor = await newTab(context);
  member = await newPage(site.browser, site.server.url, viewports.desktop);
});
afterAll(async () => {
  await visitor?.context.close();
  await member?.context.close();
});

/** The first message to `to` whose subject holds `subject`, once it has arrived. */
async function mailTo(to: string, subject: string) {
  const find = () =>
    site.mail.arrived.find((mail) => mail.to.includes(to) && (header(mail.raw, "subject") ?? "").includes(subject));
  await expect.poll(() => Boolean(find()), { timeout: 15_000 }).toBe(true);
  return find() as NonNullable<ReturnType<typeof find>>;
}

/** Today's weekday in the site's time zone ("Thursday"), which the hours editor names. */
const todayInOjai = () =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "America/Los_Angeles" }).format(new Date());

const mainPhoto = (page: Page) => page.getByTestId("business-photo").locator("img");

/** The page's main photo's address, "" when it has none. */
async function mainPhotoSrc(page: Page): Promise<string> {
  return (await mainPhoto(page).count()) === 0 ? "" : ((await mainPhoto(page).getAttribute("src")) ?? "");
}

describe("a listing kept by its own member", () => {
  it("a visitor finds the business by a search and opens its page", async () => {
    const page = visitor.page;
    await page.goto(`/directory?search=${encodeURIComponent("matilija taqueria")}`);
    await page.getByRole("link", { name: BUSINESS }).first().click();
    await page.getByRole("heading", { level: 1, name: BUSINESS }).waitFor();
    slug = new URL(page.url()).pathname.split("/").pop() ?? "";
    expect(slug).toBe("matilija-creek-taqueria");
  });

  it("the owner claims it with an address at its website's domain and follows the mailed link", async () => {
    const page = visitor.page;
    await page.getByText("Is this your business?").click();
    const claim = page.getByRole("form", { name: `Claim ${BUSINESS}` });
    await claim.getByRole("textbox", { name: "Your name" }).fill("Lupe Ortega");
    await claim.getByRole("textbox", { name: "Your e-mail" }).fill(OWNER);
    await tokenReady(claim);
    await claim.getByRole("button", { name: "Claim this listing" }).click();
    await page.getByText("Check your e-mail").waitFor();

    const mail = await mailTo(OWNER, "");
    const link = /https?:\/\/\S+\/account\/verify\?token=[\w-]+/.exec(body(mail.raw))?.[0] ?? "";
    expect(link).not.toBe("");
    const { pathname, search } = new URL(link);
    await member.page.goto(pathname + search);
    await member.page.getByRole("button", { name: "Sign in" }).click();
    await member.page.waitForURL((url) => url.pathname === "/account");
    await member.page.getByRole("heading", { level: 2, name: BUSINESS }).waitFor();
  });

  it("the member sets today's hours and a new photo, and sees the change waiting", async () => {
    const page = member.page;
    await page.getByRole("link", { name: "Edit the listing" }).click();
    await page.getByRole("heading", { level: 2, name: BUSINESS }).waitFor();
    const form = page.getByRole("form", { name: "Your listing" });
    const hours = form.getByRole("group", { name: "Opening hours" });
    const shown = hours.getByRole("switch", { name: "Show opening hours on the listing" });
    if (!(await shown.isChecked())) await shown.click();
    const today = todayInOjai();
    await hours.getByRole("combobox", { name: today }).selectOption("one");
    await hours.getByLabel(`${today}: opens`).fill("00:00");
    await hours.getByLabel(`${today}: closes`, { exact: true }).fill("23:59");

    const photo = form.getByTestId("image-field");
    const chooser = page.waitForEvent("filechooser");
    await photo.getByRole("button", { name: /Upload photo|Replace photo/ }).click();
    await (await chooser).setFiles({ name: "taqueria.jpg", mimeType: "image/jpeg", buffer: await drawnJpeg(page, 30) });
    await photo.locator("img").waitFor();

    await form.getByRole("button", { name: "Save listing" }).click();
    await expectToast(page, "Success", "Sent: your change waits for the chamber's approval");
    await page.getByRole("status").filter({ hasText: "is waiting for the chamber's approval" }).waitFor();
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/journey-pending-1280.png`, fullPage: true });
  });

  it("staff approve it; the public page shows Open now and the new photo", async () => {
    await visitor.page.goto(`/directory/${slug}`);
    await visitor.page.getByRole("heading", { level: 1, name: BUSINESS }).waitFor();
    const before = await mainPhotoSrc(visitor.page);
    const staff = await newPage(site.browser, site.server.url, viewports.desktop);
    await signInAsAdmin(staff.page, "Businesses");
    const submission = staff.page.getByRole("article", { name: `Submission: ${BUSINESS}` });
    await submission.getByRole("button", { name: "Edit and approve" }).click();
    await staff.page.getByRole("dialog", { name: "Edit and approve" }).getByRole("button", { name: "Approve" }).click();
    await expectToast(staff.page, "Success", "Submission approved and published");
    expect(unexpectedErrors(staff.errors)).toEqual([]);
    await staff.context.close();

    const page = visitor.page;
    await page.goto(`/directory/${slug}`);
    await expect(page.getByTestId("business-contact").textContent()).resolves.toContain("Open now");
    await expect.poll(() => mainPhotoSrc(page)).not.toBe(before);
    await expect
      .poll(() => mainPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it("a visitor's message reaches the member's mailbox, answering the visitor", async () => {
    const page = visitor.page;
    const form = page.getByRole("form", { name: `Send a message to ${BUSINESS}` });
    await form.getByRole("textbox", { name: "Your name" }).fill("Ana Ruiz");
    await form.getByRole("textbox", { name: "Your email" }).fill("ana@visitor.example");
    await form.getByRole("textbox", { name: "Message" }).fill("Do you cater a party of forty on a Sunday?");
    await tokenReady(form);
    await form.getByRole("button", { name: /Send/ }).click();
    await page.getByText("Message sent").waitFor();
    const mail = await mailTo(OWNER, "Message from Ana Ruiz");
    expect(header(mail.raw, "reply-to")).toContain("ana@visitor.example");
    expect(body(mail.raw)).toContain("Do you cater a party of forty on a Sunday?");
    expect(unexpectedErrors(visitor.errors)).toEqual([]);
  });

  it("the member's reach shows the visitor's views of the page", async () => {
    const page = member.page;
    await page.goto(`/account/businesses/${await businessId()}?tab=reach`);
    // Counts are written every few seconds: read again until the views are there (the chart's name
    // says its sum: "Page views: 3 in 90 days, …").
    await expect
      .poll(
        async () => {
          await page.reload();
          const chart = page.getByRole("img", { name: /^Page views:/ });
          await chart.waitFor();
          return (await chart.getAttribute("aria-label")) ?? "";
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toMatch(/^Page views: [1-9]\d* in 90 days/);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/journey-reach-1280.png`, fullPage: true });
    expect(unexpectedErrors(member.errors)).toEqual([]);
  });
});

async function businessId(): Promise<number> {
  const response = await fetch(`${site.server.url}/api/businesses/by-slug/${slug}`);
  return ((await response.json()) as { id: number }).id;
}
