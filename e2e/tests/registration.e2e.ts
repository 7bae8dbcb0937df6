// Registering for an event as a visitor (docs/product.md "Registering for an event"), on the built
// server with a real SMTP peer: with JavaScript the answer replaces the form and the confirmation
// is mailed; the same address is told it is registered already; a second person joins the
// waitlist; the first cancels from their link and the second is promoted and mailed. Without
// JavaScript the form posts to the event's page and leads to the registrant's page, whose
// cancelling works by links and a posted form. Set SCREENSHOT_DIR for screenshots.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { body, header } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { sql } from "../harness/database.ts";
import { useSiteWithMail } from "../harness/site.ts";
import { screenshotsAt, signInThroughForm } from "./admin-support.ts";
import { tokenReady } from "./form-support.ts";

const site = useSiteWithMail();
const FORM = "Register for this event";
let event = { id: 0, title: "" };
let other = { id: 0, title: "" };

/** Two upcoming scheduled events of the seed that are no series' occurrences. */
beforeAll(async () => {
  const { rows } = await sql(
    site.server,
    `SELECT "id", "title" FROM "Event" WHERE "date" > now() + interval '3 days' AND "status" = 'scheduled'
       AND "seriesId" IS NULL ORDER BY "date" LIMIT 2`,
  );
  [event, other] = rows as [typeof event, typeof other];
  const settings = `INSERT INTO "RegistrationSettings" ("eventId", "capacity", "maxPlaces", "questions", "priceText", "updatedAt")
    VALUES ($1, $2, $3, $4, $5, now())`;
  const questions = [
    { id: "diet", label: "Dietary needs", kind: "text", required: false },
    { id: "member", label: "Are you a chamber member?", kind: "yesno", required: true },
  ];
  await sql(site.server, settings, [event.id, 1, 1, JSON.stringify(questions), "$15"]);
  await sql(site.server, settings, [other.id, 10, 2, "[]", null]);
});

/** The first message to `to` whose text holds `text`, once it has arrived. */
async function mailTo(to: string, text: RegExp): Promise<string> {
  const find = () => site.mail.arrived.find((mail) => mail.to.includes(to) && text.test(body(mail.raw)))?.raw;
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find() ?? "";
}

/** The personal link in a mail, as a path on the test's server. */
function linkIn(raw: string): string {
  const url = /https?:\/\/\S+?\/registrations\/[\w.~-]+/.exec(body(raw))?.[0] ?? "";
  expect(url).not.toBe("");
  return new URL(url).pathname;
}

async function register(page: Page, who: { name: string; email: string }, member = "Yes") {
  const form = page.getByRole("form", { name: FORM });
  await form.getByRole("textbox", { name: /Your name/ }).fill(who.name);
  await form.getByRole("textbox", { name: /Your e-mail/ }).fill(who.email);
  const question = form.getByRole("combobox", { name: /Are you a chamber member/ });
  if (await question.count()) await question.selectOption({ label: member });
  await tokenReady(form);
  await form.getByRole("button", { name: /Register|Join the waitlist/ }).click();
}

