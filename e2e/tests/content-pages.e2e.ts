// Content pages (/page/$slug, /membership-benefits, /business-resources): seeded markdown and HTML
// render, an unknown slug is Page Not Found, every visit asks the server again, and content an
// admin writes can never run script in a visitor's browser.
import { describe, expect, it } from "vitest";
import { navigateInApp, newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { countTrpcCalls, holdTrpc, unexpectedErrors } from "../harness/network.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();

/** A fresh tab on the test server; a step that waits 10 s has failed (the test's own limit is 60 s). */
async function openPage(viewport: { width: number; height: number } = viewports.desktop) {
  const handle = await newPage(site.browser, site.server.url, viewport);
  handle.context.setDefaultTimeout(10_000);
  return handle;
}

/** Signs in through the REST API as the harness's admin and answers the bearer token. */
async function adminToken(): Promise<string> {
  const response = await fetch(`${site.server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function createPage(page: {
  title: string;
  slug: string;
  content: string;
  excerpt?: string;
  published: boolean;
}) {
  const response = await fetch(`${site.server.url}/api/pages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify(page),
  });
  expect(response.status).toBe(200);
}

describe("seeded content pages", () => {
  it("renders /page/about-ojai-valley from markdown, with its title once and its excerpt", async () => {
    const { page, errors, context } = await openPage(viewports.phone);
    await page.goto("/page/about-ojai-valley");
    await page.getByRole("heading", { level: 1, name: "About the Ojai Valley" }).waitFor();
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
    await expect.poll(() => page.title()).toBe("About the Ojai Valley | Ojai Valley Chamber of Commerce");
    await page.getByText("A small valley in Ventura County", { exact: false }).first().waitFor();
    const article = page.getByRole("article");
    await article.getByRole("heading", { level: 2, name: "A little history" }).waitFor();
    await expect(article.getByRole("listitem").count()).resolves.toBe(5);
    await expect(article.locator("strong", { hasText: "Ojai Valley Trail" }).count()).resolves.toBe(1);
    await expect(article.getByRole("link", { name: "business directory" }).getAttribute("href")).resolves.toBe(
      "/directory",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders /membership-benefits with its HTML table and strong text next to markdown", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/membership-benefits");
    await page.getByRole("heading", { level: 1, name: "Membership Benefits" }).waitFor();
    const table = page.getByRole("table");
    await table.waitFor();
    await expect(table.getByRole("columnheader").allTextContents()).resolves.toEqual([
      "Level",
      "Best for",
      "Annual dues",
    ]);
    await expect(table.getByRole("row").count()).resolves.toBe(4);
    await expect(table.getByRole("cell", { name: "$325" }).count()).resolves.toBe(1);
    await page.locator("strong", { hasText: "New members receive a free spotlight" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "What members receive" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders /business-resources and follows its internal links without reloading the page", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/business-resources");
    await page.getByRole("heading", { level: 1, name: "Business Resources" }).waitFor();
    const steps = page.getByRole("article").locator("ol > li");
    await expect(steps.allTextContents()).resolves.toEqual([
      "Register your business name with the county",
      "Apply for a city business license",
      "Check zoning and signage rules before signing a lease",
      "Register with the state for a seller's permit if you sell goods",
    ]);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole("article").getByRole("link", { name: "membership benefits" }).click();
    await page.waitForURL((url) => url.pathname === "/membership-benefits");
    await page.getByRole("heading", { level: 1, name: "Membership Benefits" }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows placeholders while a page loads", async () => {
    const { page, errors, context } = await openPage();
    const held = await holdTrpc(page, "page.bySlug");
    await navigateInApp(page, "/page/business-resources");
    await page.getByTestId("content-skeleton").waitFor();
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(0);
    await held.release();
    await page.getByRole("heading", { level: 1, name: "Business Resources" }).waitFor();
    await expect(page.getByTestId("content-skeleton").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks the server again on every visit instead of trusting its cache", async () => {
    const { page, errors, context } = await openPage();
    const calls = countTrpcCalls(page, "page.bySlug");
    await page.goto("/membership-benefits");
    await page.getByRole("table").waitFor();
    // The page arrived rendered; once hydrated it asks again at once (no caching, product.md §2).
    await expect.poll(calls, { timeout: 5_000 }).toBe(1);
    await page.getByRole("link", { name: "News", exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "Latest News & Updates" }).waitFor();
    await page.goBack();
    await page.getByRole("table").waitFor();
    await expect.poll(calls, { timeout: 5_000 }).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("tables on a phone", () => {
  it("fits a narrow table to the screen and scrolls a wide one inside its own box, never the page", async () => {
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    await createPage({
      title: "Opening Hours",
      slug: "opening-hours-e2e",
      content: `| Place | ${days.join(" | ")} |\n|${"---|".repeat(8)}\n| Visitor Center | ${days.map(() => "9:00-17:00").join(" | ")} |\n`,
      published: true,
    });
    const { page, errors, context } = await openPage(viewports.phone);
    const boxes = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        boxes: Array.from(document.querySelectorAll<HTMLElement>("[aria-label=Table]")).map((box) => ({
          right: box.getBoundingClientRect().right,
          client: box.clientWidth,
          scroll: box.scrollWidth,
          lastCellRight: box.querySelector("tr:first-child > :last-child")?.getBoundingClientRect().right ?? 0,
        })),
      }));

    await page.goto("/membership-benefits");
    await page.getByRole("table").waitFor();
    const narrow = await boxes();
    expect(narrow.page).toBe(narrow.screen);
    // Every column, "Annual dues" too, is on screen without scrolling.
    expect(narrow.boxes[0]?.scroll).toBe(narrow.boxes[0]?.client);
    expect(narrow.boxes[0]?.lastCellRight).toBeLessThanOrEqual(narrow.boxes[0]?.right ?? 0);

    await page.goto("/page/opening-hours-e2e");
    const region = page.getByRole("region", { name: "Table" });
    await region.waitFor();
    const wide = await boxes();
    expect(wide.page).toBe(wide.screen);
    expect(wide.boxes[0]?.right).toBeLessThanOrEqual(wide.screen);
    expect(wide.boxes[0]?.scroll).toBeGreaterThan(wide.boxes[0]?.client ?? 0);
    // The box takes the keyboard's focus and scrolls with the arrow keys, so Sunday can be reached.
    await region.focus();
    for (let step = 0; step < 20; step += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a page that does not exist", () => {
  it("says Page Not Found for an unknown slug and for a draft", async () => {
    const { page, errors, context } = await openPage();
    for (const path of ["/page/no-such-page", "/page/holiday-guide-draft"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
      await page.getByText("The page you're looking for doesn't exist.").waitFor();
    }
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });
});

describe("hostile content", () => {
  it("renders script, handlers and javascript: links written by an admin inert", async () => {
    await createPage({
      title: "Hostile Test",
      slug: "hostile-test",
      published: true,
      content: [
        "Intro paragraph.",
        "<script>window.__pwned=1</script>",
        '<img src=x onerror="window.__pwned=2">',
        '<a href="javascript:window.__pwned=3">x</a>',
        "[y](javascript:window.__pwned=4)",
        '<p onclick="window.__pwned=5" style="position:fixed;inset:0">covered</p>',
        '<iframe src="/admin"></iframe>',
        "Outro paragraph.",
      ].join("\n\n"),
    });
    const { page, errors, context } = await openPage();
    await page.goto("/page/hostile-test");
    const article = page.getByRole("article");
    await article.getByText("Outro paragraph.").waitFor();
    await article.getByText("x", { exact: true }).click();
    await article.getByText("y", { exact: true }).click();
    await article.getByText("covered").click();
    // A click's handlers and a javascript: link run in the click's own task: two frames later,
    // whatever the clicks could do has been done.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    expect(new URL(page.url()).pathname).toBe("/page/hostile-test");
    await expect(page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).resolves.toBeUndefined();
    const leftovers = await article.evaluate((root) => ({
      scripts: root.querySelectorAll("script, iframe, style").length,
      handlers: Array.from(root.querySelectorAll("*")).flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith("on") || name === "style"),
      ),
      javascriptUrls: Array.from(root.querySelectorAll("[href], [src]"))
        .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "")
        .filter((url) => /^\s*javascript:/i.test(url)),
      text: root.textContent ?? "",
    }));
    expect(leftovers.scripts).toBe(0);
    expect(leftovers.handlers).toEqual([]);
    expect(leftovers.javascriptUrls).toEqual([]);
    expect(leftovers.text).not.toContain("__pwned");
    // The relative image survives (without its handler); it 404s, which is the only error allowed.
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`finds no serious axe violation on the content pages on a ${label}`, async () => {
      const { page, errors, context } = await openPage(viewport);
      for (const [path, title] of [
        ["/page/about-ojai-valley", "About the Ojai Valley"],
        ["/membership-benefits", "Membership Benefits"],
        ["/business-resources", "Business Resources"],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        expect({ path, violations: await seriousAxeViolations(page) }).toEqual({ path, violations: [] });
      }
      await page.goto("/page/missing");
      await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(unexpectedErrors(errors, [404])).toEqual([]);
      await context.close();
    });
  }
});
