import { type ArtImage, art } from "#web/assets/art/index.ts";

export interface HeroSlide {
  title: string;
  subtitle: string;
  image: ArtImage;
}

/** docs/product.md §2/§9: three slides, in this order. */
export const heroSlides: readonly HeroSlide[] = [
  {
    title: "Welcome to Ojai",
    subtitle: "Discover the charm of the Ojai Valley, where small-town warmth meets natural beauty.",
    image: art.heroWelcome,
  },
  {
    title: "Business Directory",
    subtitle: "Find local restaurants, shops, services and galleries run by your neighbors.",
    image: art.heroDirectory,
  },
  {
    title: "Community Events",
    subtitle: "Festivals, concerts, mixers and workshops bring the valley together all year.",
    image: art.heroEvents,
  },
];

/** docs/product.md §9: the hero moves on by itself every 5 seconds. */
export const HERO_AUTOPLAY_MS = 5000;
