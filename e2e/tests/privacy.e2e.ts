// /privacy, the chamber's privacy notice: served whole before any script runs, with its own head,
// reachable from every page's footer, and readable with assistive technology at a phone's and a
// desktop's width.
import { describe, expect, it } from "vitest";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();

describe("/privacy", () => {
  it("is served rendered, with its title, heading, canonical link and the chamber's e-mail", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe("Privacy Notice | Ojai Valley Chamber of Commerce");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Privacy Notice");
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/privacy$/);
    for (const section of ["What we collect, and why", "How long we keep it", "Your choices"]) {
      await page.getByRole("heading", { level: 2, name: section }).waitFor();
    }
    const mail = page.getByRole("main").getByRole("link", { name: "info@ojai-valley-chamber.example" }).first();
    await expect(mail.getAttribute("href")).resolves.toBe("mailto:info@ojai-valley-chamber.example");
    await context.close();
  });

  it("is reached from the footer's Privacy link, in the page", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy Notice" }).waitFor();
    await expect.poll(() => page.title()).toBe("Privacy Notice | Ojai Valley Chamber of Commerce");
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`has no serious axe violation on a ${label}`, async () => {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      await page.goto("/privacy");
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
