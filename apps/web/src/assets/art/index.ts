/// <reference types="vite/client" />
// Original hand-drawn SVG illustrations of the Ojai valley.

import aboutValley from "./about-valley.svg";
import galleryBusinesses from "./gallery-businesses.svg";
import galleryDining from "./gallery-dining.svg";
// Under Vite's 4 KB limit, this one would be inlined into the home page's script as a data URL
// (1.7 KB gzip of JavaScript for a picture below the fold): a file of its own, like the others.
import galleryLandmarks from "./gallery-landmarks.svg?no-inline";
import galleryStyle from "./gallery-style.svg";
import heroDirectory from "./hero-directory.svg";
import heroEvents from "./hero-events.svg";
import heroWelcome from "./hero-welcome.svg";

export interface ArtImage {
  /** URL of the image, resolved by Vite. */
  readonly src: string;
  /** Descriptive alternative text. */
  readonly alt: string;
}

export const art = {
  heroWelcome: {
    src: heroWelcome,
    alt: "The Ojai valley at golden hour, with the Topatopa bluffs glowing pink above rows of orange trees.",
  },
  heroDirectory: {
    src: heroDirectory,
    alt: "The Spanish-style arcade on Ojai Avenue, with arched walkways and lit shop fronts beside the post office bell tower.",
  },
  heroEvents: {
    src: heroEvents,
    alt: "An evening festival in the park, with a crowd in front of a glowing band shell under string lights and oak trees.",
  },
  galleryStyle: {
    src: galleryStyle,
    alt: "A white mission revival building with a curved bell gable, red tile roofs and tall palm trees.",
  },
  galleryBusinesses: {
    src: galleryBusinesses,
    alt: "A row of small colourful shops with striped awnings, a café, a bookshop, a florist, a bakery and a boutique.",
  },
  galleryDining: {
    src: galleryDining,
    alt: "A patio table set with a bowl of oranges and lemons beside an olive tree, with pink mountains in the distance.",
  },
  galleryLandmarks: {
    src: galleryLandmarks,
    alt: "The silhouettes of the arched pergola and the post office bell tower against the mountains at dusk.",
  },
  aboutValley: {
    src: aboutValley,
    alt: "A wide view of the Ojai valley, with the Topatopa bluffs above a winding creek, oak trees and an orchard.",
  },
} as const satisfies Record<string, ArtImage>;
