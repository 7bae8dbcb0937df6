// Staff working as a team (docs/product.md "Staff and roles"), on the built server with a real SMTP
// peer: the owner invites an editor and a moderator from the Staff screen; each follows the mailed
// link, chooses a password (a common one is refused) and lands signed in; each sees only what the
// role allows (no Staff or Settings, and a moderator no Add or Edit buttons); the moderator approves
// a visitor's event and is told that Settings is an owner's; the owner makes an API token. Set SCREENSHOT_DIR to keep screenshots
// of the Staff screen at a phone's and a desktop's width.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, header } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, type PageHandle, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteWithMail } from "../harness/site.ts";
import { expectToast, failedResource, openTab, signInAsAdmin, unexpectedErrors } from "./admin-support.ts";

const screenshotDir = process.env.SCREENSHOT_DIR;
const EDITOR = { name: "Erin Editor", email: "erin@ojaichamber.example" };
const MODERATOR = { name: "Milo Moderator", email: "milo@ojaichamber.example" };
const PASSWORD = "sycamore lantern harvest 27";
const EVENT = "Meiners Oaks Porch Concert";

const site = useSiteWithMail({ STAFF_EMAIL: "staff@ojaichamber.example" });

let owner: PageHandle;
let editor: PageHandle;
let moderator: PageHandle;

beforeAll(async () => {
  owner = await newPage(site.browser, site.server.url, viewports.desktop);
  editor = await newPage(site.browser, site.server.url, viewports.desktop);
  moderator = await newPage(site.browser, site.server.url, viewports.phone);
  // A visitor's event waiting for staff, as the public form leaves one.
  const { rows } = await sql(
    site.server,
    `SELECT "name" FROM "Category" WHERE "kind" = 'event' ORDER BY "position" LIMIT 1`,
  );
  const payload = {
    title: EVENT,
    description: "Neighbours play on their porches along El Roblar Drive.",
    category: rows[0]?.name,
    location: "El Roblar Drive, Meiners Oaks",
    date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    website: null,
    organizerName: "June Park",
    organizerEmail: "june@example.com",
    imageId: null,
  };
  await sql(site.server, `INSERT INTO "Submission" ("kind", "payload", "submitterEmail") VALUES ('event', $1, $2)`, [
    JSON.stringify(payload),
    payload.organizerEmail,
  ]);
});
afterAll(async () => {
  for (const handle of [owner, editor, moderator]) await handle?.context.close();
});

/** The path of the invitation link mailed to `to`, once it has arrived. */
async function invitationPath(to: string): Promise<string> {
  const find = () => site.mail.arrived.find((mail) => mail.to.includes(to));
  await expect.poll(() => Boolean(find()), { timeout: 15_000 }).toBe(true);
  const mail = find() as NonNullable<ReturnType<typeof find>>;
  expect(header(mail.raw, "subject")).toBe("Your invitation to the chamber's admin");
  const link = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(body(mail.raw))?.[0] ?? "";
  expect(link).not.toBe("");
  const { pathname, search } = new URL(link);
  return pathname + search;
}

async function invite(page: Page, person: { name: string; email: string }, role: "Editor" | "Moderator") {
  await page.getByRole("button", { name: "Invite a person" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a person to the staff" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(person.name);
  await dialog.getByRole("textbox", { name: "Email" }).fill(person.email);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: new RegExp(`^${role}`) }).click();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, "Success", `${person.name} is invited: the link is on its way`);
  await page.getByRole("article", { name: `Invitation ${person.name}` }).waitFor();
}

async function accept(page: Page, path: string, name: string, password: string) {
  await page.goto(path);
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Password again" }).fill(password);
  await page.getByRole("button", { name: "Create my account" }).click();
}

/** Waits until the accepted invitation left its page; a refusal fails with the page's own words. */
async function leftInvitation(page: Page) {
  const state = async () =>
    page.url().includes("/admin/invitation")
      ? `still on the invitation: ${(await page.getByRole("alert").allTextContents()).join(" ") || "(no alert)"}`
      : "left";
  await expect.poll(state, { timeout: 30_000 }).toBe("left");
}

const tabNames = (page: Page) => page.getByRole("tab").allTextContents();

