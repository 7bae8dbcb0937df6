// The public site with JavaScript off: each public form posts to its page, which delivers the
// message and shows the confirmation, or shows the form again with each error under its field and
// the other values kept; the phone menu reaches every page; an event's calendar and share choices
// are links.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { viewports } from "../harness/browser.ts";
import { useSiteAndBrowser } from "../harness/site.ts";
import { contact, event, listing, newsletter, rowsWhere, tokenReady } from "./form-support.ts";

const site = useSiteAndBrowser();

async function openWithoutScript(viewport: { width: number; height: number } = viewports.desktop) {
  const context = await site.browser.newContext({ baseURL: site.server.url, viewport, javaScriptEnabled: false });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** The error shown under the field labelled `label`, which is marked invalid. */
async function errorUnder(page: Page, form: string, label: string): Promise<string> {
  const field = page.getByRole("form", { name: form }).getByRole("textbox", { name: label });
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const wrapper = field.locator("xpath=ancestor::div[contains(@class, 'mantine-InputWrapper-root')][1]");
  return (await wrapper.locator(".mantine-InputWrapper-error").textContent()) ?? "";
}

const send = (page: Page, form: string) =>
  page
    .getByRole("form", { name: form })
    .getByRole("button", { name: /Send|Submit|Subscribe/ })
    .click();

describe("each public form without JavaScript", () => {
  it("contact: a bad address comes back under its field, then the message is delivered", async () => {
    const { page, context } = await openWithoutScript();
    await page.goto(contact.path);
    await contact.fill(page, { email: "not-an-address" });
    await send(page, contact.form);
    await page.waitForURL("**/contact#contact-form");
    expect(await errorUnder(page, contact.form, "Email")).toMatch(/email/i);
    const form = page.getByRole("form", { name: contact.form });
    expect(await form.getByRole("textbox", { name: "First Name" }).inputValue()).toBe("Rosa");
    expect(await form.getByRole("combobox", { name: "Subject" }).inputValue()).toBe("Event Planning");
    expect(await form.getByRole("textbox", { name: "Message" }).inputValue()).toBe("A harvest fair in Libbey Park?");
    expect(await rowsWhere(site.server, "ContactMessage", `"email" = $1`, ["not-an-address"])).toBe(0);

    await form.getByRole("textbox", { name: "Email" }).fill("rosa.nojs@ojai.example");
    await send(page, contact.form);
    await page.waitForURL("**/contact?sent=contact#contact-form");
    await page.getByRole("status").filter({ hasText: contact.sent }).waitFor();
    expect(await rowsWhere(site.server, "ContactMessage", `"email" = $1`, ["rosa.nojs@ojai.example"])).toBe(1);
    await context.close();
  });

  it("newsletter: posts from the page it is on and subscribes", async () => {
    const { page, context } = await openWithoutScript(viewports.phone);
    await page.goto(newsletter.path);
    await newsletter.fill(page, { email: "nope" });
    await send(page, newsletter.form);
    expect(await errorUnder(page, newsletter.form, "Email address")).toMatch(/email/i);
    await newsletter.fill(page, { email: "reader.nojs@ojai.example" });
    await send(page, newsletter.form);
    await page.waitForURL("**/news?sent=newsletter#newsletter-form");
    await page.getByRole("status").filter({ hasText: newsletter.sent }).waitFor();
    expect(await rowsWhere(site.server, "NewsletterSubscription", `"email" = $1`, ["reader.nojs@ojai.example"])).toBe(
      1,
    );
    await context.close();
  });

  it("event: a missing location comes back under its field, then the event reaches the queue", async () => {
    const { page, context } = await openWithoutScript();
    await page.goto(event.path);
    await event.fill(page, { location: "", organizerEmail: "nojs@events.example" });
    await tokenReady(page.getByRole("form", { name: event.form }));
    await send(page, event.form);
    expect(await errorUnder(page, event.form, "Location")).toMatch(/location/i);
    const form = page.getByRole("form", { name: event.form });
    expect(await form.getByRole("textbox", { name: "Event title" }).inputValue()).toBe("Harvest Fair");
    expect(await form.getByLabel("Date").inputValue()).toBe("2027-10-02");
    expect(await form.getByRole("combobox", { name: "Category" }).inputValue()).toBe("Community");

    await form.getByRole("textbox", { name: "Location" }).fill("Libbey Park");
    await tokenReady(page.getByRole("form", { name: event.form }));
    await send(page, event.form);
    await page.waitForURL("**/events/submit?sent=event#event-form");
    await page.getByRole("status").filter({ hasText: event.sent }).waitFor();
    const queued = `"kind" = 'event' AND "status" = 'pending' AND "submitterEmail" = $1`;
    expect(await rowsWhere(site.server, "Submission", queued, ["nojs@events.example"])).toBe(1);
    await context.close();
  });

  it("listing: a bad e-mail comes back under its field, then the listing reaches the queue", async () => {
    const { page, context } = await openWithoutScript(viewports.phone);
    await page.goto(listing.path);
    await listing.fill(page, { contactEmail: "sam-at-bikes" });
    await tokenReady(page.getByRole("form", { name: listing.form }));
    await send(page, listing.form);
    expect(await errorUnder(page, listing.form, "Your email")).toMatch(/email/i);
    const form = page.getByRole("form", { name: listing.form });
    expect(await form.getByRole("textbox", { name: "Business name" }).inputValue()).toBe("Topa Topa Bikes");

    await form.getByRole("textbox", { name: "Your email" }).fill("nojs@bikes.example");
    await tokenReady(page.getByRole("form", { name: listing.form }));
    await send(page, listing.form);
    await page.waitForURL("**/directory/join?sent=listing#listing-form");
    await page.getByRole("status").filter({ hasText: listing.sent }).waitFor();
    const queued = `"kind" = 'business' AND "status" = 'pending' AND "submitterEmail" = $1`;
    expect(await rowsWhere(site.server, "Submission", queued, ["nojs@bikes.example"])).toBe(1);
    await context.close();
  });
});

describe("the site's other controls without JavaScript", () => {
  it("the phone menu opens and reaches /news", async () => {
    const { page, context } = await openWithoutScript(viewports.phone);
    await page.goto("/");
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await page.locator('summary[aria-label="Menu"]').click();
    await menu.getByRole("link", { name: "News" }).click();
    await page.waitForURL("**/news");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Latest News & Updates");
    await context.close();
  });

  it("an event's calendar and share choices are links", async () => {
    const { page, context } = await openWithoutScript(viewports.phone);
    await page.goto("/events");
    await page.locator('a[href^="/events/"]:not([href="/events/submit"])').first().click();
    await page.waitForURL(/\/events\/\d+$/);
    const id = new URL(page.url()).pathname.split("/").pop();
    const calendar = page.locator("details", { hasText: "Add to calendar" });
    await calendar.locator("summary").click();
    expect(await calendar.getByRole("link", { name: "Download .ics" }).getAttribute("href")).toBe(
      `/feeds/events/${id}.ics`,
    );
    expect(await calendar.getByRole("link", { name: "Google Calendar" }).getAttribute("href")).toMatch(
      /^https:\/\/calendar\.google\.com\//,
    );
    expect(await calendar.getByRole("link", { name: "Outlook" }).getAttribute("href")).toMatch(
      /^https:\/\/outlook\.live\.com\//,
    );
    const share = page.locator("details", { hasText: "Share Event" });
    await share.locator("summary").click();
    expect(await share.getByRole("link", { name: "E-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    expect(await share.getByRole("link", { name: "Facebook" }).getAttribute("href")).toContain(
      encodeURIComponent(`/events/${id}`),
    );
    const ics = await fetch(`${site.server.url}/feeds/events/${id}.ics`);
    expect(ics.status).toBe(200);
    await context.close();
  });
});
