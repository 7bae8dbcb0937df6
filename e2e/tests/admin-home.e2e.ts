// Admin Home page: staff change a hero slide's title, see it in the preview, save, and the public
// home page shows it; a slide switched off leaves the hero, and an empty title is refused under
// its field without saving.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { expectToast, fieldError, screenshotsAt, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Home page");
});
afterAll(async () => {
  await admin?.context.close();
});

const slide = (index: number) => page.getByTestId("home-slide-fields").nth(index);

describe("admin home page", () => {
  it("refuses an empty slide title under its field, and saves nothing", async () => {
    await page.getByRole("heading", { name: "Home page", level: 2 }).waitFor();
    const title = slide(0).getByRole("textbox", { name: "Title", exact: true });
    await expect(title.inputValue()).resolves.toBe("Welcome to Ojai");
    await title.fill("");
    await page.getByRole("button", { name: "Save home page" }).click();
    await expect(fieldError(title)).resolves.toBe("Title is required");
    await page.getByRole("button", { name: "Undo changes" }).click();
    await expect(title.inputValue()).resolves.toBe("Welcome to Ojai");
  });

  it("saves an edited hero slide, shown in the preview first and then on the home page", async () => {
    await slide(0).getByRole("textbox", { name: "Title", exact: true }).fill("Tangerine Season in Ojai");
    await slide(0)
      .getByRole("textbox", { name: "Subtitle", exact: true })
      .fill("Pixie tangerines are in, from March to May.");
    // The second slide switched off: the hero keeps the first and the third.
    await slide(1).getByRole("switch", { name: "Shown" }).uncheck({ force: true });
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByTestId("home-preview");
    await expect(preview.locator('[data-testid="hero-slide"][data-active] h2').textContent()).resolves.toBe(
      "Tangerine Season in Ojai",
    );
    await expect(preview.locator('[data-testid="hero-slide"]').count()).resolves.toBe(2);
    await screenshotsAt(page, "admin-home-preview");
    await page.getByRole("tab", { name: "Hero slides" }).click();
    await screenshotsAt(page, "admin-home-slides");
    await page.getByRole("button", { name: "Save home page" }).click();
    await expectToast(page, "Success", "Home page saved");

    const visitor = await newPage(site.browser, site.server.url);
    await visitor.page.goto("/");
    const active = visitor.page.locator('[data-testid="hero-slide"][data-active]');
    await expect(active.locator("h2").textContent()).resolves.toBe("Tangerine Season in Ojai");
    await expect(active.locator("p").first().textContent()).resolves.toBe(
      "Pixie tangerines are in, from March to May.",
    );
    await expect(visitor.page.locator('[data-testid="hero-slide"] h2').allTextContents()).resolves.toEqual([
      "Tangerine Season in Ojai",
      "Community Events",
    ]);
    await screenshotsAt(visitor.page, "home-edited");
    expect(unexpectedErrors(visitor.errors)).toEqual([]);
    await visitor.context.close();
    expect(unexpectedErrors(admin.errors)).toEqual([]);
  });
});
