import { describe, expect, it } from "vitest";
import { newPage } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();

describe("the built site", () => {
  it("serves the home page from the same server as the API", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
