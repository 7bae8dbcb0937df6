// Admin lists at a real chamber's size (docs/decisions/012-pages-of-long-lists.md): the Businesses tab with 60 more businesses than
// the seed, searched, filtered and paged with all of it kept in the URL across a reload; a created
// business shown to its author; a delete undone from its toast, and one not undone gone after a
// reload; a dialog and an inline form that ask before throwing away what was typed.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, postJson, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

const BULK = 60;
const bulkName = (n: number) => `Bulk Test Shop ${String(n).padStart(2, "0")}`;

async function seedBusinesses(token: string) {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  // Two categories of their own, so the category filter narrows to the bulk businesses alone.
  for (const name of ["Bulkcraft", "Bulkcafe"]) {
    const added = await postJson(`${site.server.url}/api/categories`, { kind: "business", name }, token);
    if (added.status !== 200) throw new Error(`category ${name}: ${added.status} ${JSON.stringify(added.body)}`);
  }
  for (let start = 1; start <= BULK; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, offset) => start + offset).map(async (n) => {
        const response = await postJson(
          `${site.server.url}/api/businesses`,
          {
            name: bulkName(n),
            description: n % 2 ? "Hand-made candles and soap." : "Espresso and pastries.",
            category: n % 2 ? "Bulkcraft" : "Bulkcafe",
            address: `${n} Bulk Lane, Ojai`,
            phone: "(805) 555-4444",
            // Every tenth a draft, and three scheduled for next week.
            published: n % 10 !== 0,
            publishedAt: n === 7 || n === 17 || n === 27 ? inAWeek : null,
          },
          token,
        );
        if (response.status !== 200) throw new Error(`seeding ${n}: ${response.status}`);
      }),
    );
  }
}

beforeAll(async () => {
  const login = await postJson(`${site.server.url}/api/auth/login`, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await seedBusinesses((login.body as { token: string }).token);
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page);
  await page.getByRole("heading", { name: "Business Directory" }).waitFor();
}, 120_000);
afterAll(async () => {
  await admin?.context.close();
});

const shown = () => page.getByRole("status").filter({ hasText: /businesses$/ });
const searchBox = () => page.getByRole("searchbox", { name: "Search businesses" });
const businessCards = () => page.getByRole("article");
const query = () => new URL(page.url()).searchParams;

async function chooseOption(label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("admin lists: search, filters and pages", () => {
  it("draws one page of cards with the count of all of them", async () => {
    const total = (await shown().textContent()) ?? "";
    expect(Number(total.match(/^(\d+) businesses$/)?.[1])).toBeGreaterThanOrEqual(BULK);
    await expect(businessCards().count()).resolves.toBe(12);
    await page.getByRole("navigation", { name: "Pages of businesses" }).waitFor();
  });

  it("searches as the admin types, counts the matches and keeps the search in the URL", async () => {
    await searchBox().fill("bulk test shop");
    await expect.poll(() => shown().textContent()).toMatch(/^60 of \d+ businesses$/);
    await expect.poll(() => query().get("q")).toBe("bulk test shop");
    await expect(businessCards().count()).resolves.toBe(12);
  });

  it("filters by status and category, and pages through what is left", async () => {
    await chooseOption("Status", "Draft");
    await expect.poll(() => shown().textContent()).toMatch(/^6 of \d+ businesses$/);
    await expect(businessCards().count()).resolves.toBe(6);
    await chooseOption("Status", "Scheduled");
    await expect.poll(() => shown().textContent()).toMatch(/^3 of \d+ businesses$/);
    await card(page, bulkName(17)).getByText("Scheduled", { exact: true }).waitFor();

    await chooseOption("Status", "All statuses");
    await chooseOption("Category", "Bulkcraft");
    await expect.poll(() => shown().textContent()).toMatch(/^30 of \d+ businesses$/);
    await page.getByRole("button", { name: "Page 3" }).click();
    await expect.poll(() => query().get("page")).toBe("3");
    await expect(businessCards().count()).resolves.toBe(6);
    await card(page, bulkName(59)).waitFor();
  });

  it("keeps the search, the filters and the page across a reload", async () => {
    await page.reload();
    await card(page, bulkName(59)).waitFor();
    await expect(searchBox().inputValue()).resolves.toBe("bulk test shop");
    await expect(page.getByRole("combobox", { name: "Category", exact: true }).inputValue()).resolves.toBe("Bulkcraft");
    await expect(shown().textContent()).resolves.toMatch(/^30 of \d+ businesses$/);
    await expect(page.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).resolves.toBe("page");
  });

  it("says when nothing matches, and clears it all in one click", async () => {
    await searchBox().fill("no such business anywhere");
    await page.getByText("No businesses match the search and filters.").waitFor();
    await page.getByRole("button", { name: "Clear search and filters" }).first().click();
    await expect.poll(() => shown().textContent()).toMatch(/^\d+ businesses$/);
    await expect.poll(() => page.url()).toMatch(/\/admin\/businesses$/);
  });

  it("searches as the directory does: a typo still finds every business", async () => {
    await searchBox().fill("bulk tesst shop");
    await expect.poll(() => shown().textContent()).toMatch(/^60 of \d+ businesses$/);
    await page.getByRole("button", { name: "Clear search and filters" }).first().click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/businesses$/);
  });
});

