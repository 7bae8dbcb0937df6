// Admin sign-in, sign-out, session end and the tab in the URL (docs/product.md §2 admin, docs/architecture.md §4 auth).
import { describe, expect, it } from "vitest";
import { newPage, viewports } from "../harness/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import {
  expectToast,
  failedResource,
  openTab,
  signIn,
  signInAsAdmin,
  signInThroughForm,
  TOKEN_KEY,
  tabNamed,
  tokenOf,
  unexpectedErrors,
} from "./admin-support.ts";

const site = useSiteAndBrowser();

describe("admin sign-in", () => {
  it("refuses a wrong password inline and keeps the form", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signIn(page, { password: "not-the-password" });
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    await expect(page.getByRole("textbox", { name: "Email" }).inputValue()).resolves.not.toBe("");
    await expect(tokenOf(page)).resolves.toBeNull();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" }).count()).resolves.toBe(0);
    expect(unexpectedErrors(errors, [failedResource(401)])).toEqual([]);
    await context.close();
  });

  it("shows required-field errors without calling the server", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByText("Password is required").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signs in, keeps the session across a reload, and signs out", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signInThroughForm(page);
    await expect(page.getByText("Manage your website content and settings").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("banner").getByText("staff@ojaichamber.example").isVisible()).resolves.toBe(true);
    // Sixteen tabs in docs/product.md §2 order (an owner's), Businesses selected by default.
    await page.getByRole("tab", { name: "Settings" }).waitFor();
    await expect(page.getByRole("tab").allTextContents()).resolves.toEqual([
      "Businesses",
      "Events",
      "Categories",
      "News",
      "Board",
      "Members",
      "Deals & jobs",
      "Messages",
      "Newsletter",
      "Pages",
      "Home page",
      "Media",
      "Settings",
      "Import",
      "Webhooks",
      "Activity",
      "Staff",
    ]);
    await expect(page.getByRole("tab", { name: "Businesses" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();
    expect(await tokenOf(page)).toMatch(/.{20,}/);

    await page.reload();
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await expect(tokenOf(page)).resolves.toBeNull();
    await expect(page.getByText("Your session has ended").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the active tab in the URL through a reload and the back button", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signInAsAdmin(page);
    expect(new URL(page.url()).pathname).toBe("/admin/businesses");
    await openTab(page, "Events");
    expect(new URL(page.url()).pathname).toBe("/admin/events");
    await page.getByRole("heading", { name: "Event Calendar" }).waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Event Calendar" }).waitFor();
    await expect(page.getByRole("tab", { name: "Events" }).getAttribute("aria-selected")).resolves.toBe("true");

    await openTab(page, "Settings");
    await page.getByRole("heading", { name: "Website Settings" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Event Calendar" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/events");

    // Away to the public site and back again.
    await page.getByRole("link", { name: "View site" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goBack();
    await page.getByRole("heading", { name: "Event Calendar" }).waitFor();

    // An unknown tab falls back to Businesses.
    await page.goto("/admin?tab=nonsense");
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/businesses");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a section from a deep link, and from an old ?tab= link, through sign-in", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await page.goto("/admin/events");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    await page.getByRole("textbox", { name: "Email" }).fill(ADMIN_EMAIL);
    await page.getByRole("textbox", { name: "Password" }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Event Calendar" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/events");
    await expect(page.getByRole("tab", { name: "Events" }).getAttribute("aria-selected")).resolves.toBe("true");

    await page.goto("/admin?tab=settings");
    await page.getByRole("heading", { name: "Website Settings" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    await expect(page.getByRole("tab", { name: "Settings" }).getAttribute("aria-selected")).resolves.toBe("true");

    // Signed in, the sign-in view sends the admin on to the dashboard.
    await page.goto("/admin/sign-in");
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("returns to sign-in with a notice when the session is revoked elsewhere", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signInThroughForm(page);
    // Revoked while the dashboard is idle: its first reads (lists, pending counts) have been answered.
    await page.waitForLoadState("networkidle");
    const token = await tokenOf(page);
    const logout = await fetch(`${site.server.url}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);

    await page.getByRole("tab", { name: tabNamed("News") }).click();
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await expect(tokenOf(page)).resolves.toBeNull();

    // Signing in again clears the notice and lands on the same tab.
    await page.getByRole("textbox", { name: "Email" }).fill(ADMIN_EMAIL);
    await page.getByRole("textbox", { name: "Password" }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "News Articles" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/news");
    await expect(page.getByText("Your session has ended").count()).resolves.toBe(0);
    expect(unexpectedErrors(errors, [failedResource(401)])).toEqual([]);
    await context.close();
  });

  it("treats a write refused as unauthorized as a session end, after saying the write failed", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signInAsAdmin(page, "Settings");
    await page.getByRole("button", { name: "Add Setting" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Setting" });
    await dialog.getByRole("textbox", { name: "Key" }).fill("site.motto");
    await dialog.getByRole("textbox", { name: "Value" }).fill("Pink moments daily");
    // Forge the token only now: an earlier session re-check would end the session before the write.
    // Without the session cookie too, or the tab would simply be given a fresh token.
    await context.clearCookies();
    await page.evaluate((key) => window.sessionStorage.setItem(key, "forged-token"), TOKEN_KEY);
    await dialog.getByRole("button", { name: "Create Setting" }).click();
    await expectToast(page, "Error", "Failed to create setting");
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    expect(unexpectedErrors(errors, [failedResource(401), /Failed to create setting/])).toEqual([]);
    await context.close();
  });

  it("opens /admin already signed in in a second tab of the same browser, until sign-out", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signInThroughForm(page);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === "chamber_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    // No script can read the cookie's session token.
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain("chamber_session");

    const second = await context.newPage();
    await second.goto("/admin/events");
    await second.getByRole("heading", { name: "Event Calendar" }).waitFor();
    const secondToken = await tokenOf(second);
    expect(secondToken).toMatch(/.{20,}/);
    expect(secondToken).not.toBe(await tokenOf(page));

    // Signing out in the first tab ends the session for both.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === "chamber_session")).toBeUndefined();
    await openTab(second, "News").catch(() => {});
    await second.getByText("Your session has ended. Please sign in again.").waitFor();
    const third = await context.newPage();
    await third.goto("/admin");
    await third.getByRole("button", { name: "Sign in" }).waitFor();
    expect(unexpectedErrors(errors, [failedResource(401)])).toEqual([]);
    await context.close();
  });

  it("refreshes an expired tab token from the cookie instead of ending the session", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signInAsAdmin(page, "Settings");
    await page.waitForLoadState("networkidle");
    // As after a laptop slept past the token's 15 minutes: the tab holds a dead token.
    await page.evaluate((key) => window.sessionStorage.setItem(key, "forged-token"), TOKEN_KEY);
    await openTab(page, "News");
    await page.getByRole("heading", { name: "News Articles" }).waitFor();
    await openTab(page, "Settings");
    await page.getByRole("heading", { name: "Website Settings" }).waitFor();
    await expect(page.getByText("Your session has ended").count()).resolves.toBe(0);
    expect(await tokenOf(page)).not.toBe("forged-token");
    expect(unexpectedErrors(errors, [failedResource(401)])).toEqual([]);
    await context.close();
  });

  it("shows on a phone that the tab bar scrolls, with an arrow that brings Pages and Settings into view", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await signInAsAdmin(page);
    const settings = page.getByRole("tab", { name: "Settings" });
    const inView = async () => {
      const box = await settings.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= viewports.phone.width;
    };
    await expect(inView()).resolves.toBe(false);
    const more = page.locator('[data-side="end"]');
    await expect(more.isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-side="start"]').count()).resolves.toBe(0);
    // Each press scrolls most of a screen; pressed until the arrow goes, once the last scroll settled.
    const scrolled = () => page.getByRole("tablist").evaluate((list) => list.scrollLeft);
    for (let press = 0; press < 8 && !(await inView()); press++) {
      await more.click();
      let last = -1;
      await expect
        .poll(async () => {
          const now = await scrolled();
          const settled = now === last;
          last = now;
          return settled;
        })
        .toBe(true);
    }
    await expect.poll(inView).toBe(true);
    await page.locator('[data-side="start"]').waitFor();
    // The tabs do not fit a phone: the tab list scrolls instead of widening the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Nor does a laptop widen the page for them.
    await page.setViewportSize(viewports.desktop);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
