// Photos (docs/decisions/019): a staff member uploads a photo in the Businesses and Events dialogs,
// sees its preview, saves, and the public card and event page show it as a <picture> of AVIF and
// WebP with every width, a reserved aspect ratio and lazy loading below the fold. Set SCREENSHOT_DIR
// to keep screenshots of the directory and the event page at phone and desktop widths.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, viewports } from "../harness/browser.ts";
import { drawnJpeg } from "../harness/drawn-photo.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, openTab, signInAsAdmin } from "./admin-support.ts";

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

const BUSINESS = "Matilija Surf & Sun";
const EVENT = "Members Business Mixer";

/** Uploads a photo through the dialog's picker and waits for its preview. */
async function uploadPhoto(dialog: Locator, name: string, hue: number) {
  const field = dialog.getByTestId("image-field");
  const chooser = page.waitForEvent("filechooser");
  await field.getByRole("button", { name: /Upload photo|Replace photo/ }).click();
  await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer: await drawnJpeg(page, hue) });
  await field.locator("img").waitFor();
  // The preview element comes before its pixels: wait until the browser has decoded them.
  await expect
    .poll(() => field.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** The facts of a public <picture>: its sources, and whether the photo loaded. */
async function pictureOf(scope: Locator) {
  const img = scope.locator("picture img").first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return {
    alt: await img.getAttribute("alt"),
    width: await img.getAttribute("width"),
    height: await img.getAttribute("height"),
    loading: await img.getAttribute("loading"),
    webp: await img.getAttribute("srcset"),
    avif: await scope.locator('picture source[type="image/avif"]').first().getAttribute("srcset"),
    current: await img.evaluate((el: HTMLImageElement) => el.currentSrc),
  };
}

const screenshotDir = process.env.SCREENSHOT_DIR;

describe("photos", () => {
  it("a staff member adds a photo to a new business, previews it and saves it", async () => {
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();
    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Business" });
    await dialog.waitFor();
    await dialog.getByRole("textbox", { name: "Name" }).fill(BUSINESS);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Boards, wetsuits and sun hats for the coast run.");
    await dialog.getByRole("textbox", { name: "Address" }).fill("301 E Matilija St, Ojai, CA 93023");
    await dialog.getByRole("textbox", { name: "Phone" }).fill("(805) 555-0142");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Retail", exact: true }).click();

    // A file that is no photo is refused with the server's reason, and the form keeps no image.
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload photo" }).click();
    await (await chooser).setFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html>nope</html>"),
    });
    await dialog.getByRole("alert").getByText("Only JPEG, PNG, WebP or AVIF images are accepted").waitFor();

    await uploadPhoto(dialog, "surf-shop.jpg", 200);
    await expect(dialog.getByRole("alert").count()).resolves.toBe(0);
    await dialog.getByRole("button", { name: "Remove photo" }).waitFor();
    await dialog.getByRole("button", { name: "Create Business" }).click();
    await expectToast(page, "Success", "Business created successfully");
    await dialog.waitFor({ state: "hidden" });
  });

  it("the public directory card shows it, in AVIF and WebP at each width, with the name as alt text", async () => {
    const visitor = await newPage(site.browser, site.server.url);
    await visitor.page.goto(`/directory?search=${encodeURIComponent(BUSINESS)}`);
    const found = visitor.page.getByTestId("business-card").filter({ hasText: BUSINESS });
    const photo = await pictureOf(found);
    expect(photo.alt).toBe(BUSINESS);
    expect([photo.width, photo.height]).toEqual(["1200", "750"]);
    expect(photo.webp).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
    expect(photo.avif).toMatch(/-400\.avif 400w, .*-800\.avif 800w, .*-1200\.avif 1200w$/);
    // Chromium picks AVIF, at a width that fits the card (never the 1200 one on a 1280 screen).
    expect(photo.current).toMatch(/-(400|800)\.avif$/);
    // The first row leads the page: fetched at once.
    expect(photo.loading).toBe("eager");
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it("a staff member adds a photo to an event; its page shows it and shares it", async () => {
    await openTab(page, "Events");
    // The tab shows a page of events at a time: the staff member looks this one up.
    await page.getByRole("searchbox", { name: "Search events" }).fill(EVENT);
    await card(page, EVENT)
      .getByRole("button", { name: `Edit ${EVENT}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Event" });
    await dialog.waitFor();
    await uploadPhoto(dialog, "mixer.jpg", 30);
    await dialog.getByRole("button", { name: "Update Event" }).click();
    await expectToast(page, "Success", "Event updated successfully");
    await dialog.waitFor({ state: "hidden" });

    const visitor = await newPage(site.browser, site.server.url);
    const events = (await (await visitor.page.request.get("/api/events")).json()) as { id: number; title: string }[];
    const id = events.find((event) => event.title === EVENT)?.id;
    await visitor.page.goto(`/events/${id}`);
    const detail = await pictureOf(visitor.page.getByTestId("event-photo"));
    expect(detail).toMatchObject({ alt: EVENT, loading: "eager", width: "1200", height: "750" });
    const ogImage = await visitor.page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/\/images\/\d+-[0-9a-f]{16}-1200\.webp$/);
    expect(visitor.errors).toEqual([]);

    if (screenshotDir) {
      const eventPath = new URL(visitor.page.url()).pathname;
      for (const [label, viewport] of Object.entries(viewports)) {
        const shot = await newPage(site.browser, site.server.url, viewport);
        for (const [name, path] of [
          ["directory", "/directory"],
          ["events", "/events"],
          ["event", eventPath],
        ]) {
          await shot.page.goto(path as string);
          // Lazy photos below the fold load as the page is scrolled through.
          await shot.page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 400) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo(0, 0);
          });
          await shot.page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
          await shot.page.screenshot({ path: `${screenshotDir}/${name}-${label}.png`, fullPage: name !== "directory" });
        }
        await shot.context.close();
      }
    }
    await visitor.context.close();
  });

  it("a photo below the fold loads lazily and reserves its space before it arrives", async () => {
    const visitor = await newPage(site.browser, site.server.url, viewports.phone);
    await visitor.page.goto("/directory");
    const pictures = visitor.page.locator("[data-testid=business-card] picture img");
    const count = await pictures.count();
    expect(count).toBeGreaterThan(3);
    const last = pictures.nth(count - 1);
    await expect(last.getAttribute("loading")).resolves.toBe("lazy");
    // Its box has the card's 3:2 shape before its bytes are fetched: nothing moves when it lands.
    const box = await last.boundingBox();
    expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(1.5);
    await visitor.context.close();
  });
});
