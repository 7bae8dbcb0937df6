// What the public-form browser tests share: each form's fields filled as a visitor fills them
// (valid, unless a value is given), and a look into the database for what was delivered.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { FORM_TOKEN_MIN_AGE_MS } from "../../packages/core/src/submissions/submission-kinds.ts";
import { sql } from "../harness/database.ts";
import type { RunningServer } from "../harness/server.ts";

export const contact = {
  path: "/contact",
  form: "Contact form",
  sent: "Message sent successfully!",
  async fill(page: Page, values: Partial<Record<string, string>> = {}) {
    const form = page.getByRole("form", { name: this.form });
    await form.getByRole("textbox", { name: "First Name" }).fill(values.firstName ?? "Rosa");
    await form.getByRole("textbox", { name: "Last Name" }).fill(values.lastName ?? "Ortega");
    await form.getByRole("textbox", { name: "Email" }).fill(values.email ?? "rosa@ojai.example");
    await form.getByRole("combobox", { name: "Subject" }).selectOption(values.subject ?? "Event Planning");
    await form.getByRole("textbox", { name: "Message" }).fill(values.message ?? "A harvest fair in Libbey Park?");
  },
};

export const newsletter = {
  path: "/news",
  form: "Newsletter signup",
  sent: "Successfully subscribed!",
  async fill(page: Page, values: Partial<Record<string, string>> = {}) {
    await page
      .getByRole("form", { name: this.form })
      .getByRole("textbox", { name: "Email address" })
      .fill(values.email ?? "reader@ojai.example");
  },
};

export const event = {
  path: "/events/submit",
  form: "Submit an event",
  sent: "Thank you! Your event was received.",
  async fill(page: Page, values: Partial<Record<string, string>> = {}) {
    const form = page.getByRole("form", { name: this.form });
    await form.getByRole("textbox", { name: "Event title" }).fill(values.title ?? "Harvest Fair");
    await form.getByRole("textbox", { name: "Description" }).fill(values.description ?? "Apples and music.");
    await form.getByLabel("Date").fill(values.day ?? "2027-10-02");
    await form.getByLabel("Start time").fill(values.time ?? "10:30");
    await form.getByRole("textbox", { name: "Location" }).fill(values.location ?? "Libbey Park");
    await form.getByRole("combobox", { name: "Category" }).selectOption(values.category ?? "Community");
    await form.getByRole("textbox", { name: "Your name" }).fill(values.organizerName ?? "Rosa Ortega");
    await form.getByRole("textbox", { name: "Your email" }).fill(values.organizerEmail ?? "rosa@ojai.example");
  },
};

export const listing = {
  path: "/directory/join",
  form: "Directory listing",
  sent: "Thank you! Your listing was received.",
  async fill(page: Page, values: Partial<Record<string, string>> = {}) {
    const form = page.getByRole("form", { name: this.form });
    await form.getByRole("textbox", { name: "Business name" }).fill(values.name ?? "Topa Topa Bikes");
    await form.getByRole("textbox", { name: "Description" }).fill(values.description ?? "Bikes and repairs.");
    await form.getByRole("combobox", { name: "Category" }).selectOption(values.category ?? "Retail");
    await form.getByRole("textbox", { name: "Phone" }).fill(values.phone ?? "(805) 555-0101");
    await form.getByRole("textbox", { name: "Address" }).fill(values.address ?? "104 W Matilija St, Ojai");
    await form.getByRole("textbox", { name: "Your name" }).fill(values.contactName ?? "Sam Lee");
    await form.getByRole("textbox", { name: "Your email" }).fill(values.contactEmail ?? "sam@bikes.example");
  },
};

/** How many rows of `table` match `where` (SQL on the test server's database). */
export async function rowsWhere(server: RunningServer, table: string, where: string, values: unknown[]) {
  const result = await sql(server, `SELECT 1 FROM "${table}" WHERE ${where}`, values);
  return result.rowCount ?? 0;
}

/**
 * Resolves once `form`'s token (its hidden formToken field, `<issued ms, base 36>.…`) is old enough
 * for the server to accept a send: 3 s after it was issued. A deadline read from the token, not a
 * pause: a form that took longer than that to fill is sent at once, as a person's would be.
 */
export async function tokenReady(form: Locator): Promise<void> {
  const field = form.locator('input[name="formToken"]');
  // The contact form and the newsletter carry no token: nothing to wait for.
  if ((await field.count()) === 0) return;
  let token = "";
  // With a script the page fetches its token once hydrated; without one the server wrote it in.
  await expect.poll(async () => (token = await field.inputValue())).not.toBe("");
  const issued = Number.parseInt(token.split(".")[0] ?? "", 36);
  if (!Number.isFinite(issued)) throw new Error(`the form's token is not one the server issues: ${token}`);
  // The browser, the server and this process share one clock; 50 ms over the limit keeps clear of it.
  const remaining = issued + FORM_TOKEN_MIN_AGE_MS + 50 - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
