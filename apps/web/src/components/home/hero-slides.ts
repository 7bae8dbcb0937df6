import type { HomeContent } from "@chamber/core/schemas";
import { type ArtImage, art } from "#web/assets/art/index.ts";

/** A slide as the home page's content answers it (GET /api/home). */
export type HeroSlide = HomeContent["slides"][number];

/** The bundled illustration a slide without an uploaded photo shows. */
export const heroArt: Record<HeroSlide["art"], ArtImage> = {
  welcome: art.heroWelcome,
  directory: art.heroDirectory,
  events: art.heroEvents,
};

/** A slide with nothing in it yet: the admin's new slide, and the hero's when none is on. */
export const emptySlide: HeroSlide = {
  title: "",
  subtitle: "",
  imageId: null,
  imageAlt: "",
  art: "welcome",
  buttonLabel: "",
  buttonTarget: "",
  enabled: true,
  image: null,
};

/** docs/product.md §9: the hero moves on by itself every 5 seconds. */
export const HERO_AUTOPLAY_MS = 5000;
