// A visitor on a slow phone acts before the page's script has taken over: hovers a link, presses
// the hero's arrow, types a search, picks a filter. React hydrates in slices (a transition,
// apps/web/src/entry-client.tsx), so such input often lands while it is still hydrating: it must
// neither throw nor make React give up hydrating and render the page again in the browser
// (errors 418/421/422/520 in the console). Every page here runs at 4× CPU throttling or more, as
// Lighthouse's phone does, and is acted on from its first bytes, not once it is hydrated.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { throttleCpu, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();
const RATE = Math.max(4, Number(process.env.E2E_CPU_THROTTLE ?? 1));
const SLOW = 120_000;
/**
 * Input as a person gives it, not as Playwright waits to give it: no waiting for the element to be
 * "stable" (animation frames are seconds apart while the throttled page hydrates), only for it to
 * be in the document.
 */
const NOW = { force: true, timeout: 30_000 };

const hydrated = (page: Page) =>
  page.evaluate(() => !("$_TSR" in window) && document.documentElement.hasAttribute("data-hydrated"));

/** A throttled tab at the start of `path`'s response, before any script has run. */
async function openEarly(path: string) {
  const context = await site.browser.newContext({ baseURL: site.server.url, viewport: viewports.desktop });
  const page = await context.newPage();
  await throttleCpu(page, RATE);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  await page.goto(path, { waitUntil: "commit" });
  return { page, errors, context };
}

/** Does `act` again and again until the page is hydrated, then once more; how many times it acted. */
async function actUntilHydrated(page: Page, act: () => Promise<unknown>): Promise<number> {
  let times = 0;
  for (;;) {
    const done = await hydrated(page).catch(() => false);
    await act();
    times++;
    if (done) return times;
  }
}

describe("input while the page hydrates (4× CPU throttling)", () => {
  it(
    "home: hovering the header's links and pressing the hero's arrow",
    async () => {
      const { page, errors, context } = await openEarly("/");
      const next = page.getByRole("button", { name: "Next slide" });
      const links = page.getByRole("banner").getByRole("link");
      let hovered = 0;
      const times = await actUntilHydrated(page, async () => {
        await links.nth(hovered++ % 4).hover(NOW);
        await next.click(NOW);
      });
      expect(times).toBeGreaterThan(1);
      // Hydrated: the arrow moves the hero on.
      const before = await page.locator('[data-testid="hero-slide"][data-active] h2').textContent();
      await next.click(NOW);
      await page.waitForFunction(
        (title) => document.querySelector('[data-testid="hero-slide"][data-active] h2')?.textContent !== title,
        before,
        NOW,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it(
    "directory: typing a search while it hydrates, then searching",
    async () => {
      const { page, errors, context } = await openEarly("/directory");
      const box = page.getByRole("searchbox", { name: "Search businesses" });
      const times = await actUntilHydrated(page, async () => {
        await box.click(NOW);
        await page.keyboard.press("ControlOrMeta+A");
        await page.keyboard.type("caf");
      });
      expect(times).toBeGreaterThan(1);
      await box.fill("bakery", NOW);
      await page.waitForURL(/search=bakery/, NOW);
      expect(errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it(
    "events: choosing a filter while it hydrates",
    async () => {
      const { page, errors, context } = await openEarly("/events");
      const festival = page
        .getByRole("group", { name: "Filter events by category" })
        .getByRole("link")
        .filter({ hasText: "Festival" });
      await festival.hover(NOW);
      await festival.click(NOW);
      await page.waitForURL(/category=Festival/, NOW);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, NOW);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Community Events");
      expect(errors).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});