describe("admin lists: the compact table", () => {
  it("shows one row per business on a wide screen, kept in the URL, with the same actions", async () => {
    await searchBox().fill(bulkName(3));
    await page.getByText("Table", { exact: true }).click();
    await expect.poll(() => query().get("display")).toBe("table");
    const table = page.getByRole("table", { name: "Businesses" });
    await table.waitFor();
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: bulkName(3) }) });
    await row.getByRole("button", { name: `Edit ${bulkName(3)}` }).waitFor();
    // The search applies after a short pause in typing.
    await expect.poll(() => table.getByRole("rowheader").count()).toBe(1);
    await page.reload();
    await page.getByRole("table", { name: "Businesses" }).waitFor();
    await expect(page.getByRole("radio", { name: "Table" }).isChecked()).resolves.toBe(true);
    await page.getByText("Cards", { exact: true }).click();
    await card(page, bulkName(3)).waitFor();
    await page.getByRole("button", { name: "Clear search and filters" }).first().click();
  });
});

describe("admin lists: a created business is shown to its author", () => {
  it("leaves a filter that hides it, turns to its page, and highlights it", async () => {
    // A filter the new business will not match, on the first page.
    await chooseOption("Status", "Draft");
    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Business" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Zz Newest Bookbinder");
    await dialog.getByRole("textbox", { name: "Description" }).fill("Books bound by hand.");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Retail", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Address" }).fill("9 Bryant St, Ojai");
    await dialog.getByRole("textbox", { name: "Phone" }).fill("(805) 555-0177");
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expectToast(page, "Success", "Business created successfully");

    // Sorted by name, "Zz…" is on the last page: the list went there and lit it up.
    const created = page.locator("[data-item-key]").filter({ has: card(page, "Zz Newest Bookbinder") });
    await created.waitFor();
    await expect.poll(() => created.getAttribute("class")).toMatch(/highlighted/);
    await expect(query().get("status")).toBeNull();
    const pages = await page
      .getByRole("navigation", { name: "Pages of businesses" })
      .getByText(/^Page \d+ of \d+$/)
      .textContent();
    const [, current, last] = pages?.match(/^Page (\d+) of (\d+)$/) ?? [];
    expect(current).toBe(last);
    const box = await card(page, "Zz Newest Bookbinder").boundingBox();
    expect(box && box.y >= 0 && box.y + box.height / 2 <= 800).toBe(true);
  });
});

describe("admin lists: undoing a delete", () => {
  async function deleteBusiness(name: string) {
    await searchBox().fill(name);
    await expect.poll(() => businessCards().count()).toBe(1);
    await card(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete business" });
    await confirm.getByText("Are you sure you want to delete this business?").waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await card(page, name).waitFor({ state: "detached" });
  }

  it("brings a deleted business back from the toast's Undo", async () => {
    await deleteBusiness(bulkName(11));
    const toast = page.locator(".mantine-Notification-root").filter({ hasText: "Business deleted successfully" });
    await toast.getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "Success", "Business restored");
    await card(page, bulkName(11)).waitFor();
    await page.reload();
    await card(page, bulkName(11)).waitFor();
    const visitor = await fetch(`${site.server.url}/api/businesses?search=${encodeURIComponent(bulkName(11))}`);
    expect(((await visitor.json()) as { name: string }[]).map((b) => b.name)).toEqual([bulkName(11)]);
  });

  it("leaves a business deleted without undo gone after a reload", async () => {
    await deleteBusiness(bulkName(12));
    await page.reload();
    await page.getByText("No businesses match the search and filters.").waitFor();
    await page.getByRole("button", { name: "Clear search and filters" }).first().click();
  });
});

describe("admin lists: unsaved changes", () => {
  it("asks before Escape throws away a typed dialog, and keeps editing or discards as told", async () => {
    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Business" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Half-typed Hardware");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await ask.waitFor({ state: "hidden" });
    await expect(dialog.getByRole("textbox", { name: "Name" }).inputValue()).resolves.toBe("Half-typed Hardware");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await ask.getByRole("button", { name: "Discard" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("closes an untouched dialog on Escape without asking", async () => {
    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Business" });
    await dialog.getByRole("textbox", { name: "Name" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect(page.getByRole("dialog", { name: "Discard unsaved changes?" }).count()).resolves.toBe(0);
  });

  it("an inline form takes the focus, asks on Escape when typed in, and gives the focus back", async () => {
    await page.getByRole("tab", { name: "Board" }).click();
    // The Board's own list, not the previous tab's cards still on screen for a moment.
    await page.getByRole("heading", { name: "Board Members" }).waitFor();
    const first = page.getByRole("article").first();
    const name = (await first.getAttribute("aria-label")) ?? "";
    await first.getByRole("button", { name: `Edit ${name}` }).click();
    const form = page.getByRole("region", { name: `Edit ${name}` });
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(name);

    await page.keyboard.type(" Jr.");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await ask.getByRole("button", { name: "Discard" }).click();
    await form.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Edit ${name}`);
    expect(unexpectedErrors(admin.errors)).toEqual([]);
  });
});
