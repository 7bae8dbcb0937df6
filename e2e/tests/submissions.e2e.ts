// Public submissions (decision 020), end to end on the built server with a real SMTP peer: a visitor
// sends an event with a photo and a change to a listing; staff edit and approve the event and reject
// the change; the public pages show only the approved one, with its photo; staff and the submitter
// get their e-mails.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, header, type SmtpPeer, startSmtpPeer } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { drawnJpeg } from "../harness/drawn-photo.ts";
import { unexpectedErrors } from "../harness/network.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { expectToast, fieldError, signInAsAdmin } from "./admin-support.ts";
import { tokenReady } from "./form-support.ts";

const shots = fileURLToPath(new URL("../screenshots/", import.meta.url));

let peer: SmtpPeer;

// The mail peer starts first (the server is told its address) and closes last.
beforeAll(async () => {
  peer = await startSmtpPeer();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await peer?.close();
});
const site = useSiteAndBrowser(() => ({
  SMTP_URL: peer.url,
  MAIL_FROM: "Ojai Chamber <chamber@ojaichamber.example>",
  STAFF_EMAIL: "desk@ojaichamber.example",
}));

async function openPage(viewport: { width: number; height: number } = viewports.desktop) {
  const handle = await newPage(site.browser, site.server.url, viewport);
  handle.context.setDefaultTimeout(10_000);
  return handle;
}

