// Admin Import tab, businesses from a CSV file: staff choose a file, read the dry run's refusals
// (a column the guess mapped wrongly, a category we do not keep, a bad e-mail), fix the mapping,
// map the category, skip the row left, apply — the directory shows the new business — and undo
// the whole import, after which it is gone again. A file the server refuses says why.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, failedResource, screenshotsAt, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

const NEW_BUSINESS = "Harbor Light Bakery";
const FILE_NAME = "ojai-members.csv";
// "Type" holds the membership level, which the guess takes for the category; the categories are
// in "Industry", a header it does not know. Topa Ridge Kitchen is listed already (same website).
const CSV = [
  "Business Name,Description,Type,Industry,Address,Phone,Web Site,Email Address",
  `${NEW_BUSINESS},Sourdough and morning buns from a wood oven.,Gold,Dining,"101 Signal St, Ojai, CA 93023",(805) 555-0301,https://harbor-light-bakery.example,hello@harbor-light-bakery.example`,
  `Topa Ridge Kitchen,Seasonal cooking from the East End farms.,Gold,Dining,"318 E Ojai Ave, Ojai, CA 93023",(805) 555-0101,https://topa-ridge-kitchen.example/,`,
  `Cheese Cave Ojai,Cheeses from the coast ranges.,Silver,Artisan Cheese,"9 Fox St, Ojai, CA 93023",(805) 555-0302,,`,
  `Bad Mail Books,Used books.,Silver,Retail,"7 Canada St, Ojai, CA 93023",(805) 555-0303,,not-an-email`,
  "",
].join("\r\n");

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Import");
  await page.getByRole("heading", { name: "Import businesses" }).waitFor();
});
afterAll(async () => {
  await admin?.context.close();
});

async function chooseFile(name: string, text: string) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByLabel("CSV file").click()]);
  await chooser.setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
}

const counts = () => page.getByTestId("import-counts");
const rowOf = (row: number) => page.getByTestId("import-rows").locator(`[data-row="${row}"]`);

