// The media library (docs/decisions/034-media-library.md): staff upload photos in the Media tab,
// give one its alt text, insert it into a page with "Insert photo", upload another from the
// insert dialog (a real file input), see an external image named under the field, publish, and a
// visitor sees both photos on the public page.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { drawnJpeg } from "../harness/drawn-photo.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, openTab, screenshotsAt, signInAsAdmin } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;

beforeAll(async () => {
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Media");
});
afterAll(async () => {
  await admin?.context.close();
});

/** Chooses `names` in the file picker `button` opens (several when it takes several). */
async function choose(button: Locator, files: { name: string; hue: number }[]) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  const buffers = await Promise.all(
    files.map(async ({ name, hue }) => ({ name, mimeType: "image/jpeg", buffer: await drawnJpeg(page, hue) })),
  );
  await (await chooser).setFiles(buffers);
}

const pageForm = () => page.getByRole("region", { name: /^(Create New Page|Edit Page)$/ });

describe("media library", () => {
  it("uploads two photos at once and gives one its alt text", async () => {
    await page.getByRole("heading", { name: "Media", exact: true }).waitFor();
    // The seed's business photos are in the library already, without alt text of their own.
    await page.getByText("Needs alt text").first().waitFor();
    const before = await page.getByText("Needs alt text").count();
    await choose(page.getByRole("button", { name: "Upload photos" }), [
      { name: "harbor.jpg", hue: 200 },
      { name: "orchard.jpg", hue: 90 },
    ]);
    await expectToast(page, "Success", "2 photos added: give each its alt text");
    await expect.poll(() => page.getByText("Needs alt text").count()).toBe(before + 2);

    await page
      .getByRole("button", { name: /Edit alt text of photo/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Alt text" });
    await dialog.getByRole("textbox", { name: "Alt text" }).fill("Fishing boats in the harbor at dawn");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Alt text saved");
    await card(page, "Fishing boats in the harbor at dawn").waitFor();
    await screenshotsAt(page, "media-grid");
  });

  it("inserts a library photo and an uploaded one into a page, refuses an external image, and publishes", async () => {
    await openTab(page, "Pages");
    await page.getByRole("button", { name: "New Page" }).click();
    await pageForm().getByRole("textbox", { name: "Title", exact: true }).fill("Harbor Days");
    const content = pageForm().getByRole("textbox", { name: "Content", exact: true });
    await content.fill("Come down to the harbor.");

    await pageForm().getByRole("button", { name: "Insert photo" }).click();
    const insert = page.getByRole("dialog", { name: "Insert photo" });
    await insert.getByRole("button", { name: "Insert Fishing boats in the harbor at dawn" }).waitFor();
    await screenshotsAt(page, "media-insert");
    await insert.getByRole("button", { name: "Insert Fishing boats in the harbor at dawn" }).click();
    await expect
      .poll(() => content.inputValue())
      .toMatch(/!\[Fishing boats in the harbor at dawn\]\(\/images\/\d+-[0-9a-f]{16}-\d+\.webp\)$/);

    // A photo straight from the computer: uploaded, asked its alt text, inserted at the cursor.
    await pageForm().getByRole("button", { name: "Insert photo" }).click();
    await choose(insert.getByRole("button", { name: "Upload a photo" }), [{ name: "pier.jpg", hue: 20 }]);
    await insert.getByRole("textbox", { name: "Alt text" }).fill("The old pier");
    await insert.getByRole("button", { name: "Insert", exact: true }).click();
    await expect.poll(() => content.inputValue()).toContain("![The old pier](/images/");

    // Another site's image is named under the field as it is typed, not silently dropped.
    const written = await content.inputValue();
    await content.fill(`${written}\n\n![logo](https://elsewhere.example/logo.png)`);
    await pageForm().getByText("https://elsewhere.example/logo.png is on another site", { exact: false }).waitFor();
    await content.fill(written);

    await pageForm().getByRole("switch", { name: "Published" }).check();
    await pageForm().getByRole("button", { name: "Create Page" }).click();
    await expectToast(page, "Success", "Page created successfully");

    const visitor = await newPage(site.browser, site.server.url);
    await visitor.page.goto("/page/harbor-days");
    for (const alt of ["Fishing boats in the harbor at dawn", "The old pier"]) {
      const img = visitor.page.getByRole("img", { name: alt });
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await visitor.context.close();

    // The library now says where each is used.
    await openTab(page, "Media");
    await card(page, "The old pier").getByText("Used by page “Harbor Days”").waitFor();
  }, 120_000);
});
