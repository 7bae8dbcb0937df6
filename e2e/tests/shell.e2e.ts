// The public shell: header links and the active-link rule, the phone menu, the footer, the skip
// link, the 404 page, and the notification region (F8 focus, swipe-right dismissal).
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { unexpectedErrors } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { getJson, type SiteEvent } from "./public-support.ts";

const site = useSiteAndBrowser();
let anEventId: number;

beforeAll(async () => {
  const events = await getJson<SiteEvent[]>(`${site.server.url}/api/events`);
  anEventId = (events[0] as SiteEvent).id;
});

const headerLinks = [
  ["Home", "/"],
  ["Events", "/events"],
  ["Directory", "/directory"],
  ["Deals", "/deals"],
  ["Jobs", "/jobs"],
  ["Resources", "/page/business-resources"],
  ["Visitors", "/visitor"],
  ["About", "/page/about-ojai-valley"],
  ["News", "/news"],
  ["Contact", "/contact"],
] as const;

async function activeHeaderLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await nav.waitFor();
  return nav.locator('a[aria-current="page"]').allTextContents();
}

/** Shows a toast the way a visitor would: Share Event's Copy link (no share sheet here) says it copied. */
/**
 * Where the toast rests: its box once no transition runs on it and two looks a frame apart agree
 * (a transition that has not started yet is not running either). A toast springing back after a
 * short swipe comes back to the same box; one being dismissed slides away and never does.
 */
async function restingBox(toast: Locator) {
  return toast.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const box = () => JSON.stringify(element.getBoundingClientRect());
    for (;;) {
      // A cancelled animation's promise rejects: it has stopped running all the same.
      await Promise.all(
        element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})),
      );
      const before = box();
      await frame();
      await frame();
      if (box() === before && element.getAnimations({ subtree: true }).length === 0) {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }
    }
  });
}

async function raiseToast(page: Page) {
  await page.goto(`/events/${anEventId}`);
  const share = page.locator("details", { hasText: "Share Event" });
  await share.locator("summary").click();
  await share.getByRole("button", { name: "Copy link" }).click();
  const toast = page.locator("[data-toast-id]");
  await toast.waitFor();
  return toast;
}