async function choose(
  combobox: string,
  option: string | RegExp,
  scope = page.getByRole("region", { name: "Columns" }),
) {
  await scope.getByRole("combobox", { name: combobox, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

async function checkAgain(expected: string) {
  await page.getByRole("button", { name: "Check again" }).click();
  await counts().filter({ hasText: expected }).waitFor();
}

async function directoryShows(name: string): Promise<boolean> {
  const visitor = await newPage(site.browser, site.server.url);
  await visitor.page.goto(`/directory?search=${encodeURIComponent(name)}`);
  const found = visitor.page.getByTestId("business-card").filter({ hasText: name });
  const none = visitor.page.getByText(`No businesses found for "${name}"`);
  await found.or(none).first().waitFor();
  const shown = (await found.count()) > 0;
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
  return shown;
}

describe("admin import of businesses", () => {
  it("shows the server's reason for a file it refuses", async () => {
    await chooseFile("people.csv", "First,Last\n");
    await page.getByRole("alert").filter({ hasText: "The file has a header but no rows" }).waitFor();
    await expect(page.getByTestId("import-counts").count()).resolves.toBe(0);
  });

  it("asks for the name column when the guess finds none, with the file's columns to choose from", async () => {
    await chooseFile("people.csv", "First,Last\nAna,Reyes\n");
    await page.getByText("Choose the column that holds the businesses' names").waitFor();
    await page.getByRole("region", { name: "Columns" }).getByRole("combobox", { name: "First", exact: true }).waitFor();
  });

  it("draws a long file's rows a page at a time", async () => {
    const lines = Array.from({ length: 120 }, (_, index) => `Listing ${index + 1},Dining`);
    await chooseFile("long.csv", ["Name,Category", ...lines].join("\n"));
    await counts().filter({ hasText: "0 to create · 0 to update · 120 refused" }).waitFor();
    await expect(page.getByTestId("import-rows").locator("[data-row]").count()).resolves.toBe(50);
    const pages = page.getByRole("navigation", { name: "Pages of rows" });
    await pages.getByRole("button", { name: "Page 3" }).click();
    await rowOf(121).waitFor();
    await expect(page.getByTestId("import-rows").locator("[data-row]").count()).resolves.toBe(20);
  });

  it("lists the dry run's refusals row by row with the guessed mapping", async () => {
    await chooseFile(FILE_NAME, CSV);
    await counts().filter({ hasText: "0 to create · 0 to update · 4 refused · 0 skipped" }).waitFor();
    const columns = page.getByRole("region", { name: "Columns" });
    await expect(columns.getByRole("combobox", { name: "Type", exact: true }).inputValue()).resolves.toBe("Category");
    await expect(columns.getByRole("combobox", { name: "Industry", exact: true }).inputValue()).resolves.toBe(
      "Not imported",
    );
    await rowOf(2).getByText('"Gold" is not one of our categories: map it to one').waitFor();
    await rowOf(5).getByText("Enter a valid email address").waitFor();
    await expect(page.getByRole("button", { name: "Apply import" }).isDisabled()).resolves.toBe(true);
    await page.getByText("4 rows are refused: fix the mapping or skip them.").waitFor();
    await screenshotsAt(page, "admin-import-dry-run");
    // The state only this file reaches, at both widths: the rows as a table, and as cards.
    const problems: string[] = [];
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.getByTestId("import-rows").waitFor();
      problems.push(...(await seriousAxeViolations(page)).map((line) => `@${viewport.width}: ${line}`));
    }
    expect(problems).toEqual([]);
  });

  it("takes a fixed mapping and a mapped category, and applies once the last refused row is skipped", async () => {
    await choose("Industry", /^Category/);
    await expect(
      page.getByRole("region", { name: "Columns" }).getByRole("combobox", { name: "Type", exact: true }).inputValue(),
    ).resolves.toBe("Not imported");
    await page.getByText("The mapping has changed: check the file again before applying.").waitFor();
    await checkAgain("1 to create · 1 to update · 2 refused · 0 skipped");
    await rowOf(3).getByText("Business #", { exact: false }).waitFor();
    await expect(rowOf(3).textContent()).resolves.toContain("same website domain");
    await rowOf(4).getByText('"Artisan Cheese" is not one of our categories: map it to one').waitFor();

    await choose("“Artisan Cheese”", "Dining", page.getByRole("region", { name: "Categories" }));
    await checkAgain("2 to create · 1 to update · 1 refused · 0 skipped");
    await page.getByRole("checkbox", { name: "Skip row 5" }).check();
    await counts().filter({ hasText: "2 to create · 1 to update · 0 refused · 1 skipped" }).waitFor();
    await screenshotsAt(page, "admin-import-ready");

    await page.getByRole("button", { name: "Apply import" }).click();
    await expectToast(page, "Success", "Import applied: 2 businesses created, 1 updated");
    await card(page, `Import of ${FILE_NAME}`).getByText("2 businesses created · 1 updated").waitFor();
    await screenshotsAt(page, "admin-import-applied");
    await expect(directoryShows(NEW_BUSINESS)).resolves.toBe(true);
  });

  it("undoes the whole import after asking, and the directory no longer shows it", async () => {
    const applied = card(page, `Import of ${FILE_NAME}`);
    await applied.getByRole("button", { name: `Undo import of ${FILE_NAME}` }).click();
    const confirm = page.getByRole("dialog", { name: "Undo import" });
    await confirm.getByRole("button", { name: "Undo import" }).click();
    await expectToast(page, "Success", "Import undone: 2 businesses deleted, 1 put back");
    await applied.getByText("Undone", { exact: true }).waitFor();
    await expect(applied.getByRole("button", { name: /^Undo/ }).count()).resolves.toBe(0);
    await expect(directoryShows(NEW_BUSINESS)).resolves.toBe(false);
    expect(unexpectedErrors(admin.errors, [failedResource(400)])).toEqual([]);
  });
});
