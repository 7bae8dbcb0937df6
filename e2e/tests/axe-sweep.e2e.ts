// axe over every public page and every admin tab, at phone and laptop widths: nothing of impact
// serious or critical. Each page's full list (any impact) is printed, for the record of what axe
// still mentions as moderate or minor.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { openTab, signInAsAdmin } from "./admin-support.ts";
import { getJson } from "./public-support.ts";

const site = useSiteAndBrowser();

/** Every violation as "id (impact) ×nodes"; the test fails on serious and critical ones. */
async function scan(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const all = violations.map((violation) => `${violation.id} (${violation.impact}) ×${violation.nodes.length}`);
  console.log(`axe ${label}: ${all.length ? all.join("; ") : "no violations"}`);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

async function publicPaths(): Promise<string[]> {
  const [events, news] = await Promise.all([
    getJson<{ id: number }[]>(`${site.server.url}/api/events`),
    getJson<{ id: number }[]>(`${site.server.url}/api/news`),
  ]);
  return [
    "/",
    "/directory",
    "/events",
    ...(events[0] ? [`/events/${events[0].id}`] : []),
    "/news",
    ...(news[0] ? [`/news/${news[0].id}`] : []),
    "/about",
    "/contact",
    "/business-resources",
    "/get-involved",
    "/membership-benefits",
    "/visitor",
    // A content page of the seed data, shown through the generic page route.
    "/page/about-ojai-valley",
    "/no-such-page",
  ];
}

const adminTabs: [tab: string, heading: string][] = [
  ["Businesses", "Business Directory"],
  ["Events", "Event Calendar"],
  ["News", "News Articles"],
  ["Board", "Board Members"],
  ["Messages", "Contact Messages"],
  ["Pages", "Content Pages"],
  ["Settings", "Website Settings"],
];

describe("axe on every page", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`finds nothing serious on the public pages on a ${name}`, async () => {
      const { page, context } = await newPage(site.browser, site.server.url, viewport, { reducedMotion: "reduce" });
      const problems: string[] = [];
      for (const path of await publicPaths()) {
        await page.goto(path);
        await page.getByRole("contentinfo").waitFor();
        // Let the page's data arrive: no skeleton left.
        await page.waitForFunction(() => !document.querySelector(".mantine-Skeleton-root"), null, { timeout: 10_000 });
        problems.push(...(await scan(page, `${path} @${viewport.width}`)));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);

    it(`finds nothing serious on the sign-in form and every admin tab on a ${name}`, async () => {
      const { page, context } = await newPage(site.browser, site.server.url, viewport, { reducedMotion: "reduce" });
      const problems: string[] = [];
      await page.goto("/admin");
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      problems.push(...(await scan(page, `/admin/sign-in @${viewport.width}`)));
      await signInAsAdmin(page);
      for (const [tab, heading] of adminTabs) {
        await openTab(page, tab);
        await page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
        // The list itself, not its loading placeholders (which axe checks too, in their own moment).
        await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'), null, {
          timeout: 10_000,
        });
        problems.push(...(await scan(page, `admin ${tab} @${viewport.width}`)));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 240_000);
  }
});
