// "Forgot your password?" end to end (docs/product.md "Staff sign-in"), on the built server with a
// real SMTP peer: the link on the sign-in form, the same confirmation for any address, the mailed
// link opening the page where the new password is typed twice, then sign-in with it (and not with
// the old one). Set SCREENSHOT_DIR for screenshots.
import { describe, expect, it } from "vitest";
import { body } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, seriousAxeViolations } from "../harness/browser.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../harness/server.ts";
import { useSiteWithMail } from "../harness/site.ts";
import { failedResource, screenshotsAt, signIn, unexpectedErrors } from "./admin-support.ts";

const site = useSiteWithMail();

const NEW_PASSWORD = "quiet juniper lantern 42";

describe("a forgotten password", () => {
  it("is reset through the mailed link, after which only the new one signs in", async () => {
    const { page, errors, context } = await newPage(site.browser, site.server.url);
    await page.goto("/admin/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?", level: 1 }).waitFor();
    const email = page.getByRole("textbox", { name: "Email" });

    // A stranger's address gets the same confirmation, and no mail.
    await email.fill("nobody@example.com");
    await page.getByRole("button", { name: "Send the link" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "If that address belongs to a staff account" });
    await confirmation.waitFor();
    await page.reload();
    await email.fill(ADMIN_EMAIL.toUpperCase());
    await page.getByRole("button", { name: "Send the link" }).click();
    await confirmation.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotsAt(page, "password-forgot");

    await expect
      .poll(() => site.mail.arrived.some((mail) => mail.to.includes(ADMIN_EMAIL)), { timeout: 15_000 })
      .toBe(true);
    expect(site.mail.arrived.some((mail) => mail.to.includes("nobody@example.com"))).toBe(false);
    const mail = site.mail.arrived.find((arrived) => arrived.to.includes(ADMIN_EMAIL));
    const url = /https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/.exec(body(mail?.raw ?? ""))?.[0] ?? "";
    const { pathname, search } = new URL(url);

    await page.goto(pathname + search);
    await page.getByRole("heading", { name: "Choose a new password", level: 1 }).waitFor();
    const password = page.getByRole("textbox", { name: /^New password\s*\*?$/ });
    const again = page.getByRole("textbox", { name: "New password again" });
    await password.fill("short");
    await again.fill("different");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.getByText("Password must be at least 12 characters").waitFor();
    await page.getByText("The two passwords are not the same").waitFor();
    await password.fill("password1234");
    await again.fill("password1234");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.getByText("That password is too common").waitFor();
    await screenshotsAt(page, "password-reset");
    await password.fill(NEW_PASSWORD);
    await again.fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set the new password" }).click();

    await page.waitForURL((location) => location.pathname === "/admin/sign-in");
    await page.getByRole("status").filter({ hasText: "Your password has been changed" }).waitFor();
    await screenshotsAt(page, "password-changed");
    await signIn(page, { password: ADMIN_PASSWORD }, { goto: false });
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    await signIn(page, { password: NEW_PASSWORD }, { goto: false });
    await page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();

    // The link worked once.
    await page.goto(pathname + search);
    await page.getByRole("textbox", { name: /^New password\s*\*?$/ }).fill("another fine passphrase");
    await page.getByRole("textbox", { name: "New password again" }).fill("another fine passphrase");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.getByText("This link has expired or was already used").waitFor();
    await page.getByRole("link", { name: "Ask for a new link" }).waitFor();
    expect(unexpectedErrors(errors, [failedResource(400), failedResource(401)])).toEqual([]);
    await context.close();
  });
});
