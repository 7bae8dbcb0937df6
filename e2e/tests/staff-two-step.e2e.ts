// Two-step sign-in as a person meets it (docs/product.md "Staff sign-in"), on the built server: the
// account screen shows a QR code and the key; the code an authenticator app would compute from
// that key (the otpauth library here) turns it on and shows ten recovery codes once; signing out
// and in again then asks for a code, or a recovery code. Set SCREENSHOT_DIR for screenshots.
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, seriousAxeViolations } from "../harness/browser.ts";
import { ADMIN_EMAIL } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { failedResource, screenshotsAt, signIn, signInThroughForm, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();

const PERIOD_MS = 30_000;
let lastStep = 0;

/**
 * What the app shows, for a 30-second step the server takes (one step either way of its clock) and
 * that no earlier code used (each step's code works once): when the next unused step is too far
 * ahead, the clock is waited on until it is not.
 */
async function freshCode(key: string): Promise<string> {
  await expect.poll(() => Math.floor(Date.now() / PERIOD_MS) + 1, { timeout: 2 * PERIOD_MS }).toBeGreaterThan(lastStep);
  lastStep = Math.max(lastStep + 1, Math.floor(Date.now() / PERIOD_MS));
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key) });
  return totp.generate({ timestamp: lastStep * PERIOD_MS });
}

const dashboard = (page: Page) => page.getByRole("heading", { name: "Admin Dashboard", level: 1 });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in" }).waitFor();
}

describe("two-step sign-in", () => {
  let key = "";
  let recoveryCodes: string[] = [];

  it("is turned on from the account screen with the app's code, and shows ten recovery codes once", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signInThroughForm(page);
    await page.getByRole("link", { name: ADMIN_EMAIL }).click();
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    const qr = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
    await qr.waitFor();
    await expect(qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(
      true,
    );
    key = ((await page.getByTestId("two-step-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotsAt(page, "two-step-setup");

    await page.getByRole("textbox", { name: "Code from the app" }).fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("That code is not right").waitFor();
    await page.getByRole("textbox", { name: "Code from the app" }).fill(await freshCode(key));
    await page.getByRole("button", { name: "Confirm" }).click();
    const list = page.getByRole("list", { name: "Recovery codes" });
    await list.waitFor();
    recoveryCodes = await list.getByRole("listitem").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${recoveryCodes.join("\n")}\n`);
    await screenshotsAt(page, "two-step-recovery-codes");
    await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await page.getByText(/10 of your recovery codes are left/).waitFor();
    await expect(page.getByRole("list", { name: "Recovery codes" }).count()).resolves.toBe(0);
    expect(unexpectedErrors(errors, [failedResource(400)])).toEqual([]);
    await context.close();
  });

  it("asks for the app's code after the password, then signs in", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signIn(page);
    const code = page.getByRole("textbox", { name: "Enter the 6-digit code from your authenticator app" });
    await code.waitFor();
    await screenshotsAt(page, "two-step-sign-in");
    await code.fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("That code is not right").waitFor();
    await code.fill(await freshCode(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await dashboard(page).waitFor();
    await signOut(page);
    expect(unexpectedErrors(errors, [failedResource(401)])).toEqual([]);
    await context.close();
  });

  it("takes a recovery code once instead", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    const [first = ""] = recoveryCodes;
    await signIn(page);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByRole("textbox", { name: "Recovery code" }).fill(first);
    await page.getByRole("button", { name: "Verify" }).click();
    await dashboard(page).waitFor();
    await signOut(page);

    await signIn(page, {}, { goto: false });
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByRole("textbox", { name: "Recovery code" }).fill(first);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("That recovery code is not right, or it was already used").waitFor();
    expect(unexpectedErrors(errors, [failedResource(401)])).toEqual([]);
    await context.close();
  });

  it("lets the owner require it of every staff account", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await signIn(page);
    await page
      .getByRole("textbox", { name: "Enter the 6-digit code from your authenticator app" })
      .fill(await freshCode(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await dashboard(page).waitFor();
    await page.goto("/admin/account");
    const policy = page.getByRole("switch", { name: "Require two-step sign-in for every staff account" });
    await policy.waitFor();
    await expect(policy.isChecked()).resolves.toBe(false);
    await policy.click({ force: true });
    await page.getByText("Two-step sign-in is now required for every staff account").waitFor();
    await expect(policy.isChecked()).resolves.toBe(true);
    // While required, it cannot be turned off here.
    await expect(page.getByRole("button", { name: "Turn off two-step sign-in" }).count()).resolves.toBe(0);
    await screenshotsAt(page, "two-step-account");
    expect(errors).toEqual([]);
    await context.close();
  });
});
