// An uploaded photo as every public page shows it: a <picture> offering AVIF, then WebP, each at
// every stored width, so the browser fetches the smallest file that fills the slot. Its width and
// height (or the slot's aspect ratio) reserve the space before it arrives, so nothing shifts. Below
// the fold it loads lazily; the one photo a page leads with is fetched at once and first.
import { imageSrcSet } from "@chamber/core";
import type { Image } from "@chamber/core/schemas";
import type { CSSProperties } from "react";

// Inline styles, not a CSS module: Photo is shared by many routes, and a stylesheet of its own would
// be one more request that a route's first render (and its hydration) waits for.
const pictureStyle: CSSProperties = { display: "block", background: "var(--mantine-color-gray-1)" };
const imgStyles: Record<"card" | "natural", CSSProperties> = {
  card: { display: "block", width: "100%", height: "auto", aspectRatio: "3 / 2", objectFit: "cover" },
  natural: {
    display: "block",
    width: "100%",
    height: "auto",
    maxHeight: 520,
    objectFit: "cover",
    borderRadius: "var(--mantine-radius-md)",
  },
};

export interface PhotoProps {
  image: Image;
  /** What the photo shows; the entity's name when nothing better is known. */
  alt: string;
  /** The slot's width at each breakpoint (the `sizes` attribute). */
  sizes: string;
  /** The page's leading photo: fetched eagerly, with high priority (the likely LCP element). */
  priority?: boolean;
  /** "card": cropped to 3:2 to line the grid up; "natural": the photo's own proportions. */
  fit?: "card" | "natural";
}

export function Photo({ image, alt, sizes, priority = false, fit = "natural" }: PhotoProps) {
  return (
    <picture style={pictureStyle} data-fit={fit}>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <img
        style={imgStyles[fit]}
        src={image.url}
        srcSet={imageSrcSet(image, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}

/** The `sizes` of a photo across a card grid: one column on phones, two on tablets, three beyond. */
export const CARD_GRID_SIZES = "(min-width: 62em) 380px, (min-width: 48em) 50vw, 100vw";

/** How many cards a grid's first row holds at its widest: their photos are the page's first. */
export const FIRST_ROW = 3;

/** The `sizes` of a detail page's photo: two thirds of the container beside the sidebar, else the page. */
export const DETAIL_PHOTO_SIZES = "(min-width: 62em) 780px, 100vw";
