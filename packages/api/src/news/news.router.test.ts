import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, DAY, errorCodeOf, iso, openCallers, T0 } from "../testing/callers.ts";

let callers: Callers;
beforeAll(async () => {
  callers = await openCallers();
});
afterAll(() => callers.close());

const article = { category: "community", author: "Lena Park" };

describe("news", () => {
  test("an empty excerpt is derived from the content, and an empty date is now", async () => {
    const created = await callers.admin.news.create({ ...article, title: "Fresh", content: "The **valley** blooms." });
    expect(created.excerpt).toBe("The valley blooms.");
    expect(created.publishedAt).toBe(T0.toISOString());
  });

  test("lists articles newest first, for everyone", async () => {
    await callers.admin.news.create({ ...article, title: "Older", content: "Old.", publishedAt: iso(-2 * DAY) });
    await callers.admin.news.create({ ...article, title: "Newer", content: "New.", publishedAt: iso(DAY) });
    expect((await callers.visitor.news.list({})).map((row) => row.title)).toEqual(["Newer", "Fresh", "Older"]);
  });

  test("an article that does not exist is not found", async () => {
    expect(await errorCodeOf(callers.visitor.news.byId({ id: 999_999 }))).toBe("NOT_FOUND");
  });

  test("only an admin writes", async () => {
    expect(await errorCodeOf(callers.visitor.news.create({ ...article, title: "No", content: "No." }))).toBe(
      "UNAUTHORIZED",
    );
  });
});

describe("news: the rendered html", () => {
  test("an article comes with its content as sanitized HTML, for everyone", async () => {
    const created = await callers.admin.news.create({
      ...article,
      title: "Rendered",
      content:
        '# Big news\n\nThe **trail** [reopens](https://ojai.example).<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">Hi</p>',
    });
    const read = await callers.visitor.news.byId({ id: created.id });
    expect(read.content).toContain("<iframe");
    expect(read.html).toBe(
      '<h2>Big news</h2>\n<p>The <strong>trail</strong> <a href="https://ojai.example" target="_blank" rel="noopener noreferrer">reopens</a>.</p><p>Hi</p><p></p>',
    );
  });

  test("the list and a write answer the stored article, without html", async () => {
    const created = await callers.admin.news.create({ ...article, title: "Plain", content: "Plain." });
    expect(created).not.toHaveProperty("html");
    expect((await callers.visitor.news.list({}))[0]).not.toHaveProperty("html");
  });
});
