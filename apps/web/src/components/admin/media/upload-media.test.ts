import { expect, test } from "vitest";
import { formatBytes, insertAt, photoMarkdown } from "./upload-media.ts";

test("a photo's markdown carries its alt text; a decorative one an empty alt", () => {
  const url = "/images/3-0123456789abcdef-800.webp";
  expect(photoMarkdown({ url, alt: "Main [street]", decorative: false })).toBe(`![Main street](${url})`);
  expect(photoMarkdown({ url, alt: "ignored", decorative: true })).toBe(`![](${url})`);
  expect(photoMarkdown({ url, alt: null, decorative: false })).toBe(`![](${url})`);
});

test("inserting at the cursor puts the photo in its own paragraph", () => {
  expect(insertAt("Hello world", 5, 5, "![a](/x)")).toEqual({ value: "Hello\n\n![a](/x)\n\n world", cursor: 17 });
  expect(insertAt("", 0, 0, "![a](/x)")).toEqual({ value: "![a](/x)", cursor: 8 });
  expect(insertAt("Intro\n", 6, 6, "![a](/x)").value).toBe("Intro\n![a](/x)");
  expect(formatBytes(86_000)).toBe("84 KB");
  expect(formatBytes(1_300_000)).toBe("1.2 MB");
});