describe("staff work as a team", () => {
  it("the owner invites an editor and a moderator from the Staff screen", async () => {
    const page = owner.page;
    await signInAsAdmin(page, "Staff");
    await page
      .getByRole("article", { name: /^Staff / })
      .first()
      .waitFor();
    await invite(page, EDITOR, "Editor");
    await invite(page, MODERATOR, "Moderator");
  });

  it("the editor accepts, lands signed in, and is offered neither Staff nor Settings", async () => {
    const page = editor.page;
    await accept(page, await invitationPath(EDITOR.email), EDITOR.name, PASSWORD);
    await leftInvitation(page);
    await page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
    // The tabs come once the dashboard's first list has loaded.
    await page.getByRole("tab", { name: "Businesses" }).waitFor();
    const tabs = await tabNames(page);
    expect(tabs).toContain("Businesses");
    expect(tabs).not.toContain("Settings");
    expect(tabs).not.toContain("Staff");
    await page.getByRole("button", { name: "Add Business" }).waitFor();
    await page.goto("/admin/staff");
    await page.getByText("Only an owner can manage staff accounts and API tokens.").waitFor();
    expect(unexpectedErrors(editor.errors)).toEqual([]);
  });

  it("the moderator is refused a common password, then accepts with a good one", async () => {
    const page = moderator.page;
    await accept(page, await invitationPath(MODERATOR.email), MODERATOR.name, "password123456");
    await page.getByText("That password is too common: choose one nobody would guess").waitFor();
    await accept(page, page.url().replace(site.server.url, ""), MODERATOR.name, PASSWORD);
    await leftInvitation(page);
    await page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
  });

  it("the moderator sees no Add or Edit buttons, approves the visitor's event, and cannot open Settings", async () => {
    const page = moderator.page;
    await page.getByRole("tab", { name: "Businesses" }).waitFor();
    const tabs = await tabNames(page);
    expect(tabs).not.toContain("Settings");
    expect(tabs).not.toContain("Staff");
    await page.getByRole("heading", { name: "Business Directory" }).waitFor();
    await page.getByRole("article").first().waitFor();
    expect(await page.getByRole("button", { name: "Add Business" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    await openTab(page, "Events");
    const submission = page.getByRole("article", { name: `Submission: ${EVENT}` });
    await submission.getByRole("button", { name: "Approve", exact: true }).click();
    await expectToast(page, "Success", "Submission approved and published");
    await page.goto("/admin/settings");
    await page.getByText("Only an owner can change the site settings.").waitFor();
    expect(await page.getByRole("heading", { name: "Website Settings" }).count()).toBe(0);
    // The 400 is the common password refused on purpose.
    expect(unexpectedErrors(moderator.errors, [failedResource(400)])).toEqual([]);
  });

  it("the owner's Staff screen lists all three with their roles; a new API token is shown once", async () => {
    const page = owner.page;
    await page.reload();
    await page.getByRole("article", { name: `Staff ${MODERATOR.name}` }).waitFor();
    const role = (name: string) => page.getByRole("combobox", { name: `Role of ${name}` }).inputValue();
    await expect(role(EDITOR.name)).resolves.toBe("Editor");
    await expect(role(MODERATOR.name)).resolves.toBe("Moderator");
    expect(await page.getByRole("article", { name: /^Invitation / }).count()).toBe(0);

    // A token for an integration: an editor's by default, shown once, listed with its maker.
    const tokens = page.getByRole("form", { name: "Make an API token" });
    await tokens.getByRole("textbox", { name: "Token name" }).fill("Visitor bureau sync");
    await tokens.getByRole("button", { name: "Make token" }).click();
    const shown = page.getByRole("dialog", { name: "Your new API token" });
    await expect(shown.getByRole("textbox", { name: "API token" }).inputValue()).resolves.toMatch(/^chk_[\w-]{43}$/);
    await expectToast(page, "Success", "API token made: copy it now");
    await shown.getByRole("button", { name: "Close dialog" }).click();
    await shown.waitFor({ state: "detached" });
    const row = page.getByRole("article", { name: "API token Visitor bureau sync" });
    await row.getByText("Made by staff@ojaichamber.example").waitFor();
    await expect(row.getByText("Editor", { exact: true }).count()).resolves.toBe(1);

    if (screenshotDir) {
      await page.screenshot({ path: `${screenshotDir}/staff-1280.png`, fullPage: true });
      await page.setViewportSize(viewports.phone);
      await page.reload();
      await page.getByRole("article", { name: "API token Visitor bureau sync" }).waitFor();
      await page.screenshot({ path: `${screenshotDir}/staff-390.png`, fullPage: true });
      await page.setViewportSize(viewports.desktop);
    }
    expect(unexpectedErrors(owner.errors)).toEqual([]);
  });
});
