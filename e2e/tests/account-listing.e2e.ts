// A member's listing page (/account/businesses/$id): the member changes the phone, sees the change
// waiting for the chamber's approval (old → new), and sends an event their business organizes; the
// page passes axe at phone and desktop widths.
// The member's session is made in the database and its tab token put where the web app's client
// reads a member's bearer from (the tab's sessionStorage): the sign-in flow is tested on its own.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { holdMemberSession, memberTokens } from "./member-support.ts";

const site = useSiteAndBrowser();
let member: PageHandle;
let page: Page;
let business: { id: number; name: string; phone: string };
const screenshotDir = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  const { rows } = await sql(site.server, `SELECT "id", "name", "phone" FROM "Business" ORDER BY "name" LIMIT 1`);
  business = rows[0] as typeof business;
  member = await newPage(site.browser, site.server.url);
  page = member.page;
  await holdMemberSession(site.server, member.context, page, await memberTokens(site.server, business.id));
});
afterAll(async () => {
  await member?.context.close();
});

describe("the member's listing", () => {
  it("sends a change that waits for approval, shown old beside new", async () => {
    await page.goto(`/account/businesses/${business.id}`);
    await page.getByRole("heading", { level: 2, name: business.name }).waitFor();
    await page.getByLabel("Phone").fill("(805) 555-0199");
    await page.getByRole("button", { name: "Save listing" }).click();
    const banner = page.getByRole("status").filter({ hasText: "is waiting for the chamber's approval" });
    await banner.waitFor();
    await expect(banner.getByRole("table", { name: "The waiting change" }).textContent()).resolves.toContain(
      "(805) 555-0199",
    );
    // The form starts from the waiting change; the directory still shows the published phone.
    await expect(page.getByLabel("Phone").inputValue()).resolves.toBe("(805) 555-0199");
    const published = await fetch(`${site.server.url}/api/businesses/${business.id}`);
    expect(((await published.json()) as { phone: string }).phone).toBe(business.phone);
  });

  it("sends an event with the business as organizer, prefilled with the member", async () => {
    await page.getByRole("link", { name: "Submit an event" }).click();
    await page.getByRole("heading", { level: 2, name: "Submit an event" }).waitFor();
    await expect(page.getByLabel("Organizer name").inputValue()).resolves.toBe("Rosa Olivar");
    await expect(page.getByLabel("Organizer email").inputValue()).resolves.toBe("rosa@olive.example");
  });

  it("has no serious axe violation at phone and desktop widths", async () => {
    for (const [width, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      for (const path of [`/account/businesses/${business.id}`, `/account/businesses/${business.id}/events/new`]) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await seriousAxeViolations(page), `${path} at ${width}`).toEqual([]);
        if (screenshotDir) {
          const name = path.endsWith("new") ? "account-event" : "account-listing";
          await page.screenshot({ path: `${screenshotDir}/${name}-${viewport.width}.png`, fullPage: true });
        }
      }
    }
    expect(member.errors).toEqual([]);
  });
});
