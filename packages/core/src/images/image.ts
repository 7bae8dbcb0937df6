// An uploaded photo as the API answers it (docs/decisions/019-images-in-the-database.md). The
// server stores each image as AVIF and WebP at a few widths; image-url.ts builds their addresses.
import { z } from "zod";
import { imageUrl } from "./image-url.ts";

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

/** The stored image row a read selects. */
export interface StoredImageRow {
  id: number;
  hash: string;
  width: number;
  height: number;
}

/** The image as an answer carries it: its largest WebP variant's address instead of its hash. */
export const imageAnswer = ({ id, hash, width, height }: StoredImageRow): Image => ({
  id,
  url: imageUrl(id, hash, width, "webp"),
  width,
  height,
});

/**
 * What a read carries: the image. Routers select the stored row (`id`, `hash`, `width`,
 * `height`); the address is made here, as the answer leaves, so every door gives the same one.
 */
export const storedImageField = z
  .object({ id: z.number().int(), hash: z.string(), width: z.number().int(), height: z.number().int() })
  .transform(imageAnswer)
  .pipe(imageOutput);

/** `storedImageField`, or null when there is no image. */
export const imageField = storedImageField.nullable();

/**
 * The optional image of a business, event or article write: an id from `POST /images`, null to
 * remove it, omitted to keep the one it has.
 */
export const imageIdInput = z
  .union([z.null(), z.coerce.number().int("Image id must be a whole number").positive("Image id must be positive")])
  .optional()
  .meta({ description: "An id from POST /images; null removes the image, omitted keeps it." });
