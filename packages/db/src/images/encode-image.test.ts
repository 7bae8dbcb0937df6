import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  avifImage,
  exifHasGps,
  gifImage,
  htmlFile,
  photoJpeg,
  plainSvg,
  pngBomb,
  pngImage,
  svgWithScript,
  truncatedJpeg,
  webpImage,
} from "../testing/test-images.ts";
import { encodeImage, ImageRefused, sniffImageFormat } from "./encode-image.ts";

async function refusal(file: Buffer | Uint8Array): Promise<ImageRefused> {
  const error = await encodeImage(file).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImageRefused);
  return error as ImageRefused;
}

describe("encodeImage", () => {
  it("stores a phone photo upright, as AVIF and WebP at each width it reaches, without its metadata", async () => {
    const photo = await photoJpeg({ width: 1600, height: 1000, orientation: 6 });
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const image = await encodeImage(photo);
    // Turned by its orientation flag: 1600×1000 stored sideways is 1000×1600 upright.
    expect([image.width, image.height]).toEqual([1000, 1600]);
    expect(image.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(image.variants.map((v) => `${v.format} ${v.width}×${v.height}`).sort()).toEqual(
      ["avif 1000×1600", "avif 400×640", "avif 800×1280", "webp 1000×1600", "webp 400×640", "webp 800×1280"].sort(),
    );
    for (const variant of image.variants) {
      const meta = await sharp(Buffer.from(variant.bytes)).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(variant.bytes).includes(Buffer.from("Phone 9"))).toBe(false);
    }
  }, 30_000);

  it("never enlarges: a 600-pixel image is stored at 400 and 600", async () => {
    const image = await encodeImage(await pngImage(600, 400));
    expect([...new Set(image.variants.map((v) => v.width))].sort()).toEqual([400, 600]);
  });

  it.each([
    ["PNG", pngImage],
    ["WebP", webpImage],
    ["AVIF", avifImage],
  ])("accepts %s", async (_name, make) => {
    const image = await encodeImage(await make(500, 300));
    expect([image.width, image.height]).toEqual([500, 300]);
  });

  it("refuses a truncated JPEG (400)", async () => {
    const error = await refusal(await truncatedJpeg());
    expect([error.status, error.message]).toEqual([
      400,
      "The image could not be read: the file is damaged or incomplete",
    ]);
  });

  it("refuses a decompression bomb from its header, before decoding (413)", async () => {
    const bomb = pngBomb();
    const started = performance.now();
    const error = await refusal(bomb);
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/more than 50 million pixels/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ["an SVG with a script", svgWithScript],
    ["an SVG without one", plainSvg],
    ["an HTML file", htmlFile],
  ])("refuses %s (415)", async (_name, make) => {
    expect((await refusal(make())).status).toBe(415);
  });

  it("refuses a GIF: an image, but not one of the four formats (415)", async () => {
    expect((await refusal(await gifImage())).status).toBe(415);
  });

  it("refuses a file whose magic bytes lie about the rest (400 or 415, never stored)", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script></script></html>")]);
    expect([400, 415]).toContain((await refusal(fake)).status);
  });

  it("refuses more than 10 MB before looking inside (413)", async () => {
    expect((await refusal(new Uint8Array(10 * 1024 * 1024 + 1))).status).toBe(413);
  });
});

describe("sniffImageFormat", () => {
  it("reads the format from the first bytes only", async () => {
    expect(sniffImageFormat(await photoJpeg({ width: 40, height: 40 }))).toBe("jpeg");
    expect(sniffImageFormat(await pngImage(40, 40))).toBe("png");
    expect(sniffImageFormat(await webpImage(40, 40))).toBe("webp");
    expect(sniffImageFormat(await avifImage(40, 40))).toBe("avif");
    expect(sniffImageFormat(htmlFile())).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array(3))).toBeUndefined();
  });
});
