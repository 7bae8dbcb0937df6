// /directory: search (debounced, in the URL, kept across a reload), category buttons that clear
// the search, loading and both empty states, and the business cards.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { holdTrpc, trpcUrl } from "../harness/network.ts";
import { type RunningServer, startServer } from "../harness/server.ts";
import { answerTrpc, getJson, type SiteBusiness } from "./public-support.ts";

let server: RunningServer;
let browser: Browser;
let businesses: SiteBusiness[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  businesses = await getJson<SiteBusiness[]>(`${server.url}/api/businesses`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const diningCategories = ["dining", "restaurant", "cafe"];

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search businesses" });
}

function categoryButtons(page: Page) {
  return page.getByRole("group", { name: "Filter businesses by category" }).getByRole("button");
}

async function cardCount(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[data-testid="business-card"]').length === expected,
    count,
  );
}

/** The search inputs the page sent to business.list, decoded from the batch URL. */
function searchesSent(page: Page): () => Array<string | undefined> {
  const sent: Array<string | undefined> = [];
  const pattern = trpcUrl("business.list");
  page.on("request", (request) => {
    if (!pattern.test(request.url())) return;
    const input = JSON.parse(new URL(request.url()).searchParams.get("input") ?? "{}") as Record<
      string,
      { search?: string }
    >;
    sent.push(input["0"]?.search);
  });
  return () => sent;
}

describe("/directory", () => {
  it("lists every business with its name, description, category, address and phone", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.desktop);
    await page.goto("/directory");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Business Directory");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).resolves.toMatch(
      /Home\s*›\s*Directory/,
    );
    await expect(searchBox(page).getAttribute("placeholder")).resolves.toBe("Search businesses...");
    await expect(categoryButtons(page).allInnerTexts()).resolves.toEqual([
      "All",
      "Dining",
      "Retail",
      "Services",
      "Arts",
    ]);

    await cardCount(page, businesses.length);
    const business = businesses[0] as SiteBusiness;
    const card = page.getByTestId("business-card").first();
    await expect(card.locator("h2").textContent()).resolves.toBe(business.name);
    const text = await card.textContent();
    expect(text).toContain(business.address);
    expect(text).toContain(business.phone);
    expect(text).toContain(business.description.slice(0, 40));
    await expect(card.getByRole("link", { name: business.phone }).getAttribute("href")).resolves.toMatch(
      /^tel:\+?\d+$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows Visit Website, opening in a new tab, only for businesses that have a website", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.desktop);
    await page.goto("/directory");
    await cardCount(page, businesses.length);
    const withSite = businesses.filter((business) => business.website);
    expect(withSite.length).toBeGreaterThan(0);
    expect(withSite.length).toBeLessThan(businesses.length);
    for (const business of businesses) {
      const card = page
        .getByTestId("business-card")
        .filter({ has: page.getByRole("heading", { name: business.name }) });
      const link = card.getByRole("link", { name: /^Visit Website/ });
      if (business.website) {
        await expect(link.getAttribute("href")).resolves.toBe(business.website);
        await expect(link.getAttribute("target")).resolves.toBe("_blank");
        await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
      } else {
        await expect(link.count()).resolves.toBe(0);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives each group its own icon colour and category colour, and others a default", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.desktop);
    await page.goto("/directory");
    await cardCount(page, businesses.length);
    const colours = await page
      .getByTestId("business-category")
      .evaluateAll((badges) =>
        badges.map((badge) => [badge.getAttribute("data-group"), getComputedStyle(badge).backgroundColor]),
      );
    const byGroup = new Map<string, Set<string>>();
    for (const [group, colour] of colours as [string, string][]) {
      byGroup.set(group, (byGroup.get(group) ?? new Set()).add(colour));
    }
    for (const group of ["Dining", "Retail", "Services", "Arts"]) expect(byGroup.get(group)?.size).toBe(1);
    const distinct = new Set(
      ["Dining", "Retail", "Services", "Arts"].map((group) => [...(byGroup.get(group) ?? [])][0]),
    );
    expect(distinct.size).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("searches after a pause in typing, keeps the search in the URL and across a reload", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.phone);
    // The page's clock is the test's: typing speed and the pause are exact, whatever the load.
    await page.clock.install();
    await page.goto("/directory");
    await cardCount(page, businesses.length);
    const sent = searchesSent(page);

    await page.clock.pauseAt(Date.now() + 60_000);
    for (const letter of "tangerine") {
      await searchBox(page).press(letter);
      await page.clock.runFor(100);
    }
    // Typing alone does not touch the URL or the API.
    expect(new URL(page.url()).search).toBe("");
    await page.clock.runFor(150);
    expect(new URL(page.url()).search).toBe("");
    // 300 ms after the last key, the search is committed.
    await page.clock.runFor(100);
    await page.waitForURL(/\?search=tangerine$/);
    await page.clock.resume();
    const matches = businesses.filter((business) =>
      `${business.name} ${business.description} ${business.category}`.toLowerCase().includes("tangerine"),
    );
    expect(matches.length).toBeGreaterThan(0);
    await cardCount(page, matches.length);
    // One request for the whole word, none for the letters on the way.
    expect(sent()).toEqual(["tangerine"]);

    await page.reload();
    await cardCount(page, matches.length);
    await expect(searchBox(page).inputValue()).resolves.toBe("tangerine");
    await expect(page.getByTestId("business-card").locator("h2").allInnerTexts()).resolves.toEqual(
      matches.map((business) => business.name),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("clears the search text when a category is chosen, and shows only that group", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.desktop);
    await page.goto("/directory?search=tangerine");
    await page.getByTestId("business-card").first().waitFor();
    await categoryButtons(page).filter({ hasText: "Dining" }).click();
    await page.waitForURL(/\?category=Dining$/);
    await expect(searchBox(page).inputValue()).resolves.toBe("");
    await expect(categoryButtons(page).filter({ hasText: "Dining" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    const dining = businesses.filter((business) => diningCategories.includes(business.category.toLowerCase()));
    await cardCount(page, dining.length);
    const groups = await page
      .getByTestId("business-category")
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-group")));
    expect(new Set(groups)).toEqual(new Set(["Dining"]));

    // Search within the group, then All clears both.
    await searchBox(page).fill("coffee");
    await page.waitForURL(/category=Dining.*search=coffee|search=coffee.*category=Dining/);
    await categoryButtons(page).filter({ hasText: "All" }).click();
    await page.waitForURL((url) => url.pathname === "/directory" && url.search === "");
    await cardCount(page, businesses.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says which search found nothing", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.phone);
    await page.goto("/directory");
    await cardCount(page, businesses.length);
    await searchBox(page).fill("zzzz");
    await page.getByText('No businesses found for "zzzz"', { exact: true }).waitFor();
    await expect(page.getByTestId("business-card").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says when a category has no businesses", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.desktop);
    await answerTrpc(page, "business.list", []);
    await page.goto("/directory?category=Arts");
    await page.getByText("No businesses found for the selected category.", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows six placeholders while the businesses load", async () => {
    const { page, errors, context } = await newPage(browser, server.url, viewports.desktop);
    const held = await holdTrpc(page, "business.list");
    await page.goto("/directory");
    const placeholders = page.locator('[data-skeleton="card"]');
    await placeholders.first().waitFor();
    await expect(placeholders.count()).resolves.toBe(6);
    await held.release();
    await cardCount(page, businesses.length);
    await expect(placeholders.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`has no serious or critical accessibility violations (${name})`, async () => {
      const { page, errors, context } = await newPage(browser, server.url, viewport);
      await page.goto("/directory");
      await page.getByTestId("business-card").first().waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
