import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, errorCodeOf, openCallers, RecordingCache } from "../testing/callers.ts";

let callers: Callers;
beforeAll(async () => {
  callers = await openCallers();
  await callers.admin.page.create({ title: "About Ojai", slug: "about-ojai", content: "Hello.", published: true });
  await callers.admin.page.create({ title: "Secret Plans", slug: "secret-plans", content: "Not yet." });
});
afterAll(() => callers.close());

describe("pages: visibility and scope", () => {
  test("a new page is a draft, which a visitor cannot read", async () => {
    expect((await callers.visitor.page.bySlug({ slug: "about-ojai" })).title).toBe("About Ojai");
    expect(await errorCodeOf(callers.visitor.page.bySlug({ slug: "secret-plans" }))).toBe("NOT_FOUND");
  });

  test('an admin reads drafts by default, but not when asking for "public"', async () => {
    expect((await callers.admin.page.bySlug({ slug: "secret-plans" })).published).toBe(false);
    expect(await errorCodeOf(callers.admin.page.bySlug({ slug: "secret-plans", scope: "public" }))).toBe("NOT_FOUND");
  });

  test('a visitor asking for "all" is refused', async () => {
    expect(await errorCodeOf(callers.visitor.page.bySlug({ slug: "about-ojai", scope: "all" }))).toBe("UNAUTHORIZED");
  });

  test("only an admin lists every page, drafts too", async () => {
    expect((await callers.admin.page.list({})).map((page) => page.slug)).toEqual(["about-ojai", "secret-plans"]);
    expect(await errorCodeOf(callers.visitor.page.list({}))).toBe("UNAUTHORIZED");
  });

  test("a slug already in use is a conflict", async () => {
    const clash = callers.admin.page.create({ title: "Again", slug: "about-ojai", content: "Twice." });
    expect(await errorCodeOf(clash)).toBe("CONFLICT");
  });

  test("publishing a draft makes it readable at once", async () => {
    const draft = await callers.admin.page.bySlug({ slug: "secret-plans" });
    await callers.admin.page.update({ ...draft, published: true });
    expect((await callers.visitor.page.bySlug({ slug: "secret-plans" })).content).toBe("Not yet.");
  });
});

describe("pages: the rendered html", () => {
  test("a visitor gets the content as sanitized HTML, without a first heading that repeats the title", async () => {
    await callers.admin.page.create({
      title: "Visiting",
      slug: "visiting",
      content:
        '# Visiting\n\nSee the [trail](/visitor).\n\n# Where to eat\n\n<script>window.__pwned=1</script>\n\n<img src="x.png" onerror="alert(1)"> [x](javascript:alert(2))',
      published: true,
    });
    const page = await callers.visitor.page.bySlug({ slug: "visiting" });
    expect(page.content).toMatch(/^# Visiting/);
    expect(page.html).toBe(
      '<p>See the <a href="/visitor">trail</a>.</p>\n<h2>Where to eat</h2>\n\n<p><img src="x.png" alt="" loading="lazy"/> <span>x</span></p>',
    );
  });

  test("an admin's draft comes rendered too", async () => {
    await callers.admin.page.create({ title: "Plan B", slug: "plan-b", content: "| A | B |\n|---|---|\n| 1 | 2 |" });
    expect((await callers.admin.page.bySlug({ slug: "plan-b" })).html).toContain("<td>2</td>");
  });

  test("an edit shows in the html of the next read, though the read is cached", async () => {
    const cached = await openCallers({ cache: new RecordingCache() });
    try {
      const created = await cached.admin.page.create({
        title: "Hours",
        slug: "hours",
        content: "Open **9**.",
        published: true,
      });
      expect((await cached.visitor.page.bySlug({ slug: "hours" })).html).toBe("<p>Open <strong>9</strong>.</p>");
      await cached.admin.page.update({ ...created, content: "Open **10**." });
      expect((await cached.visitor.page.bySlug({ slug: "hours" })).html).toBe("<p>Open <strong>10</strong>.</p>");
    } finally {
      await cached.close();
    }
  });
});
