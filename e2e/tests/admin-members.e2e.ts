// Admin Members tab (docs/product.md "Claims and members"): staff approve a claim that waits for
// them (this server sends no mail, so they copy the sign-in link), refuse another with a reason,
// invite a person to a listing, see who can edit it from the business's own form, and remove a
// member's access after a confirmation. Screenshots of the tab at both widths.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, type PageHandle, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { card, expectToast, signInAsAdmin } from "./admin-support.ts";

const site = useSiteAndBrowser();
let admin: PageHandle;
let page: Page;
const BUSINESS = "Topa Ridge Kitchen";

/** A claim as a visitor's unmatched claim leaves it: a member and a pending claim. */
async function pendingClaim(name: string, email: string) {
  const member = await sql(site.server, `INSERT INTO "Member" ("name", "email") VALUES ($1, $2) RETURNING "id"`, [
    name,
    email,
  ]);
  await sql(
    site.server,
    `INSERT INTO "ListingClaim" ("businessId", "memberId", "name", "email")
     SELECT "id", $1, $2, $3 FROM "Business" WHERE "name" = $4`,
    [member.rows[0]?.id, name, email, BUSINESS],
  );
}

beforeAll(async () => {
  await pendingClaim("Lee Park", "lee.park@gmail.com");
  await pendingClaim("Pat Doe", "pat@elsewhere.example");
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Members");
});
afterAll(async () => {
  await admin?.context.close();
});

const claimCard = (who: string) => card(page, `Claim of ${BUSINESS} by ${who}`);
const personCard = (who: string) => card(page, `Member ${who}`);

describe("admin members", () => {
  it("shows the claims beside the listing's e-mail and website, and approves one with a link to copy", async () => {
    await page.getByRole("heading", { name: "Pending claims (2)" }).waitFor();
    await claimCard("Lee Park").getByText("reservations@topa-ridge-kitchen.example", { exact: false }).waitFor();
    await claimCard("Lee Park").getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: "Claim approved" });
    const link = await dialog.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(link).toMatch(/\/account\/verify\?token=/);
    await dialog.getByRole("button", { name: "Copy link" }).waitFor();
    await expectToast(page, "Success", `Lee Park can now edit ${BUSINESS}`);
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await personCard("Lee Park").getByText(BUSINESS).waitFor();
  });

  it("refuses a claim with a reason", async () => {
    await claimCard("Pat Doe").getByRole("button", { name: "Refuse" }).click();
    const dialog = page.getByRole("dialog", { name: "Refuse claim" });
    await dialog.getByRole("button", { name: "Refuse" }).click();
    await dialog.getByText("Reason is required").waitFor();
    await dialog.getByRole("textbox", { name: "Reason" }).fill("We could not confirm you work there.");
    await dialog.getByRole("button", { name: "Refuse" }).click();
    await expectToast(page, "Success", "Claim refused; the claimant is told why");
    await page.getByRole("heading", { name: "Pending claims (0)" }).waitFor();
  });

  it("invites a person to a listing, with the link to copy", async () => {
    await page.getByRole("button", { name: "Invite a person" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a person" });
    await dialog.getByRole("combobox", { name: "Listing" }).fill("Topa Ridge");
    await page.getByRole("option", { name: BUSINESS }).click();
    await dialog.getByRole("textbox", { name: "Name" }).fill("Kim Rivera");
    await dialog.getByRole("textbox", { name: "Email" }).fill("kim@topa-ridge-kitchen.example");
    await dialog.getByRole("button", { name: "Invite" }).click();
    await expectToast(page, "Success", "Kim Rivera can now edit the listing");
    expect(await dialog.getByRole("textbox", { name: "Invitation link" }).inputValue()).toMatch(/token=/);
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await personCard("Kim Rivera").getByText("Invited", { exact: true }).waitFor();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`draws the tab on a ${name}`, async () => {
      await page.setViewportSize(viewport);
      await personCard("Kim Rivera").waitFor();
      await page.screenshot({ path: `/tmp/claims-members-${viewport.width}.png`, fullPage: true });
    });
  }

  it("shows who can edit a business on its edit form", async () => {
    await page.setViewportSize(viewports.desktop);
    await signInAsAdmin(page, "Businesses");
    await page.goto(`/admin/businesses?q=${encodeURIComponent(BUSINESS)}`);
    await card(page, BUSINESS)
      .getByRole("button", { name: `Edit ${BUSINESS}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Business" });
    const panel = dialog.getByRole("region", { name: "Members who can edit this listing" });
    await panel.getByText("Kim Rivera").waitFor();
    await panel.getByText("Lee Park").waitFor();
    await panel.screenshot({ path: "/tmp/claims-business-members-1280.png" });
  });

  it("removes a member's access after a confirmation", async () => {
    await page.goto("/admin/members");
    await personCard("Lee Park")
      .getByRole("button", { name: `Remove Lee Park's access to ${BUSINESS}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Remove access" });
    await confirm.getByText("is signed out everywhere at once", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Remove access" }).click();
    await expectToast(page, "Success", `Lee Park can no longer edit ${BUSINESS}`);
    await personCard("Lee Park").getByText("No listing yet.").waitFor();
  });
});
