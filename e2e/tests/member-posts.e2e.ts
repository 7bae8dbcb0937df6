// A member's posts from end to end: the member posts a job for their business from /account, it
// waits for staff (the page says "Sent for approval"), staff approve it in the admin's Deals & jobs
// tab, and it shows on /jobs, the home page, the business's page and /feeds/jobs.xml; the reminder
// mail's link opens it with its form. Staff add a deal, delete it and undo. And a members-only
// deal: a signed-out visitor does not see it (home page, list nor page), a signed-in member does.
// The member's session is made in the database (member-support.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { expectToast, pickDateTime, screenshotsAt, signInAsAdmin } from "./admin-support.ts";
import { holdMemberSession, memberTokens } from "./member-support.ts";
import { type FixtureBusiness, firstBusiness, insertDeal } from "./post-fixtures.ts";

const site = useSiteAndBrowser();
let business: FixtureBusiness;
let member: PageHandle;
let membersDeal: number;
const JOB = "Trail Crew Lead";
const DEAL = "Members' Olive Oil Tasting";
const STAFF_DEAL = "Sunset Spritz on the House";

beforeAll(async () => {
  business = await firstBusiness(site.server);
  membersDeal = await insertDeal(site.server, { title: DEAL, businessId: business.id, audience: "members" });
  member = await newPage(site.browser, site.server.url);
  const tokens = await memberTokens(site.server, business.id, { name: "Luz Ortega", email: "luz@posts.example" });
  await holdMemberSession(site.server, member.context, member.page, tokens);
});
afterAll(async () => {
  await member?.context.close();
});

