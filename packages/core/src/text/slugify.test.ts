import { describe, expect, it } from "vitest";
import { slugify, slugPattern } from "./slugify.ts";

describe("slugify (docs/product.md §4)", () => {
  it.each([
    ["Hello, World!", "hello-world"],
    ["  --Membership Benefits--  ", "membership-benefits"],
    ["About   the ___ Valley", "about-the-valley"],
    ["Café Días", "cafe-dias"],
    ["Ojai's 2026 Wine & Jazz Festival", "ojai-s-2026-wine-jazz-festival"],
    ["ALREADY-a-slug", "already-a-slug"],
  ])("turns %j into %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("gives an empty slug for text with no letters or digits", () => {
    expect(slugify("")).toBe("");
    expect(slugify(" !?— ")).toBe("");
  });

  it("always produces a slug the page schema accepts", () => {
    for (const title of ["Hello, World!", "Café Días", "a--b", "x"])
      expect(slugPattern.test(slugify(title))).toBe(true);
  });

  it("rejects slugs with capitals, spaces or hyphens at the ends", () => {
    for (const bad of ["Hello", "hello world", "-hello", "hello-", "a--b", ""])
      expect(slugPattern.test(bad)).toBe(false);
  });
});
