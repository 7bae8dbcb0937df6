import { describe, expect, it } from "vitest";
import {
  type AdminNewsArticle,
  newsCategoryChoices,
  newsFormSpec,
  newsFormToInput,
  newsFormValues,
} from "./news-form.ts";

const stored = {
  id: 1,
  title: "Farmers market moves",
  author: "Ada",
  category: "agriculture",
  excerpt: "Sundays now.",
  content: "The market moves to Sundays.",
  publishedAt: "2026-05-02T01:30:00.000Z",
} as unknown as AdminNewsArticle;

describe("news form", () => {
  it("sends an empty excerpt and published date as null, for the API to derive", () => {
    const input = newsFormToInput({
      ...newsFormValues(null),
      title: "T",
      author: "A",
      category: "business",
      content: "C",
    });
    expect(input.excerpt).toBeNull();
    expect(input.publishedAt).toBeNull();
  });

  it("requires title, author and content", () => {
    expect(newsFormSpec.validate(newsFormValues(null))).toMatchObject({
      title: "Title is required",
      author: "Author is required",
      content: "Content is required",
    });
  });

  it("edits the published date as the site zone's wall clock", () => {
    expect(newsFormValues(stored).publishedAt).toBe("2026-05-01 18:30:00");
  });

  it("keeps a stored category outside the presets among the choices", () => {
    const presets = ["community", "business"];
    expect(newsCategoryChoices(presets, stored)).toEqual(["community", "business", "agriculture"]);
    expect(newsCategoryChoices(presets, null)).toEqual(presets);
    expect(newsCategoryChoices(presets, { ...stored, category: "business" })).toEqual(presets);
  });
});
