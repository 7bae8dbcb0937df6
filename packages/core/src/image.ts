// An uploaded photo as the API answers it, and the addresses of its variants
// (docs/decisions/019-images-in-the-database.md). The server stores each image as AVIF and WebP at
// a few widths; every variant lives at an address that never changes, so the web app can build a
// `srcset` from the one URL a read carries.
import { z } from "zod";

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

export const imageOutput = z
  .object({
    id: z.number().int(),
    url: z.string().meta({
      description:
        "The largest WebP variant, e.g. `/images/12-0123456789abcdef-1200.webp`. The same address with another width (400, 800, 1200, up to `width`) or `.avif` gives the other variants; each is cached for a year.",
    }),
    width: z.number().int().meta({ description: "Width of the largest variant, in pixels" }),
    height: z.number().int().meta({ description: "Height of the largest variant, in pixels" }),
  })
  .meta({ id: "Image" });
export type Image = z.output<typeof imageOutput>;

/**
 * What a read carries: the image, or null. Routers select the stored row (`id`, `hash`, `width`,
 * `height`); the address is made here, as the answer leaves, so every door gives the same one.
 */
export const imageField = z
  .object({ id: z.number().int(), hash: z.string(), width: z.number().int(), height: z.number().int() })
  .transform(({ id, hash, width, height }) => ({ id, url: imageUrl(id, hash, width, "webp"), width, height }))
  .pipe(imageOutput)
  .nullable();

/**
 * The optional image of a business, event or article write: an id from `POST /images`, null to
 * remove it, omitted to keep the one it has.
 */
export const imageIdInput = z
  .union([z.null(), z.coerce.number().int("Image id must be a whole number").positive("Image id must be positive")])
  .optional()
  .meta({ description: "An id from POST /images; null removes the image, omitted keeps it." });

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
