// The media library (docs/decisions/034-media-library.md): every stored photo that is not waiting
// for review, with its alt text, size, where it is used and when it was added.
import { z } from "zod";
import { id, isoInstant } from "../fields/fields.ts";
import { imageOutput } from "../images/image.ts";

export const MEDIA_USE_KINDS = [
  "business",
  "event",
  "series",
  "news",
  "businessPhoto",
  "page",
  "newsContent",
  "homeSlide",
  "newsletter",
] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

export const mediaUse = z
  .object({
    kind: z.enum(MEDIA_USE_KINDS).meta({
      description:
        "business/event/series/news: its photo; businessPhoto: one of a business's other photos; page/newsContent: the markdown of a page or article shows it; homeSlide: a hero slide of the home page (its id is the slide's position, from 1); newsletter: the body of a newsletter issue shows it",
    }),
    id: z.number().int(),
    title: z.string(),
  })
  .meta({ id: "MediaUse" });
export type MediaUse = z.output<typeof mediaUse>;

export const mediaOutput = imageOutput
  .extend({
    alt: z.string().nullable(),
    decorative: z.boolean(),
    inLibrary: z.boolean().meta({ description: "Uploaded to the library (kept when nothing uses it)" }),
    bytes: z.number().int().meta({ description: "Stored size of the largest WebP variant, in bytes" }),
    usedBy: z.array(mediaUse),
    createdAt: isoInstant(),
  })
  .meta({ id: "MediaItem" });
export type MediaItem = z.output<typeof mediaOutput>;
/** A library row before it is answered (its date still a Date). */
export type MediaItemRow = z.input<typeof mediaOutput>;

export const mediaUpdate = z.object({
  id: id(),
  alt: z
    .string()
    .trim()
    .max(300, "Alt text must be at most 300 characters")
    .nullish()
    .transform((value) => value || null),
  decorative: z.boolean().default(false),
});
export type MediaUpdate = z.input<typeof mediaUpdate>;

/** How a use reads in the grid and in a 409: "page “About us”". */
export const mediaUseLabel: Record<MediaUseKind, string> = {
  business: "business",
  event: "event",
  series: "event series",
  news: "news article",
  businessPhoto: "business photo of",
  page: "page",
  newsContent: "text of news article",
  homeSlide: "home page slide",
  newsletter: "newsletter issue",
};
export const describeUse = (use: MediaUse) => `${mediaUseLabel[use.kind]} “${use.title}”`;
