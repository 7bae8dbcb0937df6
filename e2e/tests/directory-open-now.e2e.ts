// /directory's "Open now" filter: a link in the URL (?open=now), answered by the server with
// JavaScript off, kept by the search form and the category links and combined with both; with
// JavaScript the same links filter in place. The businesses shown are the ones
// GET /api/businesses?openNow=true answers at that moment, each card saying "Open now".
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { getJson, type SiteBusiness } from "./public-support.ts";

const site = useSiteAndBrowser();

const openLinks = (page: Page) =>
  page.getByRole("group", { name: "Filter businesses by opening hours" }).getByRole("link");

/** The businesses the API says are open now, with the query's other filters. */
async function openNow(query = ""): Promise<string[]> {
  const open = await getJson<SiteBusiness[]>(`${site.server.url}/api/businesses?openNow=true${query}`);
  return open.map((business) => business.name);
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId("business-card").locator("h2").allTextContents();
}

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe("/directory: Open now", () => {
  it("filters with JavaScript off, as a link and through the search form, keeping the filter in the URL", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      javaScriptEnabled: false,
      viewport: viewports.phone,
    });
    const page = await context.newPage();
    await page.goto("/directory");
    await expect(openLinks(page).allTextContents()).resolves.toEqual(["Any time", "Open now"]);
    await openLinks(page).filter({ hasText: "Open now" }).click();
    await page.waitForURL(/open=now/);
    expect(searchOf(page)).toEqual({ open: "now" });
    await expect(openLinks(page).and(page.locator('[aria-current="page"]')).textContent()).resolves.toBe("Open now");

    const expected = await openNow();
    expect(expected.length).toBeGreaterThan(0);
    const shown = await cardNames(page);
    expect(shown).toEqual(expected.slice(0, 24));
    for (const line of await page.getByTestId("opening-line").allTextContents())
      expect(line).toMatch(/^Open now · until /);

    // The GET form keeps the filter: the search is made among the businesses open now.
    await page.getByRole("searchbox", { name: "Search businesses" }).fill("ranch");
    await page.getByRole("searchbox", { name: "Search businesses" }).press("Enter");
    await page.waitForURL(/search=ranch/);
    expect(searchOf(page)).toEqual({ open: "now", search: "ranch" });
    await expect(cardNames(page)).resolves.toEqual(await openNow("&search=ranch"));
    await context.close();
  });

  it("filters in place with JavaScript, combined with a category, and Any time lifts only the filter", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory?category=Lodging");
    await page.getByTestId("business-card").first().waitFor();
    const lodging = await cardNames(page);
    await openLinks(page).filter({ hasText: "Open now" }).click();
    await page.waitForURL(/open=now/);
    expect(searchOf(page)).toEqual({ category: "Lodging", open: "now" });
    const expected = await openNow("&category=Lodging");
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await page
      .getByText(`${expected.length === 1 ? "1 business" : `${expected.length} businesses`} open now`)
      .waitFor();

    // A reload is served the same filtered list.
    await page.reload();
    expect(searchOf(page)).toEqual({ category: "Lodging", open: "now" });
    await expect(cardNames(page)).resolves.toEqual(expected);

    await openLinks(page).filter({ hasText: "Any time" }).click();
    await page.waitForURL((url) => !url.searchParams.has("open"));
    expect(searchOf(page)).toEqual({ category: "Lodging" });
    await expect.poll(() => cardNames(page)).toEqual(lodging);
    expect(errors).toEqual([]);
    await context.close();
  });
});
