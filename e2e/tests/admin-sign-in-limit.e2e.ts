// The sign-in limit as a person meets it (docs/architecture.md §4): successful sign-ins do not
// count, and the eleventh failure in 15 minutes is refused with the server's message and the wait,
// in the form. A file of its own: the limit would lock every other test's sign-in out.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { failedResource, signIn, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();

/**
 * Signs in at the form's own address: what is under test is the limit, not /admin's redirect to
 * the form (admin-guard.e2e.ts), and 23 sign-ins each spare a redirect.
 */
async function signInAtForm(page: Page, credentials?: { email: string; password: string }) {
  await page.goto("/admin/sign-in");
  await signIn(page, credentials, { goto: false });
}

describe("the sign-in limit", () => {
  it("counts only failures, then shows the server's message and the wait in the form", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    const failure = page.getByRole("alert");
    for (let attempt = 1; attempt <= 9; attempt++) {
      await signInAtForm(page, { email: "nobody@ojaichamber.example", password: `guess ${attempt}` });
      await failure.filter({ hasText: "Invalid email or password" }).waitFor();
    }
    // Twelve successful sign-ins on top of nine failures: none of them is counted.
    for (let success = 0; success < 12; success++) {
      const tab = await newPage(site.browser, site.server.url);
      await signInAtForm(tab.page);
      await tab.page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
      await tab.context.close();
    }
    await signInAtForm(page, { email: "nobody@ojaichamber.example", password: "guess 10" });
    await failure.filter({ hasText: "Invalid email or password" }).waitFor();
    await signInAtForm(page, { email: "nobody@ojaichamber.example", password: "guess 11" });
    const limited = failure.filter({ hasText: "Too many requests" });
    await limited.waitFor();
    await expect(limited.textContent()).resolves.toMatch(
      /^Too many requests, please try again later\. Try again in 1[45] minutes\.$/,
    );
    await expect(page.getByText("Unable to transform response").count()).resolves.toBe(0);
    expect(unexpectedErrors(errors, [failedResource(401), failedResource(429)])).toEqual([]);
    await context.close();
    // 23 sign-ins, each a page load waited on until React has hydrated it: ~50 s on a quiet machine.
  }, 180_000);
});
