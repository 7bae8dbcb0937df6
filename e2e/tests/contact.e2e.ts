// /contact: the chamber's fixed details, the office map placeholder and the contact form in every
// state (invalid, pending, success, failure).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { countTrpcCalls, failTrpc, holdTrpc, unexpectedErrors } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

const site = useSiteAndBrowser();

/** A fresh tab on the test server; a step that waits 10 s has failed (the test's own limit is 60 s). */
async function openPage(viewport: { width: number; height: number } = viewports.desktop) {
  const handle = await newPage(site.browser, site.server.url, viewport);
  handle.context.setDefaultTimeout(10_000);
  return handle;
}

const subjects = ["General Inquiry", "Membership Information", "Event Planning", "Business Directory", "Other"];

function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    firstName: form.getByRole("textbox", { name: "First Name" }),
    lastName: form.getByRole("textbox", { name: "Last Name" }),
    email: form.getByRole("textbox", { name: "Email" }),
    subject: form.getByRole("combobox", { name: "Subject" }),
    message: form.getByRole("textbox", { name: "Message" }),
    submit: form.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
  };
}

async function fillValidMessage(page: Page, subject = "Event Planning") {
  const fields = contactForm(page);
  await fields.firstName.fill("Rosa");
  await fields.lastName.fill("Ortega");
  await fields.email.fill("rosa@ojai.example");
  await fields.subject.selectOption(subject);
  await fields.message.fill("We'd like to hold a harvest fair in Libbey Park next October.");
  return fields;
}

describe("/contact", () => {
  it("shows the office's address, phone, email, hours and a map placeholder", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Get In Touch");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.textContent()).resolves.toMatch(/Home.*Contact/);
    const details = page.getByRole("heading", { name: "Contact Information" }).locator("xpath=..");
    await details.waitFor();
    const text = (await details.textContent()) ?? "";
    for (const fixed of [
      "206 N Signal St",
      "Ojai, CA 93023",
      "(805) 555-0100",
      "info@ojai-valley-chamber.example",
      "Mon-Fri 9:00 AM - 5:00 PM",
    ]) {
      expect(text).toContain(fixed);
    }
    await page.getByRole("heading", { name: "Visit Our Office" }).waitFor();
    await expect(page.getByTestId("map-placeholder").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers the five subjects behind 'Select a subject', an email field and a 5-row message", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/contact");
    const fields = contactForm(page);
    await expect(fields.subject.inputValue()).resolves.toBe("");
    await expect(fields.email.getAttribute("type")).resolves.toBe("email");
    await expect(fields.message.getAttribute("rows")).resolves.toBe("5");
    await expect(fields.subject.locator("option").allTextContents()).resolves.toEqual([
      "Select a subject",
      ...subjects,
    ]);
    await expect(fields.subject.locator("option").first().isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks every empty field on submit without sending anything", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/contact");
    const calls = countTrpcCalls(page, "contact.send");
    const fields = contactForm(page);
    await fields.submit.click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect(fields.firstName.getAttribute("aria-invalid")).resolves.toBe("true");
    // Focus moves from the button to the first field in error, where its message is read out.
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
    await expect(fields.firstName.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    // A text field in focus shows the site's ring, not just a 1 px border colour.
    await expect(
      fields.firstName.evaluate((node) => {
        const style = getComputedStyle(node);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      }),
    ).resolves.toBe("solid 3px rgb(11, 26, 18)");
    await fields.firstName.fill("Rosa");
    await fields.lastName.fill("Ortega");
    await fields.email.fill("rosa@");
    await fields.submit.click();
    await page.getByText("Enter a valid email address").waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
    await expect(fields.email.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    expect(calls()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a message, reads 'Sending...' meanwhile, thanks the sender in place of the form, then offers an empty one", async () => {
    const { page, errors, context } = await openPage(viewports.phone);
    await page.goto("/contact");
    const held = await holdTrpc(page, "contact.send");
    const fields = await fillValidMessage(page);
    await fields.submit.click();
    await page.getByRole("button", { name: "Sending..." }).waitFor();
    await expect(fields.submit.isDisabled()).resolves.toBe(true);

    await held.release();
    const thanks = page.getByRole("status").filter({ hasText: "Message sent successfully!" });
    await thanks.getByText("We'll get back to you as soon as possible.").waitFor();
    await expect(thanks.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    await page.getByRole("link", { name: "Send another message" }).click();
    for (const field of [fields.firstName, fields.lastName, fields.email, fields.subject, fields.message]) {
      await expect(field.inputValue()).resolves.toBe("");
    }
    await expect(fields.submit.textContent()).resolves.toBe("Send Message");
    await expect(fields.submit.isDisabled()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps everything typed and says it was not sent when sending fails", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/contact");
    await failTrpc(page, "contact.send", 500);
    const fields = await fillValidMessage(page, "Other");
    await fields.submit.click();
    const problem = page.getByRole("alert").filter({ hasText: "Not sent" });
    await problem
      .getByText("Something went wrong on our side, and nothing was sent. Please try again later.")
      .waitFor();
    await expect(fields.firstName.inputValue()).resolves.toBe("Rosa");
    await expect(fields.email.inputValue()).resolves.toBe("rosa@ojai.example");
    await expect(fields.subject.inputValue()).resolves.toBe("Other");
    await expect(fields.message.inputValue()).resolves.toContain("harvest fair");
    await expect(fields.submit.isDisabled()).resolves.toBe(false);
    expect(unexpectedErrors(errors, [500])).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`finds no serious axe violation on /contact on a ${label}, with and without field errors`, async () => {
      const { page, errors, context } = await openPage(viewport);
      await page.goto("/contact");
      await contactForm(page).firstName.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await contactForm(page).submit.click();
      await page.getByText("Message is required").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