async function arrival(to: string, subject: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = peer.arrived.find((mail) => mail.to.includes(to) && header(mail.raw, "subject")?.includes(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `no mail to ${to} about ${subject}; got ${peer.arrived.map((m) => header(m.raw, "subject")).join(" / ")}`,
  );
}

async function staffToken(): Promise<string> {
  const response = await fetch(`${site.server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

/** A day of next month, as a date input takes it. */
function twelfthOfNextMonth(): string {
  const day = new Date();
  day.setMonth(day.getMonth() + 1, 12);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-12`;
}

describe("public submissions", () => {
  it("the events and directory pages link to the forms, which render on the server", async () => {
    const { page, errors } = await openPage();
    await page.goto("/events");
    await page.getByRole("link", { name: "Submit an event" }).click();
    await page.waitForURL("**/events/submit");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 })
      .toBe("Submit an Event");
    await page.goto("/directory");
    await page.getByRole("link", { name: "List or update your business" }).click();
    await page.waitForURL("**/directory/join");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 })
      .toBe("List Your Business");
    await shot(page, "directory-join-1280");
    const phone = await openPage(viewports.phone);
    await phone.page.goto("/events/submit");
    await phone.page.getByRole("form", { name: "Submit an event" }).waitFor();
    await shot(phone.page, "events-submit-390");
    expect(unexpectedErrors(phone.errors)).toEqual([]);
    const html = await (await fetch(`${site.server.url}/events/submit`)).text();
    expect(html).toContain("Submit an Event");
    expect(html).toContain('name="url"');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("Chrome reports no problem with the forms' labels or field names", async () => {
    // DevTools' Issues: a <label for> naming no element, and a field whose name is an autocomplete
    // token (Chrome guesses its autofill from the name) without an autocomplete attribute.
    for (const path of ["/events/submit", "/directory/join"]) {
      const { page, context } = await openPage();
      const cdp = await context.newCDPSession(page);
      const issues: string[] = [];
      cdp.on("Audits.issueAdded", ({ issue }) => {
        const generic = issue.details.genericIssueDetails;
        if (generic?.errorType.startsWith("Form"))
          issues.push(`${generic.errorType} (${generic.violatingNodeAttribute})`);
      });
      await cdp.send("Audits.enable");
      await page.goto(path);
      await tokenReady(page.locator("body"));
      // Chrome looks at a page's forms a moment after they change.
      await page.waitForTimeout(1_000);
      expect(issues, path).toEqual([]);
      await context.close();
    }
  });

  it("a visitor sends an event with a photo; validation focuses the first error; staff edit and approve it; it is public with its photo and both mails arrive", async () => {
    const { page, errors } = await openPage();
    await page.goto("/events/submit");
    const form = page.getByRole("form", { name: "Submit an event" });
    await form.getByRole("button", { name: "Submit event" }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent))
      .toMatch(/Event title/);
    await form.getByRole("textbox", { name: "Event title" }).fill("Porch Folk Night");
    await form.getByRole("textbox", { name: "Description" }).fill("Acoustic sets on the arcade porch; bring a chair.");
    await form.getByLabel("Date").fill(twelfthOfNextMonth());
    await form.getByLabel("Start time").fill("18:30");
    await form.getByRole("textbox", { name: "Location" }).fill("Ojai Arcade");
    await form.getByRole("combobox", { name: "Category" }).selectOption("Community");
    await form.getByRole("textbox", { name: "Your name" }).fill("June Carver");
    await form.getByRole("textbox", { name: "Your email" }).fill("june@ojai.example");
    // The photo goes up as soon as it is chosen; the preview is the visitor's own file.
    const photoField = form.getByTestId("submission-photo");
    const chooser = page.waitForEvent("filechooser");
    await photoField.getByRole("button", { name: "Choose a photo" }).click();
    await (await chooser).setFiles({ name: "porch.jpg", mimeType: "image/jpeg", buffer: await drawnJpeg(page, 30) });
    const preview = photoField.getByRole("img", { name: "Your photo: porch.jpg" });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, "events-submit-1280");
    await tokenReady(form);
    await form.getByRole("button", { name: "Submit event" }).click();
    await expect(page.getByRole("status").textContent()).resolves.toContain("Thank you! Your event was received.");
    await shot(page, "events-submit-sent-1280");

    // Not public before approval.
    const before = (await (await fetch(`${site.server.url}/api/events?search=Porch`)).json()) as { title: string }[];
    expect(before.map((event) => event.title)).not.toContain("Porch Folk Night");
    await arrival("desk@ojaichamber.example", "Submission to review: event “Porch Folk Night”");

    const token = await staffToken();
    const pending = (await (
      await fetch(`${site.server.url}/api/submissions?status=pending`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { id: number; payload: { title?: string; date?: string }; image: { url: string } | null }[];
    const submission = pending.find((row) => row.payload.title === "Porch Folk Night");
    // 6:30 PM on the site's clock (Pacific): 01:30 or 02:30 UTC the next day, by the season.
    expect(submission?.payload.date).toMatch(/T0[12]:30:00\.000Z$/);
    // The photo is kept from the public until staff approve.
    const photoUrl = submission?.image?.url ?? "";
    expect(photoUrl).toMatch(/^\/images\//);
    expect((await fetch(`${site.server.url}${photoUrl}`)).status).toBe(404);

    // Staff see the count on the Events tab and the pending section first, and approve it there.
    const staff = await openPage();
    await signInAsAdmin(staff.page);
    await expect.poll(() => staff.page.getByRole("tab", { name: /Events/ }).textContent()).toMatch(/1/);
    await staff.page.getByRole("tab", { name: /Events/ }).click();
    const card = staff.page.getByRole("article", { name: "Submission: Porch Folk Night" });
    await card.waitFor();
    await expect(staff.page.getByRole("heading", { name: "Pending submissions (1)" }).isVisible()).resolves.toBe(true);
    // Staff see the photo: their browser's session cookie lets it through.
    const staffPhoto = card.getByRole("img", { name: "Photo sent with Porch Folk Night" });
    await staffPhoto.scrollIntoViewIfNeeded();
    await expect.poll(() => staffPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(staff.page, "admin-pending-events-1280");
    // Edit and approve: a cleared title is refused under its field; the edited one is published.
    await card.getByRole("button", { name: "Edit and approve" }).click();
    const edit = staff.page.getByRole("dialog", { name: "Edit and approve" });
    const title = edit.getByRole("textbox", { name: "Title" });
    await title.fill("");
    await edit.getByRole("button", { name: "Approve" }).click();
    // Focus lands on the refused field (before the toast's close button takes it).
    await expect.poll(() => title.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await fieldError(title)).toMatch(/Title/);
    await expectToast(staff.page, "Error", "Failed to approve submission");
    await title.fill("Porch Folk Night on the Arcade");
    await expect(edit.getByRole("checkbox", { name: "Publish the photo sent with it" }).isChecked()).resolves.toBe(
      true,
    );
    await shot(staff.page, "admin-edit-approve-1280");
    await edit.getByRole("button", { name: "Approve" }).click();
    await expectToast(staff.page, "Success", "Submission approved and published");
    await card.waitFor({ state: "detached" });
    const decided = (await (
      await fetch(`${site.server.url}/api/submissions/${submission?.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { resultId: number; status: string };
    expect(decided.status).toBe("approved");
    const { resultId } = decided;
    // Only the refused approval: its 400 and the admin's log of it.
    const refused = /Failed to approve submission TRPCClientError/;
    expect(unexpectedErrors(staff.errors, [400]).filter((line) => !refused.test(line))).toEqual([]);
    await page.goto(`/events/${resultId}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Porch Folk Night on the Arcade");
    // Published with its photo, now public and cached for good.
    const eventPhoto = page.locator("main picture img").first();
    await expect.poll(() => eventPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await eventPhoto.getAttribute("srcset")).toContain(photoUrl.replace(/-\d+\.webp$/, ""));
    expect((await fetch(`${site.server.url}${photoUrl}`)).headers.get("cache-control")).toContain("immutable");
    await shot(page, "event-submitted-published-1280");
    const published = await arrival("june@ojai.example", "Published: “Porch Folk Night on the Arcade”");
    expect(body(published.raw)).toContain(`/events/${resultId}`);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("a visitor sends a change to a listing at phone width; staff reject it with a reason; the listing is unchanged", async () => {
    const { page, errors } = await openPage(viewports.phone);
    await page.goto("/directory/join");
    const form = page.getByRole("form", { name: "Directory listing" });
    await form.getByRole("radio", { name: "Change a listing" }).check();
    const listing = form.getByRole("combobox", { name: "Listing to change" });
    await expect.poll(() => listing.locator("option").count()).toBeGreaterThan(1);
    const name = (await listing.locator("option").nth(1).textContent()) ?? "";
    await listing.selectOption({ index: 1 });
    await expect(form.getByRole("textbox", { name: "Business name" }).inputValue()).resolves.toBe(name);
    await form.getByRole("textbox", { name: "Phone" }).fill("(805) 555-0000");
    await form.getByRole("textbox", { name: "Your name" }).fill("Sam Ortiz");
    await form.getByRole("textbox", { name: "Your email" }).fill("sam@ojai.example");
    await shot(page, "directory-join-390");
    await tokenReady(form);
    await form.getByRole("button", { name: "Send the change" }).click();
    await expect(page.getByRole("status").textContent()).resolves.toContain("Your listing change was received.");
    await shot(page, "directory-join-sent-390");
    await arrival("desk@ojaichamber.example", `Submission to review: listing change “${name}”`);

    const staff = await openPage(viewports.phone);
    await signInAsAdmin(staff.page);
    const card = staff.page.getByRole("article", { name: `Submission: ${name}` });
    await card.waitFor();
    // For a change: the listing now and the proposal side by side, the changed field marked.
    const phoneRow = card.getByRole("row", { name: /^Phone/ });
    await expect(phoneRow.textContent()).resolves.toMatch(/\(805\) 555-0000 \(changed\)/);
    await shot(staff.page, "admin-pending-change-390");
    await card.getByRole("button", { name: "Reject" }).click();
    const dialog = staff.page.getByRole("dialog", { name: "Reject submission" });
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog.getByRole("textbox", { name: "Reason" }).getAttribute("aria-invalid")).resolves.toBe("true");
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Please call the office to confirm the new number.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expectToast(staff.page, "Success", "Submission rejected");
    await card.waitFor({ state: "detached" });
    expect(unexpectedErrors(staff.errors)).toEqual([]);
    const token = await staffToken();
    const change = (
      (await (
        await fetch(`${site.server.url}/api/submissions?status=rejected&kind=business`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { id: number; businessId: number; reason: string }[]
    )[0];
    expect(change?.reason).toBe("Please call the office to confirm the new number.");
    const rejected = await arrival("sam@ojai.example", `Not published: “${name}”`);
    expect(body(rejected.raw)).toContain("Please call the office to confirm the new number.");
    const listed = (await (await fetch(`${site.server.url}/api/businesses/${change?.businessId}`)).json()) as {
      phone: string;
    };
    expect(listed.phone).not.toBe("(805) 555-0000");
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("staff see an e-mail that keeps failing, with the mail server's answer, and send it again once it is fixed", async () => {
    peer.failing = true;
    const sent = await fetch(`${site.server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Rosa",
        lastName: "Vega",
        email: "rosa@ojai.example",
        subject: "Booth at the fair",
        message: "Is there still room for a booth?",
      }),
    });
    expect(sent.status).toBe(200);
    // The relay refused the first attempt for real; the hours of retries after it are written in.
    const refusedOnce = `SELECT 1 FROM "OutboxMessage" WHERE "subject" = 'Contact form: Booth at the fair' AND "lastError" LIKE '%451%'`;
    await expect.poll(async () => (await sql(site.server, refusedOnce)).rowCount, { timeout: 15_000 }).toBe(1);
    await sql(
      site.server,
      `UPDATE "OutboxMessage" SET "attempts" = 3 WHERE "subject" = 'Contact form: Booth at the fair'`,
    );

    const { page, errors } = await openPage();
    await signInAsAdmin(page);
    await page.getByRole("tab", { name: "Messages" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "not getting through" });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(
      /Contact form: Booth at the fair.*To desk@ojaichamber\.example.*451/,
    );
    await shot(page, "admin-failing-mail-1280");

    peer.failing = false;
    await alert.getByRole("button", { name: "Send again" }).click();
    await expectToast(page, "Success", "E-mail queued to send again");
    // Its retries start afresh, so it is no longer failing; and the relay, fixed, takes it.
    await alert.waitFor({ state: "detached" });
    await arrival("desk@ojaichamber.example", "Contact form: Booth at the fair");
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
