import { describe, expect, it } from "vitest";
import { type Image, imageField, imageIdInput } from "./image.ts";
import { imageSrcSet, imageVariantUrl, parseImageUrl, variantWidths } from "./image-url.ts";

const stored = { id: 7, hash: "0123456789abcdef", width: 1200, height: 800 };
const image = imageField.parse(stored) as Image;

describe("image addresses", () => {
  it("stores every standard width below the upload's, and the upload's own up to 1200", () => {
    expect(variantWidths(1200)).toEqual([400, 800, 1200]);
    expect(variantWidths(3000)).toEqual([400, 800, 1200]);
    expect(variantWidths(900)).toEqual([400, 800, 900]);
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(120)).toEqual([120]);
  });

  it("answers a read with the largest WebP variant's address", () => {
    expect(image).toEqual({ id: 7, url: "/images/7-0123456789abcdef-1200.webp", width: 1200, height: 800 });
    expect(imageField.parse(null)).toBeNull();
  });

  it("builds each format's srcset, and finds the variant nearest a width", () => {
    expect(imageSrcSet(image, "avif")).toBe(
      "/images/7-0123456789abcdef-400.avif 400w, /images/7-0123456789abcdef-800.avif 800w, /images/7-0123456789abcdef-1200.avif 1200w",
    );
    expect(imageVariantUrl(image, 500)).toBe("/images/7-0123456789abcdef-800.webp");
    expect(imageVariantUrl(image, 5000, "avif")).toBe("/images/7-0123456789abcdef-1200.avif");
  });

  it("parses only its own addresses", () => {
    expect(parseImageUrl("https://site.example/images/7-0123456789abcdef-800.avif")).toEqual({
      id: 7,
      hash: "0123456789abcdef",
      width: 800,
      format: "avif",
    });
    for (const other of ["/images/7-0123-800.webp", "/images/7-0123456789abcdef-800.png", "/og-image.png"]) {
      expect(parseImageUrl(other)).toBeUndefined();
    }
  });
});

describe("imageIdInput", () => {
  it("takes an id, null (remove) or nothing (keep), and refuses the rest", () => {
    expect(imageIdInput.parse(12)).toBe(12);
    expect(imageIdInput.parse("12")).toBe(12);
    expect(imageIdInput.parse(null)).toBeNull();
    expect(imageIdInput.parse(undefined)).toBeUndefined();
    expect(imageIdInput.safeParse(0).success).toBe(false);
    expect(imageIdInput.safeParse(1.5).success).toBe(false);
    expect(imageIdInput.safeParse("photo").success).toBe(false);
  });
});
