import { expect, test } from "vitest";
import { contentImages, externalImageProblem, isSiteImageSource } from "./images.ts";

test("markdown and inline HTML images are found with their alt text", () => {
  const content =
    'Intro ![Main street](/images/1-0123456789abcdef-800.webp)\n\n<img src="https://x.example/a.png">\n\n![](x.png)';
  expect(contentImages(content)).toEqual([
    { src: "/images/1-0123456789abcdef-800.webp", alt: "Main street" },
    { src: "https://x.example/a.png", alt: "" },
    { src: "x.png", alt: "" },
  ]);
  expect(contentImages("`![code](https://x.example/a.png)` is not an image")).toEqual([]);
});

test("only the site's own images pass; the first other one is named", () => {
  expect(isSiteImageSource("/images/1-0123456789abcdef-800.webp")).toBe(true);
  expect(isSiteImageSource("//elsewhere.example/a.png")).toBe(false);
  expect(isSiteImageSource("https://elsewhere.example/a.png")).toBe(false);
  expect(externalImageProblem("![ok](/a.png) ![x](https://e.example/a.jpg)")).toContain(
    "https://e.example/a.jpg is on another site",
  );
  expect(externalImageProblem("![ok](/a.png) [a link](https://e.example/)")).toBeUndefined();
});
