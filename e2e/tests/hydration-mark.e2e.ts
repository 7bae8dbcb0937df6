// What `<html data-hydrated>` means (apps/web/src/lib/hydration-mark.ts): the page's content has
// hydrated, not only the document around it, so every other browser test may act on it at once.
// At 4× CPU throttling React hydrates the route's Suspense boundary a visible while after the
// document; a mark set from the root comes in between, with none of the content's handlers there.
import { describe, expect, it } from "vitest";
import { throttleCpu, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();

interface Probe {
  live: number;
  of: number;
}

describe("the hydration mark", () => {
  for (const path of ["/", "/directory", "/events", "/contact"]) {
    it(`comes once every link, button and field of ${path}'s content has React's handlers`, async () => {
      const context = await site.browser.newContext({ baseURL: site.server.url, viewport: viewports.phone });
      const page = await context.newPage();
      await throttleCpu(page, 4);
      // Read at the moment the mark appears, before anything else can run.
      await page.addInitScript(() => {
        const live = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute("data-hydrated")) return;
          observer.disconnect();
          const content = Array.from(document.querySelectorAll("main a, main button, main input"));
          (window as unknown as { probe: Probe }).probe = { live: content.filter(live).length, of: content.length };
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      });
      await page.goto(path);
      const handle = await page.waitForFunction(() => (window as unknown as { probe?: Probe }).probe, undefined, {
        timeout: 60_000,
      });
      const probe = (await handle.jsonValue()) as Probe;
      expect(probe.of).toBeGreaterThan(0);
      expect(probe.live).toBe(probe.of);
      await context.close();
    }, 120_000);
  }
});
