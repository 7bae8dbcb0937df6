// A member's sign-in by a mailed link (docs/product.md "Member accounts"), on the built server with
// a real SMTP peer: /account sends a browser without a session to /account/sign-in; the link mailed
// there opens a page whose button signs in (a scanner's GET spends nothing) and lands on /account,
// which lists the member's business; signing out leaves it. The same without JavaScript: the form
// posts, the button posts, the cookie is set. Screens at 390 and 1280 px in /tmp/auth-*.png.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { body } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteWithMail } from "../harness/site.ts";

const site = useSiteWithMail();

let business: { name: string; slug: string };

/** A member of the seed's first business, known by `email`. */
async function memberOfFirstBusiness(email: string) {
  const { rows } = await sql(site.server, `select id, name, slug from "Business" order by id limit 1`);
  business = rows[0] as { name: string; slug: string };
  const member = await sql(site.server, `insert into "Member" (name, email) values ($1, $2) returning id`, [
    "Rosa Vega",
    email,
  ]);
  await sql(site.server, `insert into "BusinessMember" ("businessId", "memberId", via) values ($1, $2, 'invite')`, [
    rows[0]?.id,
    member.rows[0]?.id,
  ]);
}

/** The path of the sign-in link mailed to `to` after `before` mails had arrived. */
async function mailedLink(to: string, before: number): Promise<string> {
  await expect
    .poll(() => site.mail.arrived.slice(before).some((mail) => mail.to.includes(to)), { timeout: 15_000 })
    .toBe(true);
  const mail = site.mail.arrived.slice(before).find((arrived) => arrived.to.includes(to));
  const url = /https?:\/\/\S+\/account\/verify\?token=[\w-]+/.exec(body(mail?.raw ?? ""))?.[0] ?? "";
  expect(url).not.toBe("");
  const { pathname, search } = new URL(url);
  return pathname + search;
}

async function askForLink(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByRole("textbox", { name: "Your e-mail" }).fill(email);
  await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await page.getByText("Check your e-mail").waitFor();
}

describe("a member's sign-in", () => {
  beforeAll(() => memberOfFirstBusiness("rosa@member.example"));

  it("by the mailed link, to /account and out again", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto("/account");
    await page.waitForURL((url) => url.pathname === "/account/sign-in");
    await page.getByRole("heading", { level: 1, name: "Sign in to your account" }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await page.screenshot({ path: "/tmp/auth-sign-in-390.png", fullPage: true });

    const before = site.mail.arrived.length;
    await askForLink(page, "Rosa@Member.example");
    const link = await mailedLink("rosa@member.example", before);
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Sign in to your account" }).waitFor();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByRole("heading", { level: 2, name: business.name }).waitFor();
    const pageLink = page.getByRole("link", { name: "See its public page" });
    await expect(pageLink.getAttribute("href")).resolves.toBe(`/directory/${business.slug}`);
    await page.getByText("Signed in as").waitFor();
    await page.screenshot({ path: "/tmp/auth-account-390.png", fullPage: true });
    const cookie = (await context.cookies()).find((one) => one.name === "chamber_member");
    expect(cookie?.httpOnly).toBe(true);

    // Another tab of the same browser is signed in from the cookie.
    const other = await context.newPage();
    await other.goto("/account");
    await other.getByRole("heading", { level: 2, name: business.name }).waitFor();
    await other.close();

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account/sign-in");
    await page.getByText("You are signed out.").waitFor();
    await page.goto("/account");
    await page.waitForURL((url) => url.pathname === "/account/sign-in");
    // The used link says so.
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("This link has expired or was already used.").waitFor();
    expect(errors.filter((error) => !/401|400|Unauthorized|Bad Request/i.test(error))).toEqual([]);
    await context.close();
  });

  it("without JavaScript: the form, the link's button and the cookie", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      viewport: viewports.desktop,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/account/sign-in");
    await page.screenshot({ path: "/tmp/auth-sign-in-1280.png", fullPage: true });
    await askForLink(page, "nobody@example.com");
    await page.goto("/account/sign-in");
    const before = site.mail.arrived.length;
    await askForLink(page, "rosa@member.example");
    const link = await mailedLink("rosa@member.example", before);
    expect(site.mail.arrived.some((mail) => mail.to.includes("nobody@example.com"))).toBe(false);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    const cookie = (await context.cookies()).find((one) => one.name === "chamber_member");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Strict");
    // Used once: the same link again goes back to the sign-in page, which says so.
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/account/sign-in");
    await page.getByText("That link did not work").waitFor();
    await context.close();
  });

  it("shows /account at a desktop's width, and the sign-in page has no serious axe violation", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url, viewports.desktop);
    const { rows } = await sql(site.server, `select id from "Member" where email = 'rosa@member.example'`);
    const staff = await fetch(`${site.server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "staff@ojaichamber.example", password: "valley-oaks-2025" }),
    });
    const { token } = (await staff.json()) as { token: string };
    const copied = await fetch(`${site.server.url}/api/members/${rows[0]?.id}/sign-in-link`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "{}",
    });
    const { url } = (await copied.json()) as { url: string };
    await page.goto("/account/sign-in");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const { pathname, search } = new URL(url);
    await page.goto(pathname + search);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 2, name: business.name }).waitFor();
    await page.screenshot({ path: "/tmp/auth-account-1280.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
