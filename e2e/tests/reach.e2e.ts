// A listing's reach in a browser (docs/product.md "Reach"): the directory's first page, counted by
// the server as it answered it, sends no beacon when it hydrates; another page of results reached
// without a reload sends one beacon with its businesses' ids, which the server takes (204). The
// browser says it is an ordinary Chrome: headless Chrome's own user agent is a crawler's to isbot,
// and a crawler is not counted.
import { describe, expect, it } from "vitest";
import { newTab, viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { getJson, type SiteBusiness } from "./public-support.ts";

const site = useSiteAndBrowser();
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGE_SIZE = 24;

describe("reach counting in the browser", () => {
  it("the directory sends a beacon for a page of results shown without a reload, not for the first", async () => {
    const businesses = await getJson<SiteBusiness[]>(`${site.server.url}/api/businesses`);
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      viewport: viewports.desktop,
      userAgent: CHROME,
    });
    const { page, errors } = await newTab(context);
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/go/impressions") beacons.push(request.postData() ?? "");
    });
    await page.goto("/directory");
    expect(beacons).toEqual([]);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/go/impressions");
    await page
      .getByRole("navigation", { name: "Business directory pages" })
      .getByRole("link", { name: /page 2/i })
      .click();
    expect((await answered).status()).toBe(204);
    const secondPage = businesses.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((business) => business.id);
    expect(beacons).toHaveLength(1);
    expect(
      beacons[0]
        ?.split(",")
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...secondPage].sort((a, b) => a - b));
    const phone = page.getByTestId("business-card").first().locator('a[href$="/phone"]');
    await expect(phone.getAttribute("href")).resolves.toMatch(/^\/go\/\d+\/phone$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
