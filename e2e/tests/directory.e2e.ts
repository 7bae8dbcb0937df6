// /directory: search (debounced, in the URL, kept across a reload, a GET form), category links that
// clear the search, pages of 24 with page links, loading and both empty states, and the business cards.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { navigateInApp, newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { holdTrpc, trpcUrl } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { answerTrpc, getJson, type SiteBusiness } from "./public-support.ts";

const site = useSiteAndBrowser();
let businesses: SiteBusiness[];
/** The directory's first page: 24 businesses in name order. */
const PAGE_SIZE = 24;
const firstPage = () => businesses.slice(0, PAGE_SIZE);

beforeAll(async () => {
  businesses = await getJson<SiteBusiness[]>(`${site.server.url}/api/businesses`);
});

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search businesses" });
}

function categoryLinks(page: Page) {
  return page.getByRole("group", { name: "Filter businesses by category" }).getByRole("link");
}

function pageLinks(page: Page) {
  return page.getByRole("navigation", { name: "Business directory pages" });
}

async function cardCount(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[data-testid="business-card"]').length === expected,
    count,
  );
}

/** The search inputs the page sent to business.listPage, decoded from the batch URL. */
function searchesSent(page: Page): () => Array<string | undefined> {
  const sent: Array<string | undefined> = [];
  const pattern = trpcUrl("business.listPage");
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
  it("lists the first 24 businesses with name, description, category, address and phone, and counts them all", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Business Directory");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).resolves.toMatch(
      /Home\s*›\s*Directory/,
    );
    await expect(searchBox(page).getAttribute("placeholder")).resolves.toBe("Search businesses...");
    await expect(categoryLinks(page).allInnerTexts()).resolves.toEqual([
      "All",
      "Dining",
      "Retail",
      "Services",
      "Professional",
      "Health & Wellness",
      "Arts",
      "Lodging",
      "Other",
    ]);

    expect(businesses.length).toBeGreaterThan(PAGE_SIZE);
    await cardCount(page, PAGE_SIZE);
    await page.getByText(`${businesses.length} businesses`, { exact: true }).waitFor();
    const business = businesses[0] as SiteBusiness;
    const card = page.getByTestId("business-card").first();
    await expect(card.locator("h2").textContent()).resolves.toBe(business.name);
    const text = await card.textContent();
    expect(text).toContain(business.address);
    expect(text).toContain(business.phone);
    expect(text).toContain(business.description.slice(0, 40));
    // Through the counted redirect to the business's own tel: link (apps/server/src/reach/).
    await expect(card.getByRole("link", { name: business.phone }).getAttribute("href")).resolves.toMatch(
      /^\/go\/\d+\/phone$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows Visit Website, opening in a new tab, only for businesses that have a website", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory");
    await cardCount(page, PAGE_SIZE);
    const withSite = firstPage().filter((business) => business.website);
    expect(withSite.length).toBeGreaterThan(0);
    expect(withSite.length).toBeLessThan(PAGE_SIZE);
    for (const business of firstPage()) {
      const card = page
        .getByTestId("business-card")
        .filter({ has: page.getByRole("heading", { name: business.name }) });
      const link = card.getByRole("link", { name: /^Visit Website/ });
      if (business.website) {
        await expect(link.getAttribute("href")).resolves.toMatch(/^\/go\/\d+\/website$/);
        await expect(link.getAttribute("target")).resolves.toBe("_blank");
        await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer nofollow");
      } else {
        await expect(link.count()).resolves.toBe(0);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives each group its own icon colour and category colour, and others a default", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory");
    await cardCount(page, PAGE_SIZE);
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
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    // The page's clock is the test's: typing speed and the pause are exact, whatever the load.
    await page.clock.install();
    await page.goto("/directory");
    await cardCount(page, PAGE_SIZE);
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
    // Ranked: the businesses named for the word first, then those that only mention it.
    const named = (business: SiteBusiness) => business.name.toLowerCase().includes("tangerine");
    await expect(page.getByTestId("business-card").locator("h2").allInnerTexts()).resolves.toEqual([
      ...matches.filter(named).map((business) => business.name),
      ...matches.filter((business) => !named(business)).map((business) => business.name),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds what a typo means, best match first, and marks the words it found", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory");
    await cardCount(page, PAGE_SIZE);
    await searchBox(page).fill("cofee");
    await page.waitForURL(/\?search=cofee$/);
    // The list follows the URL once the ranked answer is in: its first card's name is marked.
    await page.getByTestId("business-card").first().locator("h2 mark").waitFor();
    const first = page.getByTestId("business-card").first();
    await expect(first.locator("h2").textContent()).resolves.toBe("Pink Moment Coffee House");
    await expect(first.locator("h2 mark").allTextContents()).resolves.toEqual(["Coffee"]);
    // A business that only mentions coffee comes after, its description marked.
    const mentions = page.getByTestId("business-card").filter({ hasText: "Pixie Tangerine Café" });
    await expect(mentions.locator("h2 mark").count()).resolves.toBe(0);
    await expect(mentions.locator("p mark").allTextContents()).resolves.toEqual(["coffee"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the found words in the HTML it sends, without JavaScript too, and searches from the form", async () => {
    const noScript = await site.browser.newContext({
      baseURL: site.server.url,
      javaScriptEnabled: false,
      viewport: viewports.desktop,
    });
    const page = await noScript.newPage();
    await page.goto("/directory?search=biscuit");
    const card = page.getByTestId("business-card").first();
    // Only the found words are marked; the name's "&" stays text.
    await expect(card.locator("h2").textContent()).resolves.toBe("Foothill Tea & Biscuit");
    await expect(card.locator("h2 mark").allTextContents()).resolves.toEqual(["Biscuit"]);
    await expect(card.locator("p mark").allTextContents()).resolves.toEqual(["biscuit"]);
    await searchBox(page).fill("hardwre");
    await searchBox(page).press("Enter");
    await page.waitForURL(/\/directory\?search=hardwre$/);
    await expect(page.getByTestId("business-card").locator("h2 mark").first().textContent()).resolves.toMatch(
      /^hardware$/i,
    );
    await noScript.close();
  });

  it("clears the search text when a category is chosen, and shows only that group", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory?search=tangerine");
    await page.getByTestId("business-card").first().waitFor();
    await categoryLinks(page).filter({ hasText: "Dining" }).click();
    await page.waitForURL(/\?category=Dining$/);
    await expect(searchBox(page).inputValue()).resolves.toBe("");
    // Only the chosen group is current, once its list has come.
    await expect
      .poll(() => categoryLinks(page).and(page.locator('[aria-current="page"]')).allInnerTexts())
      .toEqual(["Dining"]);
    const dining = businesses.filter((business) => business.category === "Dining");
    await cardCount(page, dining.length);
    const groups = await page
      .getByTestId("business-category")
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-group")));
    expect(new Set(groups)).toEqual(new Set(["Dining"]));

    // Search within the group, then All clears both.
    await searchBox(page).fill("coffee");
    await page.waitForURL(/category=Dining.*search=coffee|search=coffee.*category=Dining/);
    await categoryLinks(page).filter({ hasText: "All" }).click();
    await page.waitForURL((url) => url.pathname === "/directory" && url.search === "");
    await cardCount(page, PAGE_SIZE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says which search found nothing", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/directory");
    await cardCount(page, PAGE_SIZE);
    await searchBox(page).fill("zzzz");
    await page.getByText('No businesses found for "zzzz"', { exact: true }).waitFor();
    await expect(page.getByTestId("business-card").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says when a category has no businesses", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await answerTrpc(page, "business.listPage", { items: [], total: 0, limit: PAGE_SIZE, offset: 0 });
    await navigateInApp(page, "/directory?category=Arts");
    await page.getByText("No businesses found for the selected category.", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows six placeholders while the businesses load", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    const held = await holdTrpc(page, "business.listPage");
    await navigateInApp(page, "/directory");
    const placeholders = page.locator('[data-skeleton="card"]');
    await placeholders.first().waitFor();
    await expect(placeholders.count()).resolves.toBe(6);
    await held.release();
    await cardCount(page, PAGE_SIZE);
    await expect(placeholders.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pages through the businesses with real links, the current page marked, the count kept", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory");
    await cardCount(page, PAGE_SIZE);
    const nav = pageLinks(page);
    await expect(nav.getByRole("link").allInnerTexts()).resolves.toEqual(["1", "2", "Next"]);
    await expect(nav.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "Page 1" }).getAttribute("href")).resolves.toBe("/directory");
    await expect(nav.getByRole("link", { name: "Page 2" }).getAttribute("href")).resolves.toBe("/directory?page=2");
    await expect(nav.getByRole("link", { name: "Next page" }).getAttribute("href")).resolves.toBe("/directory?page=2");

    await nav.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/\/directory\?page=2$/);
    const rest = businesses.slice(PAGE_SIZE);
    await cardCount(page, rest.length);
    await expect(page.getByTestId("business-card").locator("h2").allInnerTexts()).resolves.toEqual(
      rest.map((business) => business.name),
    );
    await page.getByText(`${businesses.length} businesses`, { exact: true }).waitFor();
    await expect(nav.getByRole("link").allInnerTexts()).resolves.toEqual(["Previous", "1", "2"]);
    await expect(nav.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBeNull();

    // Back to the first page, then forward again through the browser's history.
    await nav.getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL((url) => url.pathname === "/directory" && url.search === "");
    await cardCount(page, PAGE_SIZE);
    await page.goBack();
    await page.waitForURL(/\?page=2$/);
    await cardCount(page, rest.length);

    // A page URL opened directly (as a crawler or a shared link does) shows that page.
    await page.goto("/directory?page=2");
    await cardCount(page, rest.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts a chosen category and a new search on their first page, keeping the category in page links", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/directory?page=2");
    await cardCount(page, businesses.length - PAGE_SIZE);
    // Category links drop the search and the page: they are plain links to the group's first page.
    await expect(categoryLinks(page).filter({ hasText: "Retail" }).getAttribute("href")).resolves.toBe(
      "/directory?category=Retail",
    );
    await expect(categoryLinks(page).filter({ hasText: "All" }).getAttribute("href")).resolves.toBe("/directory");
    await categoryLinks(page).filter({ hasText: "Retail" }).click();
    await page.waitForURL(/\/directory\?category=Retail$/);
    const retail = businesses.filter((business) => ["retail", "shop"].includes(business.category.toLowerCase()));
    await cardCount(page, retail.length);
    // One page only: no page links.
    await expect(pageLinks(page).count()).resolves.toBe(0);

    await page.goto("/directory?page=2");
    await cardCount(page, businesses.length - PAGE_SIZE);
    await searchBox(page).fill("ojai");
    await page.waitForURL((url) => url.searchParams.get("search") === "ojai" && !url.searchParams.has("page"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says which page is past the end of the list, and links back to the real pages", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory?page=9");
    await page.getByText("No businesses on page 9: this list has 2 pages.", { exact: true }).waitFor();
    await expect(page.getByTestId("business-card").count()).resolves.toBe(0);
    await expect(pageLinks(page).getByRole("link").allInnerTexts()).resolves.toEqual(["Previous", "1", "2"]);
    await expect(pageLinks(page).locator('[aria-current="page"]').count()).resolves.toBe(0);
    await pageLinks(page).getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(/\?page=2$/);
    await cardCount(page, businesses.length - PAGE_SIZE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is a GET search form: Enter searches at once, and the form sends what a browser without JavaScript would", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.clock.install();
    await page.goto("/directory?category=Dining");
    await page.getByTestId("business-card").first().waitFor();
    const form = page.getByRole("search");
    await expect(
      form.evaluate((element) => [element.tagName, element.getAttribute("method"), element.getAttribute("action")]),
    ).resolves.toEqual(["FORM", "get", "/directory"]);
    await expect(searchBox(page).getAttribute("name")).resolves.toBe("search");

    await page.clock.pauseAt(Date.now() + 60_000);
    await searchBox(page).pressSequentially("cafe");
    // The debounce has not run: Enter alone commits the search, without reloading the page.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await searchBox(page).press("Enter");
    await page.waitForURL(
      (url) => url.searchParams.get("search") === "cafe" && url.searchParams.get("category") === "Dining",
    );
    await page.clock.resume();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    // Without JavaScript the browser would submit the form's fields as the query: the same URL.
    await expect(
      form.evaluate((element) => new URLSearchParams(new FormData(element as HTMLFormElement) as never).toString()),
    ).resolves.toBe("category=Dining&search=cafe");
    // What the API finds for the same query (its search forgives a typo, so "cafe" finds "Café" too).
    const matches = await getJson<SiteBusiness[]>(`${site.server.url}/api/businesses?category=Dining&search=cafe`);
    expect(matches.length).toBeGreaterThan(0);
    await cardCount(page, matches.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`has no serious or critical accessibility violations (${name})`, async () => {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
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
