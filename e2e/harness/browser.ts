// The browser tests' pages: Debian's Chromium (chromium.ts) at a viewport, with their console
// errors collected, optionally CPU-throttled.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";

/**
 * `E2E_CPU_THROTTLE=4` runs every page of the browser tests on a CPU that many times slower (CDP's
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's phone does): what only shows on a slow phone,
 * such as input arriving while React is still hydrating, shows on this machine too.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** Slows `page`'s CPU by `rate` (1: full speed). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface PageHandle {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far: a page that throws fails its test. */
  errors: string[];
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = viewports.desktop,
  options: { reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<PageHandle> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: options.reducedMotion ?? "no-preference",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  return newTab(context);
}

/** Another tab of the same browser (its cookies and localStorage, a sessionStorage of its own). */
export async function newTab(context: BrowserContext): Promise<PageHandle> {
  const page = await context.newPage();
  if (cpuThrottle > 1) await throttleCpu(page, cpuThrottle);
  waitForHydrationOnNavigation(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // A failed load says only its status: the location names what failed.
    const where = message.location().url;
    if (message.type() === "error") errors.push(`console: ${message.text()}${where ? ` (${where})` : ""}`);
  });
  return { context, page, errors };
}

/**
 * A page is served rendered and then hydrated: until React has attached its handlers, a click or
 * a key does nothing. Tests act as a person on a settled page, so `goto` and `reload` return once
 * React has hydrated the page's content: the page's own component marks `<html data-hydrated>` in
 * its first effect (`useHydrationMark`, apps/web/src/lib/hydration-mark.ts), which runs only once the route's Suspense
 * boundary has hydrated, a pass after the document around it. On /admin, rendered in the browser
 * only, the admin's frame sets it once it has rendered. The router's own mark, deleting
 * `window.$_TSR`, comes earlier.
 * A page with no module script is not the app's (an API answer, a feed) and has nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !("$_TSR" in window) &&
        (document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[type="module"]')),
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: Error) => {
      throw new Error(
        `${page.url()} did not mark <html data-hydrated> (does the page's component, or the admin's frame, call useHydrationMark()?): ${error.message}`,
      );
    });
}

function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/**
 * axe violations of impact serious or critical, as readable lines (empty when clean). Every
 * violation of any impact is printed, for the record of what axe still mentions as moderate or minor.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const all = results.violations.map((violation) => `${violation.id} (${violation.impact}) ×${violation.nodes.length}`);
  const { pathname, search } = new URL(page.url());
  console.log(
    `axe ${pathname}${search} @${page.viewportSize()?.width}: ${all.length ? all.join("; ") : "no violations"}`,
  );
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/**
 * Opens `start` (rendered by the server), then goes to `path` the way a visitor's click on a link
 * does: the router navigates in the page and loads the data over /trpc. What a page shows while
 * its data is on the way (its placeholders) is only seen on such a navigation; a first visit is
 * rendered whole on the server.
 */
export async function navigateInApp(page: Page, path: string, start = "/visitor"): Promise<void> {
  if (new URL(page.url(), "http://x").pathname !== start) await page.goto(start);
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}
