// Staff answer a contact message from the Messages tab and mark another handled: the reply reaches
// the sender's mailbox (a real SMTP server in process) quoting them, the thread shows it under the
// message, and the tab's unread badge counts down as each is handled.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, header } from "../../apps/server/test/mail/smtp-peer.ts";
import { newPage, type PageHandle } from "../harness/browser.ts";
import { useSiteWithMail } from "../harness/site.ts";
import { card, expectToast, postJson, screenshotsAt, signInAsAdmin } from "./admin-support.ts";

const site = useSiteWithMail();
let admin: PageHandle;
let page: Page;

const message = (firstName: string, subject: string) => ({
  firstName,
  lastName: "Vega",
  email: `${firstName.toLowerCase()}@honeybee-lane.example`,
  subject,
  message: "Is the arcade porch free for a market in July?\nWe sell honey.",
});

beforeAll(async () => {
  for (const sent of [message("Marisol", "Porch market"), message("Ana", "Thanks")])
    expect((await postJson(`${site.server.url}/api/contact`, sent)).status).toBe(200);
  admin = await newPage(site.browser, site.server.url);
  page = admin.page;
  await signInAsAdmin(page, "Messages");
});
afterAll(async () => {
  await admin?.context.close();
});

const badge = () => page.getByRole("tab", { name: /Messages/ });

describe("answering contact messages", () => {
  it("sends a reply quoting the message, shows it in the thread and marks the message handled", async () => {
    await expect.poll(() => badge().textContent()).toMatch(/2$/);
    const marisol = card(page, "Message from Marisol Vega");
    await marisol.getByText("Not handled yet").waitFor();
    await marisol.getByRole("button", { name: "Reply" }).click();
    await marisol.getByText("> We sell honey.").waitFor();
    await marisol.getByRole("textbox", { name: /Reply to marisol@/ }).fill("Yes — the porch is free on the 12th.");
    await screenshotsAt(page, "messages-reply-form");
    await marisol.getByRole("button", { name: "Send reply" }).click();
    await expectToast(page, "Success", "Reply sent to marisol@honeybee-lane.example");
    await marisol.getByRole("list", { name: "Replies to Marisol Vega" }).getByText("the porch is free").waitFor();
    await marisol.getByText(/^Handled .+ by staff@/).waitFor();
    await expect.poll(() => badge().textContent()).toMatch(/1$/);

    const find = () => site.mail.arrived.find((mail) => mail.to.includes("marisol@honeybee-lane.example"));
    await expect.poll(() => Boolean(find()), { timeout: 15_000 }).toBe(true);
    const mail = find() as NonNullable<ReturnType<typeof find>>;
    expect(header(mail.raw, "subject")).toBe("Re: Porch market");
    expect(header(mail.raw, "in-reply-to")).toMatch(/^<contact-\d+@/);
    expect(body(mail.raw)).toContain("> We sell honey.");
  });

  it("marks a message handled without answering, filters by state, and the badge goes", async () => {
    const ana = card(page, "Message from Ana Vega");
    await ana.getByRole("button", { name: "Mark handled" }).click();
    await expectToast(page, "Success", "Message marked handled");
    await ana.getByRole("button", { name: "Mark not handled" }).waitFor();
    await expect.poll(() => page.getByRole("tab", { name: /unread/ }).count()).toBe(0);
    await screenshotsAt(page, "messages-thread");

    await page.getByRole("combobox", { name: "Status", exact: true }).click();
    await page.getByRole("option", { name: "Waiting", exact: true }).click();
    await page.getByText("No messages match the search and filters.").waitFor();
    await page.getByRole("combobox", { name: "Status", exact: true }).click();
    await page.getByRole("option", { name: "Handled", exact: true }).click();
    await card(page, "Message from Ana Vega").waitFor();
  });
});
