// The addresses of an uploaded photo's variants (docs/decisions/019-images-in-the-database.md):
// every variant lives at an address that never changes, so the web app builds a `srcset` from the
// one URL a read carries. A helper (index.ts), so a page that draws a photo ships no zod; the
// image's schemas are in image.ts.
import type { Image } from "./image.ts";

/** Widths of the stored variants, never wider than the upload: smaller ones are simply missing. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest upload accepted, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The widths stored for an image whose largest variant is `width` wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** `/images/<id>-<hash>-<width>.<format>`: the hash makes the address unguessable and unique forever. */
export const imageUrl = (id: number, hash: string, width: number, format: ImageFormat) =>
  `/images/${id}-${hash}-${width}.${format}`;

/** The parts of a variant's address; undefined for anything else. */
export function parseImageUrl(url: string) {
  const match = /^(?:.*\/)?images\/(\d+)-([0-9a-f]{16})-(\d+)\.(avif|webp)$/.exec(url);
  if (!match) return undefined;
  const [, id, hash, width, format] = match;
  return { id: Number(id), hash: hash as string, width: Number(width), format: format as ImageFormat };
}

/** The `srcset` of one format: every stored width. */
export function imageSrcSet(image: Image, format: ImageFormat): string {
  const parts = parseImageUrl(image.url);
  if (!parts) return image.url;
  return variantWidths(image.width)
    .map((width) => `${imageUrl(parts.id, parts.hash, width, format)} ${width}w`)
    .join(", ");
}

/** The address of the variant nearest `width` (for share images and JSON-LD). */
export function imageVariantUrl(image: Image, width: number, format: ImageFormat = "webp"): string {
  const parts = parseImageUrl(image.url);
  if (!parts) return image.url;
  const widths = variantWidths(image.width);
  const chosen = widths.find((w) => w >= width) ?? (widths[widths.length - 1] as number);
  return imageUrl(parts.id, parts.hash, chosen, format);
}
