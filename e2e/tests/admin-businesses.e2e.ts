// Admin Businesses tab: the add/edit dialog with every field, inline validation with the API's
// messages, the category chosen from the list and back, the delete confirmation, and the public site seeing a
// change at once.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, failedResource, fieldError, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page);
});
afterAll(async () => {
  await admin?.context.close();
});

const NAME = "Topatopa Wellness Studio";
const dialogNamed = (name: string) => page.getByRole("dialog", { name });

async function chooseCategory(dialogName: string, option: string) {
  await dialogNamed(dialogName).getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("admin businesses", () => {
  it("shows the API's messages under each field and sends nothing while the form is invalid", async () => {
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();
    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = dialogNamed("Add Business");
    await dialog.waitFor();
    await expect(dialog.getByRole("switch", { name: "Published" }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole("switch", { name: "Featured" }).isChecked()).resolves.toBe(false);

    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expect(fieldError(dialog.getByRole("textbox", { name: "Name" }))).resolves.toBe("Name is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Description" }))).resolves.toBe(
      "Description is required",
    );
    // The category is chosen from the business list: none is chosen yet.
    await expect(fieldError(dialog.getByRole("combobox", { name: "Category" }))).resolves.toBe("Category is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Address" }))).resolves.toBe("Address is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Phone" }))).resolves.toBe("Phone is required");

    await dialog.getByRole("textbox", { name: "Name" }).fill(NAME);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Yoga, sound baths and massage under the oaks.");
    await dialog.getByRole("textbox", { name: "Address" }).fill("12 Fox St, Ojai, CA 93023");
    await dialog.getByRole("textbox", { name: "Phone" }).fill("(805) 555-0199");
    await dialog.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await dialog.getByRole("textbox", { name: "Website" }).fill("not a website");
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expect(fieldError(dialog.getByRole("combobox", { name: "Category" }))).resolves.toBe("Category is required");
    await expect(fieldError(dialog.getByRole("textbox", { name: "Email" }))).resolves.toBe(
      "Enter a valid email address",
    );
    await expect(fieldError(dialog.getByRole("textbox", { name: "Website" }))).resolves.toBe(
      "Enter a valid website address",
    );
    await expect(fieldError(dialog.getByRole("textbox", { name: "Name" }))).resolves.toBeNull();
  });

  it("keeps everything typed when the server refuses, with the product's error toast", async () => {
    const dialog = dialogNamed("Add Business");
    await chooseCategory("Add Business", "Health & Wellness");
    await dialog.getByRole("textbox", { name: "Email" }).fill("hello@topatopa-wellness.example");
    await dialog.getByRole("textbox", { name: "Website" }).fill("topatopa-wellness.example");
    await dialog.getByRole("switch", { name: "Featured" }).check();

    await page.route("**/trpc/business.create**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expectToast(page, "Error", "Failed to create business");
    await page.unroute("**/trpc/business.create**");
    await expect(dialog.getByRole("textbox", { name: "Name" }).inputValue()).resolves.toBe(NAME);
    await expect(dialog.getByRole("combobox", { name: "Category" }).inputValue()).resolves.toBe("Health & Wellness");
    await expect(dialog.getByRole("switch", { name: "Featured" }).isChecked()).resolves.toBe(true);
  });

  it("creates the business, closes the dialog and shows its card with badges", async () => {
    const dialog = dialogNamed("Add Business");
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expectToast(page, "Success", "Business created successfully");
    await dialog.waitFor({ state: "hidden" });
    const created = card(page, NAME);
    await created.waitFor();
    await expect(created.getByText("Featured", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(created.getByText("Published", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(created.getByText("Health & Wellness • 12 Fox St, Ojai, CA 93023").isVisible()).resolves.toBe(true);
    await expect(created.getByRole("link", { name: "hello@topatopa-wellness.example" }).isVisible()).resolves.toBe(
      true,
    );
    // A website typed without a scheme is stored with https://.
    await expect(created.getByRole("link", { name: "https://topatopa-wellness.example" }).isVisible()).resolves.toBe(
      true,
    );

    // The add dialog opens empty again.
    await page.getByRole("button", { name: "Add Business" }).click();
    await expect(dialogNamed("Add Business").getByRole("textbox", { name: "Name" }).inputValue()).resolves.toBe("");
    await dialogNamed("Add Business").getByRole("button", { name: "Cancel" }).click();
    await dialogNamed("Add Business").waitFor({ state: "hidden" });
  });

  it("shows a new business on the public directory at once", async () => {
    const visitor = await newPage(site.browser, site.server.url);
    // The directory shows a page at a time: the visitor looks it up by name.
    await visitor.page.goto(`/directory?search=${encodeURIComponent(NAME)}`);
    await visitor.page.getByText(NAME).first().waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it("reopens the business with its category, and saves an edit", async () => {
    await card(page, NAME)
      .getByRole("button", { name: `Edit ${NAME}` })
      .click();
    const dialog = dialogNamed("Edit Business");
    await dialog.waitFor();
    await expect(dialog.getByRole("combobox", { name: "Category" }).inputValue()).resolves.toBe("Health & Wellness");
    await expect(dialog.getByRole("textbox", { name: "Website" }).inputValue()).resolves.toBe(
      "https://topatopa-wellness.example",
    );

    await chooseCategory("Edit Business", "Services");
    await dialog.getByRole("switch", { name: "Published" }).uncheck();
    await dialog.getByRole("button", { name: "Update Business" }).click();
    await expectToast(page, "Success", "Business updated successfully");
    await dialog.waitFor({ state: "hidden" });
    const edited = card(page, NAME);
    await edited.getByText("Draft", { exact: true }).waitFor();
    await expect(edited.getByText("Services • 12 Fox St, Ojai, CA 93023").isVisible()).resolves.toBe(true);

    // A draft is gone from the public directory at once.
    const visitor = await newPage(site.browser, site.server.url);
    await visitor.page.goto(`/directory?search=${encodeURIComponent(NAME)}`);
    await visitor.page.getByText(`No businesses found for "${NAME}"`).waitFor();
    await expect(visitor.page.getByTestId("business-card").count()).resolves.toBe(0);
    await visitor.context.close();
  });

  it("asks 'Are you sure you want to delete this business?' and deletes only when confirmed", async () => {
    await card(page, NAME)
      .getByRole("button", { name: `Delete ${NAME}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete business" });
    await confirm.getByText("Are you sure you want to delete this business?", { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect(card(page, NAME).count()).resolves.toBe(1);

    await card(page, NAME)
      .getByRole("button", { name: `Delete ${NAME}` })
      .click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Business deleted successfully");
    await card(page, NAME).waitFor({ state: "detached" });
    expect(unexpectedErrors(admin.errors, [failedResource(500), /Failed to create business/])).toEqual([]);
  });

  it("adds a business with only the five required fields (name, description, category, address, phone)", async () => {
    const only = "Meiners Oaks Hardware";
    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = dialogNamed("Add Business");
    await dialog.getByRole("textbox", { name: "Name" }).fill(only);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Nails, paint and good advice since 1952.");
    await chooseCategory("Add Business", "Retail");
    await dialog.getByRole("textbox", { name: "Address" }).fill("110 N Padre Juan Ave, Ojai, CA 93023");
    await dialog.getByRole("textbox", { name: "Phone" }).fill("(805) 555-0142");
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expectToast(page, "Success", "Business created successfully");
    await dialog.waitFor({ state: "hidden" });
    const created = card(page, only);
    await created.getByText("Retail • 110 N Padre Juan Ave, Ojai, CA 93023").waitFor();
    await expect(created.getByText("Published", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(created.getByText("Featured", { exact: true }).count()).resolves.toBe(0);
    expect(unexpectedErrors(admin.errors, [failedResource(500), /Failed to create business/])).toEqual([]);
  });
});
