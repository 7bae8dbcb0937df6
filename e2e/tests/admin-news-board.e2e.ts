// Admin News and Board tabs: add dialogs, inline editing, deletes without confirmation, and the
// optional fields (news excerpt and date, board company), and the board's order by Move up/down,
// by keyboard drag and by mouse drag, as the public About page then shows it.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, fieldError, openTab, signInAsAdmin } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "News");
});
afterAll(async () => {
  await admin?.context.close();
});

const ARTICLE = "Orange Blossom Days Return";
const MEMBER = "Rosa Delgado";

/** The board as the admin's list shows it, first to last. */
const adminOrder = () =>
  page
    .getByRole("region", { name: "Board Members" })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((node) => node.getAttribute("aria-label") ?? ""));

async function waitForAdminOrder(expected: string[]) {
  await expect.poll(adminOrder, { timeout: 5000 }).toEqual(expected);
  // And saved: the server's list (which the admin's cache is set to once the call answers).
  await expect
    .poll(async () =>
      ((await (await fetch(`${site.server.url}/api/board-members`)).json()) as { name: string }[]).map((m) => m.name),
    )
    .toEqual(expected);
}

/** The board as a visitor sees it on /about. */
async function aboutOrder(): Promise<string[]> {
  const visitor = await newPage(site.browser, site.server.url);
  await visitor.page.goto("/about");
  await visitor.page.getByTestId("board-member").first().waitFor();
  const names = await visitor.page
    .getByTestId("board-member")
    .evaluateAll((cards) => cards.map((node) => node.getAttribute("aria-label") ?? ""));
  await visitor.context.close();
  return names;
}

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
  it("validates the Add Member dialog and adds a member at the end of the board, with no order to type", async () => {
    await openTab(page, "Board");
    await page.getByRole("heading", { name: "Board Members" }).waitFor();
    await page.getByRole("button", { name: "Add Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Member" });
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(fieldError(dialog.getByRole("textbox", { name: "Full name" }))).resolves.toBe("Full name is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Title" }))).resolves.toBe("Title is required");
    await expect(dialog.getByRole("textbox", { name: "Display order" }).count()).resolves.toBe(0);

    await dialog.getByRole("textbox", { name: "Full name" }).fill(MEMBER);
    await dialog.getByRole("textbox", { name: "Title" }).fill("Secretary");
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expectToast(page, "Success", "Board member added successfully");
    await dialog.waitFor({ state: "hidden" });
    const added = card(page, MEMBER);
    await added.getByText("Secretary").waitFor();
    expect((await adminOrder()).at(-1)).toBe(MEMBER);
  });

  it("edits a member inline and keeps the member's place", async () => {
    const before = await adminOrder();
    await card(page, MEMBER)
      .getByRole("button", { name: `Edit ${MEMBER}` })
      .click();
    const form = page.getByRole("region", { name: `Edit ${MEMBER}` });
    await form.getByRole("textbox", { name: "Company" }).fill("Delgado Citrus Co.");
    await form.getByRole("button", { name: "Update Member" }).click();
    await expectToast(page, "Success", "Board member updated successfully");
    const edited = card(page, MEMBER);
    await edited.getByText("Delgado Citrus Co.").waitFor();
    expect(await adminOrder()).toEqual(before);
  });

  it("moves a member up with the keyboard and the Move up button, saved for the public About page", async () => {
    const before = await adminOrder();
    const last = before.length - 1;
    // Move up, pressed with the keyboard.
    await card(page, MEMBER)
      .getByRole("button", { name: `Move ${MEMBER} up` })
      .focus();
    await page.keyboard.press("Enter");
    const once = [...before.slice(0, last - 1), MEMBER, before[last - 1] as string];
    await waitForAdminOrder(once);
    // Dragged with the keyboard: Space picks up the handle, ArrowUp moves one place, Space drops.
    await card(page, MEMBER)
      .getByRole("button", { name: `Reorder ${MEMBER}` })
      .focus();
    // Each step waits for what a screen reader is told (dnd-kit's live region): the member is
    // over its own place once picked up, one place higher after ArrowUp, then dropped there.
    const told = (text: string) =>
      expect.poll(() => page.locator("[aria-live]").allTextContents(), { timeout: 5000 }).toContain(text);
    await page.keyboard.press("Space");
    await told(`${MEMBER} is over place ${last} of ${before.length}.`);
    await page.keyboard.press("ArrowUp");
    await told(`${MEMBER} is over place ${last - 1} of ${before.length}.`);
    await page.keyboard.press("Space");
    await told(`${MEMBER} dropped at place ${last - 1} of ${before.length}.`);
    const twice = [...before.slice(0, last - 2), MEMBER, ...before.slice(last - 2, last)];
    await waitForAdminOrder(twice);
    await expect(aboutOrder()).resolves.toEqual(twice);
  });

  it("moves a member to the top by dragging with the mouse", async () => {
    const before = await adminOrder();
    const first = before[0] as string;
    // Tall enough for the whole board, so both ends of the drag are on screen.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const handle = card(page, MEMBER).getByRole("button", { name: `Reorder ${MEMBER}` });
    const from = await handle.boundingBox();
    const dragged = await card(page, MEMBER).boundingBox();
    const target = await card(page, first).boundingBox();
    if (!from || !dragged || !target) throw new Error("the board is not on screen");
    // Move the pointer by the distance between the two cards' centres, in small steps as a hand would.
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    const dy = target.y + target.height / 2 - (dragged.y + dragged.height / 2);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 10, { steps: 3 });
    await page.mouse.move(x, y + dy, { steps: 15 });
    await page.mouse.up();
    const expected = [MEMBER, ...before.filter((name) => name !== MEMBER)];
    await waitForAdminOrder(expected);
    await expect(aboutOrder()).resolves.toEqual(expected);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("shows the change on the public About page at once, then deletes without asking", async () => {
    const visitor = await newPage(site.browser, site.server.url);
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
