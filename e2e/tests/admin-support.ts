// Shared steps for the admin browser tests (admin-*.e2e.ts): signing in (through the form, or with
// the file's stored session), moving between tabs, reading toasts, and telling expected console
// noise from real errors.

import type { Browser, Cookie, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { PageHandle } from "../harness/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";

export const TOKEN_KEY = "chamber.admin.token";

export async function signIn(
  page: Page,
  { email = ADMIN_EMAIL, password = ADMIN_PASSWORD } = {},
  { goto = true }: { goto?: boolean } = {},
) {
  if (goto) await page.goto("/admin");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The file's admin session: the cookie of the file's first signInAsAdmin. Each test file has a
 * module scope (and a server) of its own, so this is one file's session on one server.
 */
let storedSession: Cookie[] | undefined;

/** Signs in through the form, as a person does, and waits for the dashboard (on `tab`). */
export async function signInThroughForm(page: Page, tab?: string) {
  await signIn(page);
  await page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
  if (tab) await openTab(page, tab);
}

/**
 * Opens the dashboard (on `tab`) signed in. The file's first call signs in through the form and
 * keeps the session cookie; later calls give it to the page's browser context (Playwright's
 * storage state) and open /admin, which gets the tab its token from the cookie, as a second tab of
 * a signed-in browser does (admin-auth.e2e.ts proves that path; the tests about signing in use
 * the form). When an earlier test has ended that session, /admin shows the form: signed in there.
 */
export async function signInAsAdmin(page: Page, tab?: string) {
  const dashboard = page.getByRole("heading", { name: "Admin Dashboard", level: 1 });
  if (storedSession) {
    await page.context().addCookies(storedSession);
    await page.goto("/admin");
    await dashboard.or(page.getByRole("button", { name: "Sign in" })).waitFor();
    if (await dashboard.isVisible()) {
      if (tab) await openTab(page, tab);
      return;
    }
  }
  await signInThroughForm(page);
  storedSession = (await page.context().cookies()).filter((cookie) => cookie.name === "chamber_session");
  if (tab) await openTab(page, tab);
}

/** A tab by its label, with or without a count after it ("Messages 3"), never a longer label ("News" is not "Newsletter"). */
export const tabNamed = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z])`);

export async function openTab(page: Page, name: string) {
  // By keyboard, as on a phone the tab bar's scroll arrow may lie over a tab scrolled into view.
  const tab = page.getByRole("tab", { name: tabNamed(name) });
  await tab.focus();
  await tab.press("Enter");
  await page.getByRole("tab", { name: tabNamed(name), selected: true }).waitFor();
}

/**
 * Waits for the toast with this title and message (docs/product.md §8), then closes it: at 1280 × 800 a toast
 * sits over a dialog's submit button, and it does not time out while the pointer rests on it.
 */
export async function expectToast(page: Page, title: string, message: string) {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: message });
  await toast.waitFor({ timeout: 10_000 });
  await expect(toast.locator(".mantine-Notification-title").textContent()).resolves.toBe(title);
  await toast.locator(".mantine-Notification-closeButton").click();
  await toast.waitFor({ state: "detached" });
}

/** Closes a form holding unsaved changes with Cancel, answering Discard when it asks first. */
export async function cancelAndDiscard(form: Locator) {
  await form.getByRole("button", { name: "Cancel" }).click();
  await form
    .page()
    .getByRole("dialog", { name: "Discard unsaved changes?" })
    .getByRole("button", { name: "Discard" })
    .click();
}

/** The field's error message, found through the input's aria-describedby like a screen reader would. */
export async function fieldError(field: Locator): Promise<string | null> {
  const invalid = await field.getAttribute("aria-invalid");
  if (invalid !== "true") return null;
  const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/) ?? [];
  for (const id of ids) {
    const node = field.page().locator(`[id="${id}"]`);
    if ((await node.count()) && (await node.getAttribute("class"))?.includes("error")) return node.textContent();
  }
  return "(invalid, no message)";
}

/**
 * Console errors a test did not expect. Failed requests the test caused on purpose (401, 409, 500)
 * and the admin's own console.error of a failed write are matched by `allowed`.
 */
export function unexpectedErrors(errors: string[], allowed: RegExp[] = []): string[] {
  return errors.filter((line) => !allowed.some((pattern) => pattern.test(line)));
}

export const failedResource = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

export async function tokenOf(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
}

/** The card (an <article> named by its title) of one item in a tab's list. */
export function card(page: Page, name: string): Locator {
  return page.getByRole("article", { name, exact: true });
}

export async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** Like the harness's newPage, in a browser whose own time zone is `timezoneId`. */
export async function newPageInZone(
  browser: Browser,
  baseURL: string,
  timezoneId: string,
  viewport = { width: 1280, height: 800 },
): Promise<PageHandle> {
  const context = await browser.newContext({ baseURL, viewport, timezoneId });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/**
 * Picks a day and a time with the pointer in one of the admin's date-and-time fields (inside
 * `scope`, a dialog): day `day` of the month after the one the calendar opens on, then `time`
 * ("6:30 PM") from the time field's list.
 */
export async function pickDateTime(
  scope: Locator,
  {
    dateLabel = "Date",
    timeLabel = "Time",
    day,
    time,
  }: { dateLabel?: string; timeLabel?: string; day: number; time: string },
) {
  const page = scope.page();
  await pickDay(scope, dateLabel, day);
  await scope.getByRole("combobox", { name: timeLabel, exact: true }).click();
  await page.getByRole("option", { name: time, exact: true }).click();
}

/**
 * Picks day `day` in the calendar of the date field labelled `dateLabel`: of next month, or with
 * `sameMonth` of the month the calendar opens on (an edited item's own month).
 */
export async function pickDay(scope: Locator, dateLabel: string, day: number, { sameMonth = false } = {}) {
  const page = scope.page();
  await scope.getByRole("button", { name: dateLabel, exact: true }).click();
  const dropdown = page.getByRole("dialog", { name: dateLabel });
  if (!sameMonth) await dropdown.getByRole("button", { name: "Next month" }).click();
  await dropdown
    .getByRole("button", { name: new RegExp(`^${day} `) })
    .first()
    .click();
  await dropdown.waitFor({ state: "hidden" });
}

/** The first day of the month after `now`'s month in `zone`, as year and month (1–12). */
export function nextMonthIn(zone: string, now = new Date()): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "numeric" }).formatToParts(
    now,
  );
  const year = Number(parts.find((part) => part.type === "year")?.value);
  const month = Number(parts.find((part) => part.type === "month")?.value);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * With SCREENSHOT_DIR set, screenshots of the page as it is at a phone's width and a desktop's
 * (`<name>-390.png`, `<name>-1280.png`), leaving the page at the desktop's; nothing otherwise.
 */
export async function screenshotsAt(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}
