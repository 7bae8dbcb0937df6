import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, errorCodeOf, openCallers } from "../testing/callers.ts";

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
