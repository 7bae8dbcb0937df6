// axe over the admin's sign-in form and every admin tab, at phone and laptop widths: nothing of
// impact serious or critical (each scan prints its full list, for the record of what axe still
// mentions as moderate or minor). Each page is scanned once per width in the whole suite: the
// public pages are scanned in their own files (home, directory, events, news, pages,
// content-pages, contact, shell), with the states only those files reach.
import { describe, expect, it } from "vitest";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { openTab, signInAsAdmin } from "./admin-support.ts";

const site = useSiteAndBrowser();

const adminTabs: [tab: string, heading: string][] = [
  ["Businesses", "Business Directory"],
  ["Events", "Event Calendar"],
  ["News", "News Articles"],
  ["Board", "Board Members"],
  ["Members", "People"],
  ["Deals & jobs", "Deals & jobs"],
  ["Messages", "Contact Messages"],
  ["Newsletter", "Newsletter"],
  ["Pages", "Content Pages"],
  ["Home page", "Home page"],
  ["Media", "Media"],
  ["Settings", "Website Settings"],
  ["Import", "Import businesses"],
  ["Activity", "Activity"],
  ["Webhooks", "Webhooks"],
];

describe("axe on the admin", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`finds nothing serious on the sign-in form and every admin tab on a ${name}`, async () => {
      const { page, context } = await newPage(site.browser, site.server.url, viewport, { reducedMotion: "reduce" });
      const problems: string[] = [];
      const scan = async (label: string) =>
        problems.push(...(await seriousAxeViolations(page)).map((line) => `${label} @${viewport.width}: ${line}`));
      await page.goto("/admin");
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await scan("/admin/sign-in");
      await signInAsAdmin(page);
      for (const [tab, heading] of adminTabs) {
        await openTab(page, tab);
        await page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
        // The list itself, not its loading placeholders (which axe checks too, in their own moment).
        await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'), null, {
          timeout: 10_000,
        });
        await scan(`admin ${tab}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 240_000);
  }
});
