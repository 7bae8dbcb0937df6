// Admin Categories tab (docs/decisions/023-categories-in-the-database.md): staff add a business
// category, rename it, move it, and merge it into another; the public directory's groups follow.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { expectToast, failedResource, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Categories");
});
afterAll(async () => {
  await admin?.context.close();
});

const businessList = () => page.getByRole("table", { name: "Business categories" });
const names = () => businessList().locator("tbody tr td:first-child").allInnerTexts();

async function directoryGroups(): Promise<string[]> {
  const visitor = await newPage(site.browser, site.server.url);
  await visitor.page.goto("/directory");
  const groups = await visitor.page
    .getByRole("group", { name: "Filter businesses by category" })
    .getByRole("link")
    .allInnerTexts();
  await visitor.context.close();
  return groups;
}

describe("admin categories", () => {
  it("lists both kinds in order", async () => {
    await expect
      .poll(names)
      .toEqual(["Dining", "Retail", "Services", "Professional", "Health & Wellness", "Arts", "Lodging", "Other"]);
    await page.getByRole("table", { name: "Event categories" }).getByText("Music", { exact: true }).waitFor();
  });

  it("adds a category at the end, refuses one already there, and the directory offers it", async () => {
    const form = page.getByRole("form", { name: "Add a business category" });
    await form.getByRole("textbox", { name: "New business category" }).fill("dining");
    await form.getByRole("button", { name: "Add" }).click();
    await expectToast(page, "Error", "Failed to add the category");
    await form.getByText("There is already a business category named dining").waitFor();
    await form.getByRole("textbox", { name: "New business category" }).fill("Farms");
    await form.getByRole("button", { name: "Add" }).click();
    await expectToast(page, "Success", "Category added");
    await expect.poll(async () => (await names()).at(-1)).toBe("Farms");
    expect(await directoryGroups()).toContain("Farms");
  });

  it("moves a category up and renames it", async () => {
    await page.getByRole("button", { name: "Move Farms up" }).click();
    await expectToast(page, "Success", "Order saved");
    await expect.poll(async () => (await names()).slice(-2)).toEqual(["Farms", "Other"]);
    await businessList().getByRole("row", { name: /Farms/ }).getByRole("button", { name: "Rename" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename category" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Farms & Ranches");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await expectToast(page, "Success", "Category renamed");
    await expect.poll(async () => (await names()).slice(-2)).toEqual(["Farms & Ranches", "Other"]);
  });

  it("merges it into another, and it is gone from the directory", async () => {
    await businessList()
      .getByRole("row", { name: /Farms & Ranches/ })
      .getByRole("button", { name: "Merge…" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Merge category" });
    await dialog.getByRole("combobox", { name: "Merge into" }).click();
    await page.getByRole("option", { name: "Other", exact: true }).click();
    await dialog.getByRole("button", { name: "Merge" }).click();
    await expectToast(page, "Success", "Farms & Ranches merged into Other: 0 businesses moved");
    await expect.poll(names).not.toContain("Farms & Ranches");
    expect(await directoryGroups()).not.toContain("Farms & Ranches");
    // The refused name's 400 and its logged cause are expected.
    expect(unexpectedErrors(admin.errors, [failedResource(400), /Failed to add the category/])).toEqual([]);
  });
});
