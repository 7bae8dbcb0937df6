// /directory/{slug}, a business's page: reached from a directory search by the card's name, served
// whole with JavaScript off (title, h1, canonical link, contact links, photos, the events it
// organizes), an old slug redirected in the browser too, an unknown one the 404 page, and no serious
// axe violation at a phone's and a desktop's width. Set SCREENSHOT_DIR to keep screenshots of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { drawnJpeg } from "../harness/drawn-photo.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();
const NAME = "Pixie Tangerine Café";
const SLUG = "pixie-tangerine-cafe";
const TITLE = `${NAME} | Ojai Valley Chamber of Commerce`;
let token = "";
let drawing: PageHandle;

/** A REST call as the harness's admin. */
async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${site.server.url}/api${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function uploadPhoto(hue: number): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await drawnJpeg(drawing.page, hue))], { type: "image/jpeg" }), "p.jpg");
  const response = await fetch(`${site.server.url}/api/images`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

// The café gets a photo, three more and two of the upcoming events, as staff would give them.
beforeAll(async () => {
  const login = await fetch(`${site.server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  drawing = await newPage(site.browser, site.server.url);
  const [main, ...more] = [
    await uploadPhoto(30),
    await uploadPhoto(90),
    await uploadPhoto(160),
    await uploadPhoto(220),
  ];
  const cafe = await api("GET", `/businesses/by-slug/${SLUG}`);
  await api("PUT", `/businesses/${cafe.id}`, { ...cafe, imageId: main, photoIds: more });
  const events = (await fetch(`${site.server.url}/api/events?when=upcoming&limit=2`).then((r) => r.json())) as Record<
    string,
    unknown
  >[];
  for (const event of events) await api("PUT", `/events/${event.id}`, { ...event, organizerId: cafe.id });
});
afterAll(() => drawing?.context.close());

describe("/directory/{slug}", () => {
  it("is opened from a directory search by the business's name", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/directory?search=tangerine");
    await page.getByRole("link", { name: NAME, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/directory/${SLUG}`);
    await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
    await expect.poll(() => page.title()).toBe(TITLE);
    // Visit Website stays on the card.
    await page.goBack();
    await page.getByRole("link", { name: /Visit Website of Pixie Tangerine Café/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is served whole with JavaScript off: head, contact links, photos and its events", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/directory/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(TITLE);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(NAME);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
      new RegExp(`^https?://[^/]+/directory/${SLUG}$`),
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Directory" }).getAttribute("href")).resolves.toBe("/directory");
    await expect(page.getByTestId("business-description").textContent()).resolves.toMatch(/pixie tangerine scones/);
    const main = page.getByRole("main");
    // The contact links go through the counted redirect (docs/product.md "Reach"), which answers
    // the tel: and mailto: addresses.
    const phone = await main.getByRole("link", { name: "(805) 555-0104" }).getAttribute("href");
    expect(phone).toMatch(/^\/go\/\d+\/phone$/);
    const mail = await main.getByRole("link", { name: "hello@pixie-tangerine-cafe.example" }).getAttribute("href");
    expect(mail).toMatch(/^\/go\/\d+\/email$/);
    const directions = await main.getByRole("link", { name: /^Directions to/ }).getAttribute("href");
    const website = await main.getByRole("link", { name: /^Visit Website/ }).getAttribute("href");
    for (const [link, target] of [
      [phone, "tel:+18055550104"],
      [mail, "mailto:hello@pixie-tangerine-cafe.example"],
      [directions, "https://www.google.com/maps/search/?api=1&query=212%20W%20Matilija%20St%2C%20Ojai%2C%20CA%2093023"],
      [website, "https://pixie-tangerine-cafe.example/"],
    ]) {
      const answer = await fetch(`${site.server.url}${link}`, { redirect: "manual" });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(target);
    }
    await expect(page.getByTestId("business-photo").locator("img").getAttribute("alt")).resolves.toBe(NAME);
    const more = page.getByTestId("business-photos").locator("img");
    await expect(more.count()).resolves.toBe(3);
    await expect(more.first().getAttribute("loading")).resolves.toBe("lazy");
    await expect(more.first().getAttribute("alt")).resolves.toBe(`${NAME}, photo 1 of 3`);
    await expect(page.getByTestId("business-events").getByTestId("event-card").count()).resolves.toBe(2);
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? "{}")).toMatchObject({ "@type": "FoodEstablishment", name: NAME });
    await context.close();
  });

  it("redirects an old slug and shows Business Not Found for an unknown one", async () => {
    const { page, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    const renamed = await api("GET", "/businesses/by-slug/arcade-paper-ink");
    await api("PUT", `/businesses/${renamed.id}`, { ...renamed, name: "Arcade Paper & Press" });
    const response = await page.goto("/directory/arcade-paper-ink");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/directory/arcade-paper-press");
    await page.getByRole("heading", { level: 1, name: "Arcade Paper & Press" }).waitFor();

    const missing = await page.goto("/directory/no-such-business");
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Business Not Found" }).waitFor();
    await context.close();
  });

  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`has no serious axe violation on a ${label}`, async () => {
      const { page, errors, context } = await newPage(site.browser, site.server.url, viewport);
      await page.goto(`/directory/${SLUG}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${dir}/page-${viewport.width}.png`, fullPage: true });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
