// Admin News and Board tabs: add dialogs, inline editing, deletes without confirmation, and the
// optional fields (news excerpt and date, board company and order).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, type PageHandle } from "../harness/browser.ts";
import { type RunningServer, startServer } from "../harness/server.ts";
import { card, expectToast, fieldError, openTab, signInAsAdmin } from "./admin-support.ts";

let server: RunningServer;
let browser: Browser;
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await newPage(browser, server.url);
  page = admin.page;
  await signInAsAdmin(page, "News");
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await server?.stop();
});

const ARTICLE = "Orange Blossom Days Return";
const MEMBER = "Rosa Delgado";

describe("admin news", () => {
  it("validates the Add Article dialog with the API's messages", async () => {
    await page.getByRole("heading", { name: "News Articles" }).waitFor();
    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Article" });
    await expect(dialog.getByRole("textbox", { name: "Content" }).getAttribute("rows")).resolves.toBe("8");
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(fieldError(dialog.getByRole("textbox", { name: "Title" }))).resolves.toBe("Title is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Author" }))).resolves.toBe("Author is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Content" }))).resolves.toBe("Content is required");
    await expect(fieldError(dialog.getByRole("combobox", { name: "Category" }))).resolves.toBe("Category is required");
  });

  it("creates an article with no excerpt or date: both are filled in", async () => {
    const dialog = page.getByRole("dialog", { name: "Add Article" });
    await dialog.getByRole("textbox", { name: "Title" }).fill(ARTICLE);
    await dialog.getByRole("textbox", { name: "Author" }).fill("June Okada");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Community", exact: true }).click();
    await dialog
      .getByRole("textbox", { name: "Content" })
      .fill("The East End groves bloom in April. Walks, pie and a parade fill the weekend.");
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expectToast(page, "Success", "News article created successfully");
    await dialog.waitFor({ state: "hidden" });

    const today = new Date().toLocaleDateString("en-US", {
      timeZone: "America/Los_Angeles",
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    const created = card(page, ARTICLE);
    await created.getByText(`By June Okada • community • ${today}`).waitFor();
    await created.getByText("The East End groves bloom in April.", { exact: false }).waitFor();
  });

  it("edits an article inline, in place of its list entry", async () => {
    await card(page, ARTICLE)
      .getByRole("button", { name: `Edit ${ARTICLE}` })
      .click();
    const form = page.getByRole("region", { name: `Edit ${ARTICLE}` });
    await expect(form.getByRole("textbox", { name: "Title" }).inputValue()).resolves.toBe(ARTICLE);
    await form.getByRole("textbox", { name: "Excerpt" }).fill("Blossoms, pie and a parade.");
    await form.getByRole("textbox", { name: "Author" }).fill("");
    await form.getByRole("button", { name: "Update Article" }).click();
    await expect(fieldError(form.getByRole("textbox", { name: "Author" }))).resolves.toBe("Author is required");
    await form.getByRole("textbox", { name: "Author" }).fill("June Okada");
    await form.getByRole("button", { name: "Update Article" }).click();
    await expectToast(page, "Success", "News article updated successfully");
    await card(page, ARTICLE).getByText("Blossoms, pie and a parade.").waitFor();
  });

  it("deletes an article without asking", async () => {
    await card(page, ARTICLE)
      .getByRole("button", { name: `Delete ${ARTICLE}` })
      .click();
    await expectToast(page, "Success", "News article deleted successfully");
    await card(page, ARTICLE).waitFor({ state: "detached" });
  });
});

describe("admin board", () => {
  it("validates the Add Member dialog and adds a member with an unreadable order as 0", async () => {
    await openTab(page, "Board");
    await page.getByRole("heading", { name: "Board Members" }).waitFor();
    await page.getByRole("button", { name: "Add Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Member" });
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(fieldError(dialog.getByRole("textbox", { name: "Full name" }))).resolves.toBe("Full name is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Title" }))).resolves.toBe("Title is required");

    await dialog.getByRole("textbox", { name: "Full name" }).fill(MEMBER);
    await dialog.getByRole("textbox", { name: "Title" }).fill("Secretary");
    await dialog.getByRole("textbox", { name: "Display order" }).fill("soon");
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expectToast(page, "Success", "Board member added successfully");
    await dialog.waitFor({ state: "hidden" });
    const added = card(page, MEMBER);
    await added.getByText("Secretary").waitFor();
    await added.getByText("Display order 0").waitFor();
  });

  it("edits a member inline, parsing the order as a whole number", async () => {
    await card(page, MEMBER)
      .getByRole("button", { name: `Edit ${MEMBER}` })
      .click();
    const form = page.getByRole("region", { name: `Edit ${MEMBER}` });
    await form.getByRole("textbox", { name: "Company" }).fill("Delgado Citrus Co.");
    await form.getByRole("textbox", { name: "Display order" }).fill("3.7");
    await form.getByRole("button", { name: "Update Member" }).click();
    await expectToast(page, "Success", "Board member updated successfully");
    const edited = card(page, MEMBER);
    await edited.getByText("Delgado Citrus Co.").waitFor();
    await edited.getByText("Display order 3").waitFor();
  });

  it("shows the change on the public About page at once, then deletes without asking", async () => {
    const visitor = await newPage(browser, server.url);
    await visitor.page.goto("/about");
    await visitor.page.getByText(MEMBER).first().waitFor();
    await visitor.context.close();

    await card(page, MEMBER)
      .getByRole("button", { name: `Delete ${MEMBER}` })
      .click();
    await expectToast(page, "Success", "Board member deleted successfully");
    await card(page, MEMBER).waitFor({ state: "detached" });
    expect(admin.errors).toEqual([]);
  });
});
