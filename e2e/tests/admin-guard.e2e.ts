// The admin's guards as people meet them on a slow phone: /admin and /admin/sign-in render in the
// browser only, and each sends its visitor on (signed out → the form, signed in → the dashboard)
// while the server's document is still being hydrated. A redirect that lands before React has
// hydrated the route's Suspense boundary took away the match that boundary renders (React errors
// 422/520, decision 015), so every fresh tab here opens under 10× CPU throttling, as Lighthouse's
// mobile run does. A file of its own: each throttled page load takes seconds.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, newTab, type PageHandle, throttleCpu } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { signIn, signInAsAdmin } from "./admin-support.ts";

const site = useSiteAndBrowser();

const FRESH_TABS = 6;
const SLOW = { timeout: 30_000 };

/** As Lighthouse's phone and slower: the race showed 1 load in 3 at this rate. */
const GUARD_THROTTLE = 10;

/** Notes in the page whether a password field was ever drawn: a sign-in form shown, however briefly. */
async function watchForSignInForm(page: Page) {
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('input[type="password"]')) Object.assign(window, { sawSignInForm: true });
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
}

/** What went wrong on one visit, or nothing: where it ended up, and the page's errors. */
function problems({ errors }: PageHandle, visit: number, pathname: string, expected: string): string[] {
  return [
    ...(pathname === expected ? [] : [`visit ${visit}: at ${pathname}, not ${expected}`]),
    ...errors.map((error) => `visit ${visit}: ${error}`),
  ];
}

describe("the admin's guards on a slow phone", () => {
  it(`send a signed-out visitor from /admin to the sign-in form without a React error, ${FRESH_TABS} times out of ${FRESH_TABS}, and back after signing in`, async () => {
    const seen: string[] = [];
    for (let visit = 1; visit <= FRESH_TABS; visit++) {
      const tab = await newPage(site.browser, site.server.url);
      await throttleCpu(tab.page, GUARD_THROTTLE);
      await tab.page.goto("/admin");
      await tab.page.getByRole("button", { name: "Sign in" }).waitFor(SLOW);
      seen.push(...problems(tab, visit, new URL(tab.page.url()).pathname, "/admin/sign-in"));
      if (visit === FRESH_TABS) {
        await signIn(tab.page, undefined, { goto: false });
        await tab.page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor(SLOW);
        seen.push(...problems(tab, visit, new URL(tab.page.url()).pathname, "/admin/businesses"));
      }
      await tab.context.close();
    }
    expect(seen).toEqual([]);
  }, 300_000);

  it(`send a signed-in admin from the sign-in form's address to the dashboard without showing the form or a React error, ${FRESH_TABS} times out of ${FRESH_TABS}`, async () => {
    const first = await newPage(site.browser, site.server.url);
    await signInAsAdmin(first.page);
    const seen: string[] = [];
    for (let visit = 1; visit <= FRESH_TABS; visit++) {
      // A new tab of the same browser: the session cookie, no token of its own yet.
      const tab = await newTab(first.context);
      await watchForSignInForm(tab.page);
      await throttleCpu(tab.page, GUARD_THROTTLE);
      await tab.page.goto("/admin/sign-in?redirect=%2Fadmin%2Fevents");
      await tab.page.getByRole("heading", { name: "Event Calendar" }).waitFor(SLOW);
      seen.push(...problems(tab, visit, new URL(tab.page.url()).pathname, "/admin/events"));
      if (await tab.page.evaluate(() => "sawSignInForm" in window)) seen.push(`visit ${visit}: the form was shown`);
      await tab.page.close();
    }
    expect(seen).toEqual([]);
    await first.context.close();
  }, 300_000);
});
