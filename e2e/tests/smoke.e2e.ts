import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../harness/browser.ts";
import { type RunningServer, startServer } from "../harness/server.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the built site", () => {
  it("serves the home page from the same server as the API", async () => {
    const { page, errors, context } = await newPage(browser, server.url);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
