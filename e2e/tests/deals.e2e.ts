// /deals and /deals/{id}: served whole before any script runs, with their heads and the visitor's
// "Members see more deals" line; the category filter is a link kept in the URL; an ended deal is
// the site's 404; no serious axe violation at a phone's and a desktop's width.
import { beforeAll, describe, expect, it } from "vitest";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { screenshotsAt } from "./admin-support.ts";
import { type FixtureBusiness, firstBusiness, insertDeal } from "./post-fixtures.ts";

const site = useSiteAndBrowser();
const TITLE_SUFFIX = " | Ojai Valley Chamber of Commerce";
let business: FixtureBusiness;
let tea: number;
let ended: number;

beforeAll(async () => {
  business = await firstBusiness(site.server);
  tea = await insertDeal(site.server, { title: "Free Pastry With Any Tea", businessId: business.id });
  ended = await insertDeal(site.server, {
    title: "Last Summer's Sale",
    businessId: business.id,
    startedDaysAgo: 30,
    endsInDays: -2,
  });
});

describe("/deals", () => {
  it("is served rendered without JavaScript, with its head, the live deals and the members' line", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/deals");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(`Member Deals${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Member Deals");
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/deals$/);
    const cards = page.getByTestId("deal-card");
    await expect(cards.filter({ hasText: "Free Pastry With Any Tea" }).count()).resolves.toBe(1);
    await expect(cards.filter({ hasText: "Last Summer's Sale" }).count()).resolves.toBe(0);
    await expect(page.getByTestId("members-deals-note").textContent()).resolves.toBe("Members see more deals: sign in");
    await expect(page.getByRole("link", { name: "sign in" }).getAttribute("href")).resolves.toBe("/account/sign-in");
    await context.close();
  });

  it("keeps the category filter in the URL, with its empty message", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/deals");
    const filters = page.getByRole("group", { name: "Filter deals by business category" });
    const other = (await filters.getByRole("link").allTextContents()).find(
      (name) => name !== "All" && name.toLowerCase() !== business.category.toLowerCase(),
    );
    expect(other).toBeDefined();
    await filters.getByRole("link", { name: other, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has("category"));
    await page.getByTestId("empty-state").or(page.getByTestId("deal-card").first()).waitFor();
    await page.getByRole("link", { name: "All", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("category"));
    await page
      .getByTestId("deal-card")
      .filter({ hasText: "Free Pastry With Any Tea" })
      .getByRole("link", { name: /View Deal/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Free Pastry With Any Tea" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/deals/{id}", () => {
  it("shows the deal whole before any script, with its end, code and business", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/deals/${tea}`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(`Free Pastry With Any Tea at ${business.name}${TITLE_SUFFIX}`);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
      new RegExp(`/deals/${tea}$`),
    );
    await expect(page.getByTestId("deal-ends").textContent()).resolves.toMatch(/^Ends \w+ \d+, \d{4}$/);
    await expect(page.getByTestId("deal-code").textContent()).resolves.toBe("Show this page at the counter");
    await expect(page.getByTestId("markdown").innerHTML()).resolves.toContain(
      "<strong>Free Pastry With Any Tea</strong>",
    );
    await context.close();
  });

  it("answers an ended deal with the site's 404", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/deals/${ended}`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Deal Not Found" }).waitFor();
    await context.close();
  });
});

for (const [label, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  it(`/deals and a deal's page have no serious axe violation on a ${label}`, async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
    for (const [path, name] of [
      ["/deals", "deals"],
      [`/deals/${tea}`, "deal"],
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
