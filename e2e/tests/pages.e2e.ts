// The static and nearly static public pages: /visitor, /about (with the board from the API) and
// /get-involved, at a phone's and a desktop's width.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { navigateInApp, newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { holdTrpc } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();

/** A fresh tab on the test server; a step that waits 10 s has failed (the test's own limit is 60 s). */
async function openPage(viewport: { width: number; height: number } = viewports.desktop) {
  const handle = await newPage(site.browser, site.server.url, viewport);
  handle.context.setDefaultTimeout(10_000);
  return handle;
}

/** Top edges of the board cards, rounded: equal tops share a row. */
async function boardRows(page: Page): Promise<number[][]> {
  const boxes = await page
    .getByTestId("board-member")
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  const rows = new Map<number, number[]>();
  for (const [index, top] of boxes.entries()) rows.set(top, [...(rows.get(top) ?? []), index]);
  return [...rows.values()];
}

describe("/visitor", () => {
  it("plans a visit with four cards, links into the site and a map that is coming soon", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/visitor");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Plan Your Visit");
    for (const title of ["Dining", "Shopping", "Stay", "Explore"]) {
      await page.getByRole("main").getByRole("heading", { level: 2, name: title }).waitFor();
    }
    await expect(page.locator('main a[href="#"], main a:not([href])').count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Find restaurants and cafés" }).getAttribute("href")).resolves.toBe(
      "/directory?category=Dining",
    );
    await expect(page.getByRole("link", { name: "Find places to stay" }).getAttribute("href")).resolves.toBe(
      "/directory?search=lodging",
    );
    await expect(page.getByTestId("map-placeholder").isVisible()).resolves.toBe(true);

    await page.getByRole("button", { name: "View Interactive Map" }).click();
    await page.getByText("The interactive map is on its way", { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/visitor");

    await page.getByRole("link", { name: "Browse local shops" }).click();
    await page.waitForURL((url) => url.pathname === "/directory" && url.searchParams.get("category") === "Retail");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/about", () => {
  it("tells the chamber's history with three highlights and the valley illustration", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/about");
    await page.getByText("For over 50 years", { exact: false }).waitFor();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: /Promoting|Connecting|Welcoming/ })
        .count(),
    ).resolves.toBe(3);
    const image = page.getByRole("img", { name: /Topatopa bluffs above a winding creek/ });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 5_000 })
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows four board placeholders until the board arrives, then every member", async () => {
    const { page, errors, context } = await openPage();
    const held = await holdTrpc(page, "boardMember.list");
    await navigateInApp(page, "/about");
    const skeletons = page.getByTestId("card-grid-skeleton").locator('[data-skeleton="card"]');
    await skeletons.first().waitFor();
    await expect(skeletons.count()).resolves.toBe(4);
    await expect(page.getByTestId("board-member").count()).resolves.toBe(0);

    await held.release();
    await page.getByTestId("board-member").first().waitFor();
    await expect(page.getByTestId("board-member").count()).resolves.toBe(8);
    await expect(page.getByTestId("card-grid-skeleton").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a member's company only when there is one", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/about");
    const president = page.getByRole("article", { name: "Margaret Lindqvist" });
    await expect(president.textContent()).resolves.toBe("MLMargaret LindqvistPresidentTopa Ridge Kitchen");
    const atLarge = page.getByRole("article", { name: "Hazel Brennan" });
    await atLarge.waitFor();
    await expect(atLarge.getByTestId("board-company").count()).resolves.toBe(0);
    await expect(atLarge.textContent()).resolves.toBe("HBHazel BrennanDirector at Large");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lays the board out in 4 columns on a desktop, 2 on a tablet and 1 on a phone", async () => {
    const { page, errors, context } = await openPage(viewports.desktop);
    await page.goto("/about");
    await page.getByTestId("board-member").nth(7).waitFor();
    await expect(boardRows(page).then((rows) => rows.map((row) => row.length))).resolves.toEqual([4, 4]);
    await page.setViewportSize({ width: 820, height: 1000 });
    await expect(boardRows(page).then((rows) => rows.map((row) => row.length))).resolves.toEqual([2, 2, 2, 2]);
    await page.setViewportSize(viewports.phone);
    await expect(boardRows(page).then((rows) => rows.length)).resolves.toBe(8);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/get-involved", () => {
  it("lists the ways to participate, the regular meetings and where to sign up", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/get-involved");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Get Involved");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(breadcrumb.textContent()).resolves.toContain("Get Involved");

    for (const title of [
      "Volunteer Opportunities",
      "Committee Participation",
      "Advocacy & Leadership",
      "Mentorship Programs",
    ]) {
      const card = page.getByRole("region", { name: title });
      await expect(card.getByRole("listitem").count()).resolves.toBeGreaterThanOrEqual(3);
    }

    await page.getByRole("heading", { name: "Regular Events & Meetings" }).waitFor();
    const meetings = await page.getByTestId("regular-meeting").allInnerTexts();
    expect(meetings.map((text) => text.replace(/\n+/g, "\n").trim())).toEqual([
      "Monthly Networking Mixer\nFirst Thursday\n6:00-8:00 PM",
      "Business After Hours\nMonthly\n5:30-7:30 PM",
      "Leadership Breakfast\nSecond Tuesday\n7:30-9:00 AM",
      "Community Service Day\nQuarterly\n9:00 AM-3:00 PM",
    ]);

    await page.getByRole("heading", { name: "Leadership Opportunities" }).waitFor();
    for (const name of ["Join a Committee", "Board Nominations", "Contact Us"]) {
      await expect(page.getByRole("link", { name, exact: true }).getAttribute("href")).resolves.toBe("/contact");
    }
    await expect(page.getByRole("link", { name: "View Upcoming Events" }).getAttribute("href")).resolves.toBe(
      "/events",
    );

    await page.getByRole("link", { name: "Join a Committee" }).click();
    await page.waitForURL((url) => url.pathname === "/contact");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`finds no serious axe violation on /visitor, /about and /get-involved on a ${label}`, async () => {
      const { page, errors, context } = await openPage(viewport);
      for (const path of ["/visitor", "/about", "/get-involved"]) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        if (path === "/about") await page.getByTestId("board-member").first().waitFor();
        expect({ path, violations: await seriousAxeViolations(page) }).toEqual({ path, violations: [] });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
