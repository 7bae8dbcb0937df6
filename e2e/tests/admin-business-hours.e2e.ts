// The admin's business form edits opening hours and social links: a weekday switched to two spans
// with the keyboard-usable time inputs, a dated exception added, an http:// link refused under its
// field with the API's message, and what was saved read back from the API.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, fieldError, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";
import { getJson, type SiteBusiness } from "./public-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;
const NAME = "Oak Shade Used Books";

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page);
});
afterAll(async () => {
  await admin?.context.close();
});

describe("admin: opening hours and social links", () => {
  it("edits the week, adds a holiday, refuses an http:// link and saves", async () => {
    await page.goto(`/admin/businesses?q=${encodeURIComponent(NAME)}`);
    await card(page, NAME)
      .getByRole("button", { name: `Edit ${NAME}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Business" });
    await dialog.waitFor();
    const hours = dialog.getByRole("group", { name: "Opening hours" });
    await expect(hours.getByRole("switch", { name: "Show opening hours on the listing" }).isChecked()).resolves.toBe(
      true,
    );
    await expect(hours.getByRole("combobox", { name: "Monday" }).inputValue()).resolves.toBe("one");

    await hours.getByRole("combobox", { name: "Monday" }).selectOption("two");
    await hours.getByLabel("Monday: opens").fill("09:30");
    await hours.getByLabel("Monday: closes", { exact: true }).fill("13:00");
    await hours.getByLabel("Monday: reopens").fill("14:00");
    await hours.getByLabel("Monday: closes again").fill("18:30");
    await hours.getByRole("combobox", { name: "Sunday" }).selectOption("closed");
    await hours.getByRole("textbox", { name: "Note" }).fill("Ring the bell for the back room");
    await hours.getByRole("button", { name: "Add a date" }).click();
    await hours.getByLabel("Date", { exact: true }).fill("2026-12-25");

    const social = dialog.getByRole("group", { name: "Social links" });
    await social.getByRole("textbox", { name: "Instagram" }).fill("http://instagram.com/oakshadebooks");
    await dialog.getByRole("button", { name: "Update Business" }).click();
    await expect(fieldError(social.getByRole("textbox", { name: "Instagram" }))).resolves.toBe(
      "The Instagram link must be an https:// address",
    );
    await social.getByRole("textbox", { name: "Instagram" }).fill("https://www.instagram.com/oakshadebooks");
    await dialog.getByRole("button", { name: "Update Business" }).click();
    await expectToast(page, "Success", "Business updated successfully");

    const [saved] = await getJson<(SiteBusiness & { hours: unknown; social: unknown })[]>(
      `${site.server.url}/api/businesses?search=${encodeURIComponent(NAME)}`,
    );
    expect(saved?.hours).toMatchObject({
      weekly: {
        mon: [
          { opens: "09:30", closes: "13:00" },
          { opens: "14:00", closes: "18:30" },
        ],
        sun: [],
      },
      note: "Ring the bell for the back room",
      exceptions: [{ date: "2026-12-25", closed: true }],
    });
    expect(saved?.social).toEqual({ instagram: "https://www.instagram.com/oakshadebooks" });
    expect(unexpectedErrors(admin.errors)).toEqual([]);
  });
});
