// /jobs and /jobs/{id}: served whole before any script runs, with their heads; the filters are links
// that keep their choice in the URL; a closed job is the site's 404; no serious axe violation at a
// phone's and a desktop's width.
import { beforeAll, describe, expect, it } from "vitest";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { screenshotsAt } from "./admin-support.ts";
import { type FixtureBusiness, firstBusiness, insertJob } from "./post-fixtures.ts";

const site = useSiteAndBrowser();
const TITLE_SUFFIX = " | Ojai Valley Chamber of Commerce";
let business: FixtureBusiness;
let barista: number;
let closed: number;

beforeAll(async () => {
  business = await firstBusiness(site.server);
  barista = await insertJob(site.server, { title: "Weekend Barista", businessId: business.id, postedDaysAgo: 2 });
  await insertJob(site.server, {
    title: "Orchard Ledger Keeper",
    businessId: business.id,
    employmentType: "contract",
    remote: true,
    postedDaysAgo: 20,
  });
  closed = await insertJob(site.server, { title: "Summer Camp Counselor", businessId: business.id, closesInDays: -1 });
});

describe("/jobs", () => {
  it("is served rendered without JavaScript, with its title, heading, canonical link and live jobs", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/jobs");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(`Jobs${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Jobs");
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/jobs$/);
    const cards = page.getByTestId("job-card");
    await expect(cards.filter({ hasText: "Weekend Barista" }).count()).resolves.toBe(1);
    await expect(cards.filter({ hasText: "Summer Camp Counselor" }).count()).resolves.toBe(0);
    await expect(cards.filter({ hasText: "Weekend Barista" }).getByTestId("job-pay").textContent()).resolves.toBe(
      "$18–$22 an hour",
    );

    // Filters are links: the choice is in the URL, and the page answers it without a script.
    await page.getByRole("group", { name: "Filter jobs by place" }).getByRole("link", { name: "Remote only" }).click();
    await page.waitForURL((url) => url.searchParams.get("remote") === "yes");
    const remote = await cards.allTextContents();
    expect(remote).toContainEqual(expect.stringContaining("Orchard Ledger Keeper"));
    expect(remote.every((text) => text.includes("Remote"))).toBe(true);
    await page
      .getByRole("group", { name: "Filter jobs by date posted" })
      .getByRole("link", { name: "Past week" })
      .click();
    await page.waitForURL((url) => url.searchParams.get("posted") === "7" && url.searchParams.get("remote") === "yes");
    // Posted 20 days ago: out of the past week.
    await expect(cards.filter({ hasText: "Orchard Ledger Keeper" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("filters by type in the page, and opens a job from its card", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/jobs");
    await page
      .getByRole("group", { name: "Filter jobs by employment type" })
      .getByRole("link", { name: "Contract" })
      .click();
    await page.waitForURL((url) => url.searchParams.get("type") === "contract");
    await expect
      .poll(async () =>
        (await page.getByTestId("job-card").allTextContents()).every((text) => text.includes("Contract")),
      )
      .toBe(true);
    await page
      .getByTestId("job-card")
      .filter({ hasText: "Orchard Ledger Keeper" })
      .getByRole("link", { name: /View Job/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Orchard Ledger Keeper" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/jobs/{id}", () => {
  it("shows the job whole before any script: its description, close, pay, how to apply and its business", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/jobs/${barista}`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(`Weekend Barista at ${business.name}${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Weekend Barista");
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
      new RegExp(`/jobs/${barista}$`),
    );
    await expect(page.getByTestId("markdown").innerHTML()).resolves.toContain("<strong>Weekend Barista</strong>");
    await expect(page.getByTestId("job-closes").textContent()).resolves.toMatch(/^Closes \w+ \d+, \d{4}$/);
    await expect(page.getByRole("link", { name: "Apply on their site" }).getAttribute("href")).resolves.toBe(
      "https://jobs.example/apply",
    );
    await expect(page.getByRole("link", { name: "Apply by e-mail" }).getAttribute("href")).resolves.toBe(
      "mailto:jobs@business.example?subject=Application%3A%20Weekend%20Barista",
    );
    await expect(page.getByRole("link", { name: "See its listing" }).getAttribute("href")).resolves.toBe(
      `/directory/${business.slug}`,
    );
    await context.close();
  });

  it.each([
    ["closed", () => closed],
    ["unknown", () => 999_999],
  ])("answers a %s job with the site's 404", async (_, id) => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/jobs/${id()}`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Job Not Found" }).waitFor();
    await expect(page.title()).resolves.toBe("404 Page Not Found");
    await context.close();
  });
});

for (const [label, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  it(`/jobs and a job's page have no serious axe violation on a ${label}`, async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
    for (const [path, name] of [
      ["/jobs", "jobs"],
      [`/jobs/${barista}`, "job"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
      if (label === "desktop") await screenshotsAt(page, name);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
