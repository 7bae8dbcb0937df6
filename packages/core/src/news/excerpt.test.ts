import { describe, expect, it } from "vitest";
import { deriveExcerpt, EXCERPT_MAX, plainText } from "./excerpt.ts";

describe("deriveExcerpt (docs/architecture.md §6)", () => {
  it("leaves short text unchanged", () => {
    expect(deriveExcerpt("The market moves to Saturdays.")).toBe("The market moves to Saturdays.");
  });

  it("keeps text of exactly 200 characters whole", () => {
    const text = `${"a".repeat(99)} ${"b".repeat(100)}`;
    expect(text).toHaveLength(EXCERPT_MAX);
    expect(deriveExcerpt(text)).toBe(text);
  });

  it("cuts long text at a word boundary, within 200 characters, with an ellipsis", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const excerpt = deriveExcerpt(words.join(" "));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(excerpt.endsWith("…")).toBe(true);
    const kept = excerpt.slice(0, -1).split(" ");
    expect(kept).toEqual(words.slice(0, kept.length));
  });

  it("drops trailing punctuation before the ellipsis", () => {
    const text = `${"word ".repeat(30)}end, ${"more ".repeat(30)}`;
    expect(deriveExcerpt(text, 155)).not.toMatch(/[,\s]…$/);
  });

  it("cuts a single very long word rather than returning nothing", () => {
    const excerpt = deriveExcerpt("x".repeat(500));
    expect(excerpt).toHaveLength(EXCERPT_MAX);
    expect(excerpt.endsWith("…")).toBe(true);
  });

  it("strips markdown and HTML", () => {
    const source =
      "# Spring Mixer\n\n**Join us** at <em>Libbey Park</em> — see [the map](https://x.example).\n\n- food\n- music";
    expect(deriveExcerpt(source)).toBe("Spring Mixer Join us at Libbey Park — see the map. food music");
  });

  it("never keeps a script's text", () => {
    expect(plainText('Hello<script>alert("x")</script> there')).toBe("Hello there");
  });

  it("decodes common entities", () => {
    expect(plainText("Wine &amp; Jazz&nbsp;night")).toBe("Wine & Jazz night");
  });
});
