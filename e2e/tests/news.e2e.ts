// /news and /news/$id: the article list with its loading state, an article and its not-found
// state, the sidebar, and the newsletter form in every state (invalid, pending, success, failure).
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { navigateInApp, newPage, seriousAxeViolations, viewports } from "../harness/browser.ts";
import { countTrpcCalls, failTrpc, holdTrpc, unexpectedErrors } from "../harness/network.ts";
import { useSiteAndBrowser } from "../harness/site.ts";

interface Article {
  id: number;
  title: string;
  category: string;
}

const site = useSiteAndBrowser();
let articles: Article[];

beforeAll(async () => {
  articles = (await (await fetch(`${site.server.url}/api/news`)).json()) as Article[];
});

/** A fresh tab on the test server; a step that waits 10 s has failed (the test's own limit is 60 s). */
async function openPage(viewport: { width: number; height: number } = viewports.desktop) {
  const handle = await newPage(site.browser, site.server.url, viewport);
  handle.context.setDefaultTimeout(10_000);
  return handle;
}

const cardDate = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

function newsletter(page: Page) {
  const form = page.getByRole("form", { name: "Newsletter signup" });
  return { form, email: form.getByLabel("Email address"), button: form.getByRole("button") };
}

describe("/news", () => {
  it("lists every article with its category, date, title, excerpt and Read More", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Latest News & Updates");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(breadcrumb.textContent()).resolves.toMatch(/Home.*News/);

    const cards = page.getByTestId("news-card");
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(articles.length);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(articles[0]?.title);
    await expect(first.locator("time").textContent()).resolves.toMatch(cardDate);
    await expect(first.getByRole("link", { name: /^Read More/ }).getAttribute("href")).resolves.toBe(
      `/news/${articles[0]?.id}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("styles Business Spotlight and Community News badges apart from the default", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news");
    const background = (category: string) =>
      page
        .locator(`[data-category="${category}"]`)
        .first()
        .evaluate((badge) => getComputedStyle(badge).backgroundColor);
    const spotlight = await background("Business Spotlight");
    const community = await background("Community News");
    const other = await background("events");
    expect(new Set([spotlight, community, other]).size).toBe(3);
    await expect(
      page.locator('[data-category="tourism"]').evaluate((badge) => getComputedStyle(badge).backgroundColor),
    ).resolves.toBe(other);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows three placeholders while the articles load", async () => {
    const { page, errors, context } = await openPage();
    const held = await holdTrpc(page, "news.list");
    await navigateInApp(page, "/news");
    await page.getByTestId("news-skeleton").waitFor();
    await expect(page.locator('[data-skeleton="news"]').count()).resolves.toBe(3);
    await expect(page.getByTestId("news-card").count()).resolves.toBe(0);
    await held.release();
    await page.getByTestId("news-card").first().waitFor();
    await expect(page.getByTestId("news-skeleton").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("links the sidebar's Quick Links to membership, events, resources, the visitor guide and past newsletters", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news");
    const quickLinks = page.getByRole("navigation", { name: "Quick Links" });
    await quickLinks.getByRole("link").first().waitFor();
    const links = await quickLinks
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links).toEqual([
      ["Membership Application", "/contact"],
      ["Event Calendar", "/events"],
      ["Business Resources", "/business-resources"],
      ["Tourism Guide", "/visitor"],
      ["Past Newsletters", "/news/newsletters"],
    ]);
    await page.getByRole("heading", { name: "Join Our Newsletter" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/news/$id", () => {
  it("opens an article from Read More and goes back to the list", async () => {
    const { page, errors, context } = await openPage(viewports.phone);
    await page.goto("/news");
    const article = articles[0];
    await page.getByRole("link", { name: `Read More about ${article?.title}` }).click();
    await page.waitForURL((url) => url.pathname === `/news/${article?.id}`);
    await page.getByRole("heading", { level: 1, name: article?.title, exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe(`${article?.title} | Ojai Valley Chamber of Commerce`);
    // The article's markdown is rendered: its sections are headings and its list is a list.
    await page.getByRole("heading", { level: 2, name: "Buying local, literally" }).waitFor();
    await expect(page.getByRole("article").getByRole("listitem").count()).resolves.toBe(3);
    await expect(page.getByText("By Hazel Brennan").isVisible()).resolves.toBe(true);

    await page.getByRole("link", { name: "Back to News" }).click();
    await page.waitForURL((url) => url.pathname === "/news");
    await page.getByTestId("news-card").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says Article Not Found for an id that names no article", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news/99999");
    await page.getByRole("heading", { level: 1, name: "Article Not Found" }).waitFor();
    await page.getByText("The article you're looking for doesn't exist or has been removed.").waitFor();
    await expect(page.getByRole("link", { name: "Back to News" }).getAttribute("href")).resolves.toBe("/news");
    expect(unexpectedErrors(errors, [404])).toEqual([]);

    const calls = countTrpcCalls(page, "news.byId");
    await page.goto("/news/not-a-number");
    await page.getByRole("heading", { level: 1, name: "Article Not Found" }).waitFor();
    expect(calls()).toBe(0);
    await context.close();
  });
});

describe("the newsletter signup", () => {
  it("subscribes, says so in place of the form, then offers an empty one", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news");
    const { email, button } = newsletter(page);
    await expect(email.getAttribute("type")).resolves.toBe("email");
    await email.fill("reader@ojai.example");
    await button.click();
    const thanks = page.getByRole("status").filter({ hasText: "Successfully subscribed!" });
    await thanks.getByText("Confirm it by the link we mailed you.").waitFor();
    await page.getByRole("link", { name: "Subscribe another address" }).click();
    await expect(email.inputValue()).resolves.toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads 'Subscribing...' and is disabled while the request is out", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news");
    const { email, button } = newsletter(page);
    const held = await holdTrpc(page, "newsletter.subscribe");
    await email.fill("patient@ojai.example");
    await button.click();
    await page.getByRole("button", { name: "Subscribing..." }).waitFor();
    await expect(button.isDisabled()).resolves.toBe(true);
    await held.release();
    await page.getByRole("status").filter({ hasText: "Successfully subscribed!" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says it was not sent on failure and keeps the typed email", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news");
    const { email, button } = newsletter(page);
    await failTrpc(page, "newsletter.subscribe", 500);
    await email.fill("unlucky@ojai.example");
    await button.click();
    const problem = page.getByRole("alert").filter({ hasText: "Not sent" });
    await problem.getByText("Something went wrong on our side, and nothing was sent.", { exact: false }).waitFor();
    await expect(email.inputValue()).resolves.toBe("unlucky@ojai.example");
    await expect(button.isDisabled()).resolves.toBe(false);
    expect(unexpectedErrors(errors, [500])).toEqual([]);
    await context.close();
  });

  it("explains an empty or malformed address next to the field without calling the API", async () => {
    const { page, errors, context } = await openPage();
    await page.goto("/news");
    const calls = countTrpcCalls(page, "newsletter.subscribe");
    const { email, button } = newsletter(page);
    await button.click();
    await page.getByText("Email is required").waitFor();
    await email.fill("not-an-email");
    await button.click();
    await page.getByText("Enter a valid email address").waitFor();
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(calls()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  for (const [label, viewport] of [
    ["phone", viewports.phone],
    ["desktop", viewports.desktop],
  ] as const) {
    it(`finds no serious axe violation on /news and an article on a ${label}`, async () => {
      const { page, errors, context } = await openPage(viewport);
      await page.goto("/news");
      await page.getByTestId("news-card").first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await newsletter(page).button.click();
      await page.getByText("Email is required").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto(`/news/${articles[1]?.id}`);
      await page.getByRole("article").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