describe("registering for an event", () => {
  it("with JavaScript: registered, told of a second try, waitlisted, then promoted on a cancel", async () => {
    const { page, context } = await newPage(site.browser, site.server.url, viewports.phone);
    await page.goto(`/events/${event.id}`);
    const block = page.getByRole("region", { name: "Register" });
    await block.getByText("1 place left").waitFor();
    await block.getByText("$15").waitFor();
    await screenshotsAt(page, "registration-form");

    await register(page, { name: "Ada Lovelace", email: "ada@example.com" });
    await page.getByRole("status").filter({ hasText: "You're registered — check your e-mail" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotsAt(page, "registration-sent");
    const adaMail = await mailTo("ada@example.com", /registrations\//);
    const adaLink = linkIn(adaMail);
    expect(header(adaMail, "subject")).toMatch(/You're registered/);
    expect(adaMail).toMatch(/METHOD:REQUEST/);

    // The same address again is told so (and its link is mailed again); the block now says full.
    await page.getByRole("link", { name: "Register someone else" }).click();
    await block.getByText("Full — join the waitlist").waitFor();
    await register(page, { name: "Ada L.", email: "ADA@example.com" });
    await page.getByRole("alert").filter({ hasText: "This e-mail address is already registered" }).waitFor();

    await page.reload();
    await register(page, { name: "Grace Hopper", email: "grace@example.com" }, "No");
    await page.getByRole("status").filter({ hasText: "You're on the waitlist" }).waitFor();
    const graceLink = await page.getByTestId("registration-manage-link").getAttribute("href");
    await page.goto(new URL(graceLink ?? "", site.server.url).pathname);
    await page.getByTestId("registration-status").filter({ hasText: "On the waitlist — number 1 in line" }).waitFor();
    const mailsToGrace = () => site.mail.arrived.filter((mail) => mail.to.includes("grace@example.com")).length;
    await expect.poll(mailsToGrace, { timeout: 20_000 }).toBe(1);

    // Ada cancels from her link, in two steps; Grace is confirmed and mailed.
    await page.goto(adaLink);
    await page.getByTestId("registration-status").filter({ hasText: "Confirmed" }).waitFor();
    await page.getByRole("img", { name: "QR code of this page" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotsAt(page, "registration-page");
    await page.getByRole("link", { name: "Cancel my registration" }).click();
    await page.getByRole("button", { name: "Yes, cancel my registration" }).click();
    await page.getByRole("status").filter({ hasText: "Your registration is cancelled" }).waitFor();
    await page.getByTestId("registration-status").filter({ hasText: "Cancelled" }).waitFor();
    await screenshotsAt(page, "registration-cancelled");
    await expect.poll(mailsToGrace, { timeout: 20_000 }).toBe(2);
    const promoted = site.mail.arrived.filter((mail) => mail.to.includes("grace@example.com")).at(-1)?.raw ?? "";
    expect(header(promoted, "subject")).toMatch(/A place opened up/);
    const gracePage = new URL(graceLink ?? "", site.server.url).pathname;
    await page.goto(gracePage);
    await page.getByTestId("registration-status").filter({ hasText: "Confirmed" }).waitFor();
    expect(await page.getByRole("link", { name: "Check in (staff)" }).count()).toBe(0);

    // Staff who scan the QR code in a browser signed in to the admin are led to the check-in.
    await signInThroughForm(page);
    await page.goto(gracePage);
    const checkIn = page.getByRole("link", { name: "Check in (staff)" });
    expect(await checkIn.getAttribute("href")).toMatch(
      new RegExp(`^/admin/events/${event.id}/check-in\\?registration=\\d+$`),
    );
    await context.close();
  });

  it("without JavaScript: the form posts, leads to the registrant's page, and cancels by a posted form", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`/events/${other.id}`);
    const form = page.getByRole("form", { name: FORM });
    await form.getByRole("textbox", { name: /Your name/ }).fill("Katherine Johnson");
    await form.getByRole("textbox", { name: /Your e-mail/ }).fill("not-an-address");
    await form.getByRole("combobox", { name: "Places" }).selectOption("2");
    await form.getByRole("button", { name: "Register" }).click();
    // A bad address comes back with its error and what was typed (and a fresh form token).
    await page.getByRole("alert").waitFor();
    expect(await form.getByRole("textbox", { name: /Your name/ }).inputValue()).toBe("Katherine Johnson");
    expect(await form.getByRole("combobox", { name: "Places" }).inputValue()).toBe("2");
    await form.getByRole("textbox", { name: /Your e-mail/ }).fill("katherine@example.com");
    await tokenReady(form);
    await form.getByRole("button", { name: "Register" }).click();

    await page.waitForURL(/\/registrations\/[^/?]+\?sent=registration/);
    await page.getByRole("status").filter({ hasText: "You're registered — check your e-mail" }).waitFor();
    await page.getByTestId("registration-status").filter({ hasText: "Confirmed" }).waitFor();
    expect(await page.getByText("Places", { exact: true }).locator("xpath=following-sibling::*[1]").textContent()).toBe(
      "2",
    );
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await mailTo("katherine@example.com", /registrations\//);

    await page.getByRole("link", { name: "Cancel my registration" }).click();
    await page.getByRole("button", { name: "Yes, cancel my registration" }).click();
    await page.getByRole("status").filter({ hasText: "Your registration is cancelled" }).waitFor();
    await page.goto(`/events/${other.id}`);
    await page.getByRole("region", { name: "Register" }).getByText("10 places left").waitFor();
    // The events list says so on its card, and the calendar feed in its description.
    await page.goto("/events");
    const card = page.getByTestId("event-card").filter({ hasText: other.title });
    expect(await card.getByTestId("registration-badge").textContent()).toBe("Registration open");
    const feed = await (await fetch(`${site.server.url}/feeds/events.ics`)).text();
    expect(feed.replace(/\r\n /g, "")).toContain(`Registration open: `);
    await context.close();
  });
});