describe("a member's job", () => {
  it("is posted from the account, waits for staff, and says so", async () => {
    const { page } = member;
    await page.goto("/account");
    await page.getByRole("link", { name: "Post a job" }).click();
    await page.getByRole("tab", { name: "Jobs", selected: true }).waitFor();
    await page.getByRole("button", { name: "Post a job" }).click();
    const form = page.getByRole("form", { name: "Post a job" });
    await form.getByLabel("Job title").fill(JOB);
    await form.getByLabel("Description").fill("Lead a weekend crew on the **Pratt Trail**.");
    await form.getByRole("textbox", { name: "Pay" }).fill("24");
    await form.getByLabel("Apply by e-mail").fill("crew@trail.example");
    await screenshotsAt(page, "account-post-job");
    await form.getByRole("button", { name: "Post job" }).click();
    await page.getByRole("status").filter({ hasText: "Sent for approval" }).first().waitFor();
    const row = page.getByRole("article", { name: JOB });
    await expect(row.getByTestId("post-state").textContent()).resolves.toBe("Awaiting approval");
    await screenshotsAt(page, "account-jobs");
  });

  it("is approved by staff in Deals & jobs", async () => {
    const staff = await newPage(site.browser, site.server.url);
    await signInAsAdmin(staff.page, "Deals & jobs");
    const waiting = staff.page.getByRole("article", { name: `Job awaiting approval: ${JOB}` });
    await waiting.waitFor();
    await screenshotsAt(staff.page, "admin-posts");
    await waiting.getByRole("button", { name: `Approve ${JOB}` }).click();
    await expectToast(staff.page, "Success", "Job approved");
    await waiting.waitFor({ state: "detached" });
    await staff.context.close();
  });

  it("then shows on /jobs, on the home page, on the business's page and in the jobs feed", async () => {
    const { page, context } = await newPage(site.browser, site.server.url);
    await page.goto("/jobs");
    await page.getByTestId("job-card").filter({ hasText: JOB }).waitFor();
    // The newest job: first under the home page's Latest Jobs, linking to its page.
    await page.goto("/");
    const latest = page.getByRole("region", { name: "Latest Jobs" });
    await expect(latest.getByRole("listitem").first().textContent()).resolves.toContain(JOB);
    await latest.getByRole("link", { name: JOB }).click();
    await page.getByRole("heading", { level: 1, name: JOB }).waitFor();
    await page.goto(`/directory/${business.slug}`);
    await page.getByTestId("business-jobs").getByRole("link", { name: JOB }).waitFor();
    const feed = await fetch(`${site.server.url}/feeds/jobs.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(JOB);
    await context.close();
  });

  it("is opened with its form by the reminder mail's link, /account/businesses/{id}?tab=jobs&post={id}", async () => {
    const { page } = member;
    const { rows } = await sql(site.server, `SELECT "id" FROM "Job" WHERE "title" = $1`, [JOB]);
    const id = (rows[0] as { id: number }).id;
    await page.goto(`/account/businesses/${business.id}?tab=jobs&post=${id}`);
    await page.getByRole("tab", { name: "Jobs", selected: true }).waitFor();
    await page.getByRole("form", { name: `Edit ${JOB}` }).waitFor();
  });
});

describe("a members-only deal", () => {
  it("is not shown to a signed-out visitor, on the home page, the list or its page", async () => {
    const { page, context } = await newPage(site.browser, site.server.url);
    await page.goto("/");
    const deals = page.getByRole("region", { name: "Member Deals" });
    await deals.getByRole("listitem").first().waitFor();
    await expect(deals.getByRole("link", { name: DEAL }).count()).resolves.toBe(0);
    await page.goto("/deals");
    await page.getByTestId("members-deals-note").waitFor();
    await expect(page.getByTestId("deal-card").filter({ hasText: DEAL }).count()).resolves.toBe(0);
    const response = await page.goto(`/deals/${membersDeal}`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Deal Not Found" }).waitFor();
    await context.close();
  });

  it("is shown to a signed-in member, badged Members only", async () => {
    const { page } = member;
    await page.goto("/deals");
    const card = page.getByTestId("deal-card").filter({ hasText: DEAL });
    await card.waitFor();
    await expect(card.getByTestId("members-only-badge").textContent()).resolves.toBe("Members only");
    await card.getByRole("link", { name: /View Deal/ }).click();
    await page.getByRole("heading", { level: 1, name: DEAL }).waitFor();
    await page.goto(`/deals/${membersDeal}`);
    await page.getByRole("heading", { level: 1, name: DEAL }).waitFor();
  });
});

describe("staff's Deals & jobs tab", () => {
  it("adds a deal for a business, deletes it, and brings it back with Undo", async () => {
    const staff = await newPage(site.browser, site.server.url);
    const { page } = staff;
    await signInAsAdmin(page, "Deals & jobs");
    await page.getByRole("button", { name: "Add deal" }).click();
    const dialog = page.getByRole("dialog", { name: "Add deal" });
    await dialog.getByRole("combobox", { name: "Business" }).fill(business.name);
    await page.getByRole("option", { name: business.name, exact: true }).click();
    await dialog.getByRole("textbox", { name: "Deal title" }).fill(STAFF_DEAL);
    await dialog.getByRole("textbox", { name: "Description" }).fill("A glass of **sunset** on the house.");
    await pickDateTime(dialog, { dateLabel: "Starts", timeLabel: "Start time", day: 1, time: "9:00 AM" });
    await pickDateTime(dialog, { dateLabel: "Ends", timeLabel: "End time", day: 20, time: "5:00 PM" });
    await screenshotsAt(page, "admin-add-deal");
    await dialog.getByRole("button", { name: "Post deal" }).click();
    await expectToast(page, "Success", "Deal posted");
    const row = page.getByRole("article", { name: `Deal: ${STAFF_DEAL}` });
    await expect(row.getByText("Scheduled", { exact: true }).isVisible()).resolves.toBe(true);
    await row.getByRole("button", { name: `Delete ${STAFF_DEAL}` }).click();
    await row.waitFor({ state: "detached" });
    const toast = page.locator(".mantine-Notification-root").filter({ hasText: "Post deleted successfully" });
    await toast.getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "Success", "Post restored");
    await row.waitFor();
    await staff.context.close();
  });
});

for (const [label, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  it(`the account's Jobs tab has no serious axe violation on a ${label}`, async () => {
    const { page } = member;
    await page.setViewportSize(viewport);
    await page.goto(`/account/businesses/${business.id}?tab=jobs`);
    await page.getByRole("article", { name: JOB }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
