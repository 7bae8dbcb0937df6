// The public site as a person without JavaScript reads it (a text browser, a slow phone that has
// not run the scripts yet, a crawler), and as the browser hydrates it: the same page, no error,
// no content flash, and navigation that stays in the page.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();
let noScript: BrowserContext;

beforeAll(async () => {
  noScript = await site.browser.newContext({
    baseURL: site.server.url,
    javaScriptEnabled: false,
    viewport: viewports.desktop,
  });
});
afterAll(async () => {
  await noScript?.close();
});

const mainText = (page: Page) => page.locator("main").innerText();

/**
 * <main>'s text as it is shown: without what a visually hidden live region says, which is heard,
 * not seen. The hero's carousel fills its region ("Slide 1 of 3") once it has measured its
 * slides, just after the page's content has hydrated.
 */
const shownText = (page: Page) =>
  page.locator("main").evaluate((main: HTMLElement) => {
    main.querySelectorAll<HTMLElement>("[aria-live]").forEach((region) => {
      if (region.offsetWidth <= 1 && region.offsetHeight <= 1) region.style.display = "none";
    });
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out, without what is not displayed
    return main.innerText;
  });

describe("without JavaScript", () => {
  it.each([
    ["/", "Welcome to Ojai"],
    ["/events", "Community Events"],
    ["/directory", "Business Directory"],
    ["/visitor", "Plan Your Visit"],
    ["/about", "Board of Directors"],
    ["/news", "Latest News & Updates"],
    ["/contact", "Get In Touch"],
    ["/get-involved", "Monthly Networking Mixer"],
    ["/membership-benefits", "Membership Benefits"],
    ["/business-resources", "Business Resources"],
    ["/page/about-ojai-valley", "About the Ojai Valley"],
  ])("reads %s", async (path, text) => {
    const page = await noScript.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(mainText(page)).resolves.toContain(text);
    await page.close();
  });

  it("lists the events and businesses, opens one of each, and reads the board", async () => {
    const page = await noScript.newPage();
    await page.goto("/events");
    const card = page.getByTestId("event-card").first();
    const title = (await card.getByRole("heading").first().innerText()).trim();
    await card.getByRole("link", { name: /Learn More/ }).click();
    await page.waitForURL(/\/events\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(title);

    await page.goto("/directory");
    await expect(page.getByTestId("business-card").count()).resolves.toBeGreaterThan(5);
    await page.goto("/about");
    await expect(page.getByTestId("board-member").count()).resolves.toBeGreaterThan(3);
    await page.close();
  });

  it("follows the header's links from page to page", async () => {
    const page = await noScript.newPage();
    await page.goto("/");
    for (const [name, heading] of [
      ["Events", "Community Events"],
      ["Directory", "Business Directory"],
      ["News", "Latest News & Updates"],
      ["Contact", "Get In Touch"],
    ] as const) {
      await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    }
    await page.close();
  });

  it("filters the directory by category with links and searches it with a form", async () => {
    const page = await noScript.newPage();
    await page.goto("/directory");
    await page.getByRole("link", { name: "Dining", exact: true }).click();
    await page.waitForURL(/category=Dining/);
    const groups = await page.getByTestId("business-card").evaluateAll((cards) => cards.length);
    expect(groups).toBeGreaterThan(0);

    const search = page.getByRole("searchbox", { name: "Search businesses" });
    await search.fill("coffee");
    await search.press("Enter");
    await page.waitForURL(/search=coffee/);
    await expect(mainText(page)).resolves.toMatch(/coffee/i);
    await page.close();
  });

  it("filters the events by category with links and pages through a long list with links", async () => {
    const page = await noScript.newPage();
    await page.goto("/events");
    await page.getByRole("link", { name: "Festival", exact: true }).click();
    await page.waitForURL(/category=Festival/);
    await expect(page.getByRole("link", { name: "Festival", exact: true }).getAttribute("aria-current")).resolves.toBe(
      "page",
    );
    await page.close();
  });

  it("answers an unknown path and an unknown event with their 404 pages", async () => {
    const page = await noScript.newPage();
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    await expect(mainText(page)).resolves.toContain("404 Page Not Found");
    expect((await page.goto("/events/999999"))?.status()).toBe(404);
    await expect(mainText(page)).resolves.toContain("Event Not Found");
    await page.close();
  });

  it("says on /admin, and only there, that the dashboard needs JavaScript", async () => {
    const page = await noScript.newPage();
    for (const path of ["/admin", "/admin/sign-in", "/admin/events"]) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading.innerText()).resolves.toBe("The admin dashboard needs JavaScript");
      // Readable: drawn at a real size, dark on light.
      const style = await heading.evaluate((element) => {
        const { fontSize, color } = getComputedStyle(element);
        return { fontSize: Number.parseFloat(fontSize), color, width: element.getBoundingClientRect().width };
      });
      expect(style.fontSize).toBeGreaterThanOrEqual(20);
      expect(style.width).toBeGreaterThan(200);
      expect(style.color).not.toBe("rgb(255, 255, 255)");
      await expect(page.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).resolves.toBe("/");
    }
    await page.goto("/");
    await expect(page.getByText("needs JavaScript").count()).resolves.toBe(0);
    await page.close();
  });
});

describe("with JavaScript", () => {
  it.each(["/", "/events", "/directory", "/news", "/about", "/contact", "/page/membership-benefits", "/events/1"])(
    "hydrates %s without an error and without changing what it shows",
    async (path) => {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
      // Read the page as the server sent it, before any script has run...
      let served = "";
      page.once("domcontentloaded", async () => {
        served = await page
          .locator("main")
          .innerText()
          .catch(() => "");
      });
      await page.goto(path);
      // ...and once it is hydrated: the same text, and no hydration mismatch reported.
      await expect.poll(() => served.length > 0).toBe(true);
      await expect(shownText(page)).resolves.toBe(served);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("navigates inside the page once hydrated, without loading another document", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.getByRole("banner").getByRole("link", { name: "Events", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Community Events" }).waitFor();
    await page.getByRole("link", { name: "Festival", exact: true }).click();
    await page.waitForURL(/category=Festival/);
    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