describe("header", () => {
  it("shows the chamber's name and the eight links of the spec, in order", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(
      banner.getByRole("link", { name: /Ojai Valley Chamber of Commerce/ }).getAttribute("href"),
    ).resolves.toBe("/");
    const links = banner.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links.allTextContents()).resolves.toEqual(headerLinks.map(([label]) => label));
    for (const [index, [, href]] of headerLinks.entries()) {
      await expect(links.nth(index).getAttribute("href")).resolves.toBe(href);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("highlights Home only on exactly / and every other link on its path prefix", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/");
    await expect(activeHeaderLinks(page)).resolves.toEqual(["Home"]);

    await page.goto(`/events/${anEventId}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(activeHeaderLinks(page)).resolves.toEqual(["Events"]);

    // Client-side navigation moves the highlight too.
    await page.getByRole("banner").getByRole("link", { name: "Directory", exact: true }).click();
    await page.waitForURL("**/directory");
    await expect(activeHeaderLinks(page)).resolves.toEqual(["Directory"]);

    await page.goto("/page/about-ojai-valley");
    await expect(activeHeaderLinks(page)).resolves.toEqual(["About"]);

    // A path that merely starts with the same letters is not under the link's path.
    await page.goto("/eventsx");
    await expect(activeHeaderLinks(page)).resolves.toEqual([]);
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });

  it("on a phone, opens the menu from the burger, which closes when a link is chosen, on Escape and outside", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/");
    // The bar's links are hidden at this width; the burger is the way in.
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    // The burger is the summary of a <details>, which opens with or without a script.
    const burger = page.locator('summary[aria-label="Menu"]');
    const open = () =>
      page.locator("details:has(> summary[aria-label='Menu'])").evaluate((node) => node.hasAttribute("open"));
    await expect(open()).resolves.toBe(false);
    await burger.click();

    const menu = page.getByTestId("phone-menu");
    await menu.waitFor();
    await expect(open()).resolves.toBe(true);
    const links = menu.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links.allTextContents()).resolves.toEqual(headerLinks.map(([label]) => label));
    await expect(menu.locator('a[aria-current="page"]').allTextContents()).resolves.toEqual(["Home"]);

    await links.filter({ hasText: "Directory" }).click();
    await page.waitForURL("**/directory");
    await menu.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Business Directory");

    // It opens again, and Escape closes it without navigating, focus back on the burger.
    await burger.click();
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/directory");
    await expect(burger.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    // A tap outside it (the page's left edge, which the menu leaves uncovered) closes it too.
    await burger.click();
    await menu.waitFor();
    await page.mouse.click(8, 400);
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets a keyboard user skip straight to the main content", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/events");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main-content");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("footer", () => {
  it("has the spec's links, the office's address, phone and e-mail, since 1970 and © 2025", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const expected = [
      ["Home", "/"],
      ["Events", "/events"],
      ["Business Directory", "/directory"],
      ["Member Deals", "/deals"],
      ["Job Board", "/jobs"],
      ["Visitor Info", "/visitor"],
      ["Membership Benefits", "/page/membership-benefits"],
      ["Business Resources", "/page/business-resources"],
      ["About Ojai Valley", "/page/about-ojai-valley"],
      ["Admin", "/admin"],
    ] as const;
    for (const [label, href] of expected) {
      await expect(footer.getByRole("link", { name: label, exact: true }).getAttribute("href")).resolves.toBe(href);
    }
    const text = await footer.textContent();
    for (const fragment of [
      "206 N Signal St",
      "Ojai, CA 93023",
      "(805) 555-0100",
      "info@ojai-valley-chamber.example",
      "Supporting local businesses and community growth since 1970",
      "© 2025 Ojai Valley Chamber of Commerce",
    ]) {
      expect(text).toContain(fragment);
    }
    await expect(footer.getByRole("link", { name: "(805) 555-0100" }).getAttribute("href")).resolves.toBe(
      "tel:+18055550100",
    );
    await expect(
      footer.getByRole("link", { name: "info@ojai-valley-chamber.example" }).getAttribute("href"),
    ).resolves.toBe("mailto:info@ojai-valley-chamber.example");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the four social links in a new tab, safely, each with an accessible name", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const network of ["Facebook", "Twitter", "Instagram", "LinkedIn"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${network}`) });
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
      await expect(link.getAttribute("href")).resolves.toMatch(/^https:\/\//);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("links to the admin dashboard, which is drawn without the public shell", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Admin", exact: true }).click();
    // Signed out, /admin opens its sign-in view.
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await page.getByRole("heading", { name: "Admin sign in" }).waitFor();
    await expect(page.getByRole("contentinfo").count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Skip to main content" }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("404 page", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the spec's texts and a way home inside the shell for an unknown path (${name})`, async () => {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("404 Page Not Found");
      // The same title in the first response and once hydrated.
      await expect(page.title()).resolves.toBe("404 Page Not Found");
      await expect(page.getByText("Did you forget to add the page to the router?").isVisible()).resolves.toBe(true);
      await expect(page.getByRole("banner").isVisible()).resolves.toBe(true);
      await expect(page.getByRole("contentinfo").isVisible()).resolves.toBe(true);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      // The document itself was served with status 404 on purpose; nothing else may fail.
      expect(unexpectedErrors(errors, [404])).toEqual([]);
      await context.close();
    });
  }
});

describe("notifications", () => {
  it("moves focus to the notification region on F8, from anywhere on the page", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    await page.goto("/directory");
    await page.getByRole("searchbox", { name: "Search businesses" }).focus();
    await page.keyboard.press("F8");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(
      "Notifications (F8)",
    );
    // With a toast showing, the region (and so the toast) is where focus lands.
    const toast = await raiseToast(page);
    await page.keyboard.press("F8");
    await expect(
      page.evaluate(() => document.activeElement?.contains(document.querySelector("[data-toast-id]"))),
    ).resolves.toBe(true);
    await expect(toast.isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("dismisses a toast swiped right by 50 px or more, and keeps one swiped less", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    const toast = await raiseToast(page);
    // Once the slide-in transition has finished, the pointer lands where the toast will stay.
    const box = await restingBox(toast);
    const y = box.y + box.height / 2;
    const x = box.x + 40;

    // 30 px: not enough, it springs back.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => restingBox(toast), { timeout: 5_000 }).toEqual(box);
    await expect(toast.isVisible()).resolves.toBe(true);

    // Leftwards does nothing either.
    await page.mouse.move(x + 100, y);
    await page.mouse.down();
    await page.mouse.move(x + 20, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => restingBox(toast), { timeout: 5_000 }).toEqual(box);
    await expect(toast.isVisible()).resolves.toBe(true);

    // 60 px right: gone.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y, { steps: 6 });
    await page.mouse.up();
    await toast.waitFor({ state: "detached", timeout: 3000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
