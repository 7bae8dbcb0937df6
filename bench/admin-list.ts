/// <reference lib="dom" />
// bench/admin-list: how long the admin's Businesses tab takes to draw with a real chamber's list
// and more (253 businesses took 370–430 ms, 1.7–2.2 s at 4× CPU slowdown).
//
//   pnpm bench admin-list [--businesses 2000] [--runs 5]
//
// The app with the web build on a fresh embedded database holding `businesses` businesses, and
// Debian's Chromium (playwright-core) signed in as an admin at 1280 × 800. Three figures, each the
// median (and min–max) of `runs`, without and with 4× CPU throttling (CDP
// Emulation.setCPUThrottlingRate):
//   - open: navigating to /admin/businesses until the first card is drawn (the JS, the session
//     check, the whole admin list over the network, filtering, drawing one page);
//   - tab: from a click on the Businesses tab (coming from Events) until its cards are drawn, the
//     list already in the query cache (drawing alone, as the issue measured it);
//   - page: from a click on "Next page" until the next page's cards are drawn.
// It prints numbers; it asserts nothing.
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../e2e/harness/chromium.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  benchApp,
  hasWebBuild,
  numberArg,
  openBenchDatabase,
  parseArgs,
} from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const businesses = numberArg(args, "businesses", 2000);
const runs = Math.max(1, numberArg(args, "runs", 5));

interface Figures {
  open: number[];
  tab: number[];
  page: number[];
}

type Drawn = { __drawn?: Promise<number>; __openDrawn?: number };

/**
 * Milliseconds from `start()` until the list's first card is one whose key is not `previousKey`
 * (any card at all when it is null), seen by a MutationObserver in the page.
 */
async function timeDraw(page: Page, previousKey: string | null, start: () => Promise<unknown>): Promise<number> {
  const startedAt = await page.evaluate((previous) => {
    const w = window as unknown as Drawn;
    w.__drawn = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const key = document.querySelector("[data-item-key]")?.getAttribute("data-item-key");
        if (key && key !== previous) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return performance.now();
  }, previousKey);
  await start();
  const drawnAt = await page.evaluate(() => (window as unknown as Drawn).__drawn);
  return (drawnAt ?? Number.NaN) - startedAt;
}

async function measure(browser: Browser, url: string, throttle: number): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: url });
  // Every document notes when its first card appears, from the navigation's start (time origin).
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector("[data-item-key]")) return;
      (window as unknown as Drawn).__openDrawn = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByRole("textbox", { name: "Email" }).fill(ADMIN_EMAIL);
  await page.getByRole("textbox", { name: "Password" }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.locator("[data-item-key]").first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });

  const figures: Figures = { open: [], tab: [], page: [] };
  for (let run = 0; run < runs; run++) {
    await page.goto("/admin/businesses");
    await page.locator("[data-item-key]").first().waitFor({ timeout: 60_000 });
    figures.open.push(await page.evaluate(() => (window as unknown as Drawn).__openDrawn ?? Number.NaN));

    // To Events and back, the businesses already loaded.
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByRole("heading", { name: "Event Calendar" }).waitFor();
    await page.locator("[data-item-key]").first().waitFor();
    const eventKey = await page.locator("[data-item-key]").first().getAttribute("data-item-key");
    figures.tab.push(await timeDraw(page, eventKey, () => page.getByRole("tab", { name: "Businesses" }).click()));
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();

    const firstKey = await page.locator("[data-item-key]").first().getAttribute("data-item-key");
    figures.page.push(
      await timeDraw(page, firstKey, () => page.getByRole("button", { name: "Next page" }).first().click()),
    );
  }
  await context.close();
  return figures;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  return `${median.toFixed(0).padStart(5)} ms (${(sorted[0] ?? 0).toFixed(0)}–${(sorted.at(-1) ?? 0).toFixed(0)})`;
}

async function main() {
  if (!hasWebBuild()) throw new Error("apps/web/dist is missing: run `pnpm build` first");
  console.log(`Seeding ${businesses} businesses…`);
  const setup = await openBenchDatabase(businesses);
  const app = await benchApp(setup.db, { rateLimits: false });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  try {
    console.log(`Admin › Businesses with ${businesses} businesses, Chromium at 1280 × 800, ${runs} runs each:`);
    for (const throttle of [1, 4]) {
      const figures = await measure(browser, url, throttle);
      const label = throttle === 1 ? "no throttling" : `${throttle}× CPU slowdown`;
      console.log(`  ${label}`);
      console.log(`    open /admin/businesses → first card drawn: ${summary(figures.open)}`);
      console.log(`    Businesses tab click → cards drawn:        ${summary(figures.tab)}`);
      console.log(`    Next page click → next cards drawn:        ${summary(figures.page)}`);
    }
  } finally {
    await browser.close();
    await app.close();
    await setup.close();
  }
}

await main();
