// Admin Pages tab: the inline Create New Page / Edit Page form, the slug auto-fill rule (docs/product.md §4),
// the URL preview and live content preview, a slug clash, and the public page changing at once.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import {
  cancelAndDiscard,
  card,
  expectToast,
  failedResource,
  fieldError,
  signInAsAdmin,
  unexpectedErrors,
} from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Pages");
});
afterAll(async () => {
  await admin?.context.close();
});

const form = () => page.getByRole("region", { name: /^(Create New Page|Edit Page)$/ });
const field = (name: string) => form().getByRole("textbox", { name, exact: true });

describe("admin pages", () => {
  it("opens an inline Create New Page form with the note, draft by default and 15 content rows", async () => {
    await page.getByRole("heading", { name: "Content Pages" }).waitFor();
    await page.getByRole("button", { name: "New Page" }).click();
    await form().getByRole("heading", { name: "Create New Page" }).waitFor();
    await form().getByText("Photos come from the library", { exact: false }).waitFor();
    await expect(field("Content").getAttribute("rows")).resolves.toBe("15");
    await expect(form().getByRole("switch", { name: "Published" }).isChecked()).resolves.toBe(false);

    await form().getByRole("button", { name: "Create Page" }).click();
    await expect(fieldError(field("Title"))).resolves.toBe("Title is required");
    await expect(fieldError(field("Slug"))).resolves.toBe("Slug is required");
    await expect(fieldError(field("Content"))).resolves.toBe("Content is required");
  });

  it("fills the slug from the title only until the slug is edited by hand", async () => {
    await field("Title").pressSequentially("Summer in Ojai: A Guide!");
    await expect(field("Slug").inputValue()).resolves.toBe("summer-in-ojai-a-guide");
    await expect(form().getByTestId("page-url-preview").textContent()).resolves.toBe("/page/summer-in-ojai-a-guide");

    await field("Slug").fill("Summer Guide");
    await field("Title").fill("Summer in the Ojai Valley");
    await expect(field("Slug").inputValue()).resolves.toBe("Summer Guide");
    await form().getByRole("button", { name: "Create Page" }).click();
    await expect(fieldError(field("Slug"))).resolves.toBe("Slug may use lower-case letters, digits and single hyphens");

    // Emptied, the slug follows the title again.
    await field("Slug").fill("");
    await field("Title").fill("Summer Guide");
    await expect(field("Slug").inputValue()).resolves.toBe("summer-guide");
  });

  it("renders a live preview of markdown and HTML, with scripts removed", async () => {
    await field("Content").fill(
      "## Where to swim\n\nThe **Ojai Valley** has <em>creeks</em>.<script>window.__hacked = true</script>\n\n- Rose Valley Falls",
    );
    const preview = form().getByRole("region", { name: "Preview" });
    await preview.getByRole("heading", { name: "Where to swim" }).waitFor();
    await expect(preview.locator("strong").textContent()).resolves.toBe("Ojai Valley");
    await expect(preview.locator("em").textContent()).resolves.toBe("creeks");
    await expect(preview.locator("script").count()).resolves.toBe(0);
    await expect(page.evaluate(() => "__hacked" in window)).resolves.toBe(false);
  });

  it("creates a published page that the public site shows at once", async () => {
    await field("Excerpt").fill("Creeks, trails and long evenings.");
    await form().getByRole("switch", { name: "Published" }).check();
    await form().getByRole("button", { name: "Create Page" }).click();
    await expectToast(page, "Success", "Page created successfully");
    await form().waitFor({ state: "detached" });
    const created = card(page, "Summer Guide");
    await created.getByText("Published", { exact: true }).waitFor();
    await created.getByText("/page/summer-guide").waitFor();
    await created.getByText("Creeks, trails and long evenings.").waitFor();

    const visitor = await newPage(site.browser, site.server.url);
    await visitor.page.goto("/page/summer-guide");
    await visitor.page.getByRole("heading", { name: "Where to swim" }).waitFor();
    await visitor.context.close();
  });

  it("refuses a slug another page has, keeping the form, with the error toast", async () => {
    await page.getByRole("button", { name: "New Page" }).click();
    await field("Title").fill("About Again");
    await field("Slug").fill("summer-guide");
    await field("Content").fill("Duplicate.");
    await form().getByRole("button", { name: "Create Page" }).click();
    await expectToast(page, "Error", "Failed to create page");
    await expect(fieldError(field("Slug"))).resolves.toMatch(/already in use/);
    await expect(field("Title").inputValue()).resolves.toBe("About Again");
    // What was typed is still unsaved: Cancel asks before throwing it away.
    await cancelAndDiscard(form());
    await form().waitFor({ state: "detached" });
  });

  it("edits a page in the Edit Page form without touching its slug, and the public page follows", async () => {
    await card(page, "Summer Guide").getByRole("button", { name: "Edit Summer Guide" }).click();
    await form().getByRole("heading", { name: "Edit Page" }).waitFor();
    await field("Title").fill("Summer Guide 2026");
    await expect(field("Slug").inputValue()).resolves.toBe("summer-guide");
    await field("Content").fill("## Where to swim now\n\nUpdated.");
    await form().getByRole("button", { name: "Update Page" }).click();
    await expectToast(page, "Success", "Page updated successfully");
    await card(page, "Summer Guide 2026").waitFor();

    const visitor = await newPage(site.browser, site.server.url);
    await visitor.page.goto("/page/summer-guide");
    await visitor.page.getByRole("heading", { name: "Where to swim now" }).waitFor();
    await visitor.context.close();
  });

  it("deletes a page without asking", async () => {
    await card(page, "Summer Guide 2026").getByRole("button", { name: "Delete Summer Guide 2026" }).click();
    await expectToast(page, "Success", "Page deleted successfully");
    await card(page, "Summer Guide 2026").waitFor({ state: "detached" });
    expect(unexpectedErrors(admin.errors, [failedResource(409), /Failed to create page/])).toEqual([]);
  });
});
